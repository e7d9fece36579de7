import { Tooltip } from 'antd';
import ListTable, { type ListColumn } from '@/components/ListTable';
import { useT } from '@/hooks/useT';
import type { AuditEvent, AuditEventQuery } from '@common/api/audit';
import { queryAuditEvents } from '@/services/auditEvents';

/** The company's audit log (full-ID exports so far): who, when, from where, what it covered. */
const AuditLog: React.FC<{ companyId: number }> = ({ companyId }) => {
  const t = useT();
  const columns: ListColumn<AuditEvent>[] = [
    { title: t('pages.audit.at'), dataIndex: 'at', valueType: 'dateTime', sorter: true, width: 170 },
    { title: t('pages.audit.actor'), dataIndex: 'actorName' },
    { title: t('pages.audit.action'), dataIndex: 'action', render: (e) => t(`pages.audit.action.${e.action}`) },
    {
      title: t('pages.audit.details'),
      dataIndex: 'details',
      render: (e) => {
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
    <ListTable<AuditEvent, AuditEventQuery>
      rowKey="id"
      search={false}
      inUrl={false}
      settings={false}
      columns={columns}
      params={{ companyId }}
      request={queryAuditEvents}
    />
  );
};

export default AuditLog;
