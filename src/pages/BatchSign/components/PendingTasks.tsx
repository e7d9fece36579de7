import { SafetyCertificateOutlined } from '@ant-design/icons';
import { Button, Popconfirm } from 'antd';
import type { MutableRefObject } from 'react';
import ListTable, { ListHeading, type ListAction, type ListColumn } from '@/components/ListTable';
import { useSignTaskFilters } from '@/components/signing/useSignTaskFilters';
import { useT } from '@/hooks/useT';
import { querySignTasks } from '@/services/signTasks';
import type { SignTask, SignTaskQuery } from '@common/api/signing';

interface Props {
  actionRef: MutableRefObject<ListAction<SignTaskQuery> | undefined>;
  selected: number[];
  onSelect: (ids: number[]) => void;
  /** The chosen tasks are being started (the button spins). */
  startingSelected: boolean;
  /** The tasks matching the filters are being counted. */
  counting: boolean;
  onSealSelected: () => void;
  onSealAll: () => void;
}

/** The company's tasks waiting for its seal: chosen one by one (kept across pages) or all those matching the filters. */
const PendingTasks: React.FC<Props> = ({ actionRef, selected, onSelect, startingSelected, counting, onSealSelected, onSealAll }) => {
  const t = useT();
  const shared = useSignTaskFilters('batchSign');
  const columns: ListColumn<SignTask>[] = [
    ...shared.all,
    { title: t('pages.batchSign.initiator'), dataIndex: 'initiatorName', search: false },
    { title: t('pages.batchSign.createdAt'), dataIndex: 'createdAt', valueType: 'dateTime', search: false, sorter: true },
    { title: t('pages.batchSign.signedAt'), dataIndex: 'signedAt', valueType: 'dateTime', search: false, sorter: true },
    { title: t('pages.batchSign.deadline'), dataIndex: 'deadline', valueType: 'dateTime', search: false, sorter: true },
  ];
  return (
    <ListTable<SignTask, SignTaskQuery>
      title={
        <>
          <ListHeading>{t('pages.batchSign.tasks.title')}</ListHeading>
          {selected.length > 0 && (
            <span>
              {t('pages.batchSign.selected', { count: selected.length })}{' '}
              <a onClick={() => onSelect([])}>{t('pages.batchSign.selected.clear')}</a>
            </span>
          )}
        </>
      }
      rowKey="id"
      actionRef={actionRef}
      columns={columns}
      params={{ status: 'pending_company' }}
      request={querySignTasks}
      rowSelection={{
        selectedRowKeys: selected,
        preserveSelectedRowKeys: true,
        onChange: (keys) => onSelect(keys as number[]),
      }}
      actions={
        <>
          <Popconfirm
            title={t('pages.batchSign.seal.confirm', { count: selected.length })}
            disabled={!selected.length}
            onConfirm={onSealSelected}
          >
            <Button type="primary" icon={<SafetyCertificateOutlined />} disabled={!selected.length} loading={startingSelected}>
              {t('pages.batchSign.seal.selected', { count: selected.length })}
            </Button>
          </Popconfirm>
          <Button loading={counting} onClick={onSealAll}>
            {t('pages.batchSign.seal.all')}
          </Button>
        </>
      }
    />
  );
};

export default PendingTasks;
