import { ProTable, type ProColumns } from '@ant-design/pro-components';
import { Tooltip } from 'antd';
import { tableRequest } from '@/utils/proTableRequest';
import { useT } from '@/hooks/useT';
import type { AuditEvent } from '../../../../../common/api/audit';
import { queryAuditEvents } from '../service';

/** The company's audit log (full-ID exports so far): who, when, from where, what it covered. */
const AuditLog: React.FC<{ companyId: number }> = ({ companyId }) => {
  const t = useT();
  const columns: ProColumns<AuditEvent>[] = [
    { title: t('pages.audit.at'), dataIndex: 'at', valueType: 'dateTime', sorter: true, width: 170 },
    { title: t('pages.audit.actor'), dataIndex: 'actorName' },
    { title: t('pages.audit.action'), dataIndex: 'action', render: (_, e) => t(`pages.audit.action.${e.action}`) },
    {
      title: t('pages.audit.details'),
      dataIndex: 'details',
      render: (_, e) => {
        const filters = Object.entries((e.details.filters ?? {}) as Record<string, unknown>).map(
          ([key, value]) => `${key}=${String(value)}`,
        );
        return (
          <Tooltip title={e.userAgent}>
            {t('pages.audit.rows', { rows: Number(e.details.rows ?? 0) })}
            {filters.length ? ` · ${filters.join(', ')}` : ''}
          </Tooltip>
        );
      },
    },
    { title: 'IP', dataIndex: 'ip', width: 140 },
  ];
  return (
    <ProTable<AuditEvent>
      rowKey="id"
      search={false}
      options={{ reload: true, density: false, setting: false }}
      columns={columns}
      params={{ companyId }}
      request={tableRequest(queryAuditEvents)}
      pagination={{ defaultPageSize: 10 }}
      scroll={{ x: 'max-content' }}
    />
  );
};

export default AuditLog;
