import { Table, Tag } from 'antd';
import { useT } from '@/hooks/useT';
import type { BatchItem, BatchItemStatus } from '@common/api/batches';

const ITEM_COLOURS: Record<BatchItemStatus, string> = { pending: 'processing', done: 'success', failed: 'error' };

/** A batch's result per task: employee, template, status and, for a failure, why (the server's words). */
const BatchResults: React.FC<{ items: BatchItem[]; loading?: boolean }> = ({ items, loading }) => {
  const t = useT();
  return (
    <Table<BatchItem>
      size="small"
      rowKey="taskId"
      loading={loading}
      dataSource={items}
      pagination={items.length > 10 ? { pageSize: 10, size: 'small', showSizeChanger: false } : false}
      columns={[
        { title: t('pages.batchSign.result.employee'), dataIndex: 'employeeName', width: 160 },
        { title: t('pages.batchSign.result.template'), dataIndex: 'templateName', width: 200 },
        {
          title: t('pages.batchSign.result.status'),
          dataIndex: 'status',
          width: 120,
          filters: (['done', 'failed', 'pending'] as const).map((s) => ({ value: s, text: t(`pages.batchSign.item.${s}`) })),
          onFilter: (value, item) => item.status === value,
          render: (status: BatchItemStatus) => <Tag color={ITEM_COLOURS[status]}>{t(`pages.batchSign.item.${status}`)}</Tag>,
        },
        { title: t('pages.batchSign.result.reason'), dataIndex: 'error', render: (error: string | null) => error ?? '-' },
      ]}
    />
  );
};

export default BatchResults;
