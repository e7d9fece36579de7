import { Tag, Typography } from 'antd';
import type { MutableRefObject } from 'react';
import ListTable, { type ListAction, type ListColumn } from '@/components/ListTable';
import { useT } from '@/hooks/useT';
import { queryBatches } from '@/services/batches';
import type { Batch } from '@common/api/batches';
import type { PageQuery } from '@common/api/paging';
import { BATCH_STATUS_COLOURS } from '../status';

interface Props {
  actionRef: MutableRefObject<ListAction<PageQuery> | undefined>;
  /** Opens a batch's results. */
  onView: (batchId: number) => void;
}

/** Past batches, newest first: who started each, its state and counts; each opens its results. */
const BatchHistory: React.FC<Props> = ({ actionRef, onView }) => {
  const t = useT();
  const columns: ListColumn<Batch>[] = [
    { title: t('pages.batchSign.history.id'), dataIndex: 'id', sorter: true, width: 100 },
    { title: t('pages.batchSign.history.createdAt'), dataIndex: 'createdAt', valueType: 'dateTime' },
    { title: t('pages.batchSign.history.initiator'), dataIndex: 'initiatorName' },
    {
      title: t('pages.batchSign.history.status'),
      dataIndex: 'status',
      render: (b) => <Tag color={BATCH_STATUS_COLOURS[b.status]}>{t(`pages.batchSign.status.${b.status}`)}</Tag>,
    },
    { title: t('pages.batchSign.run.total'), dataIndex: 'total' },
    { title: t('pages.batchSign.run.done'), dataIndex: 'done' },
    {
      title: t('pages.batchSign.run.failed'),
      dataIndex: 'failed',
      render: (b) => (b.failed ? <Typography.Text type="danger">{b.failed}</Typography.Text> : 0),
    },
    { title: t('pages.batchSign.history.finishedAt'), dataIndex: 'finishedAt', valueType: 'dateTime' },
    {
      title: t('pages.common.actions'),
      valueType: 'option',
      render: (b) => [
        <a key="view" onClick={() => onView(b.id)}>
          {t('pages.batchSign.history.view')}
        </a>,
      ],
    },
  ];
  return (
    <div style={{ marginTop: 16 }}>
      <ListTable<Batch, PageQuery>
        title={t('pages.batchSign.history.title')}
        name="batches"
        rowKey="id"
        actionRef={actionRef}
        columns={columns}
        search={false}
        inUrl={false}
        defaultSorter="-id"
        request={queryBatches}
      />
    </div>
  );
};

export default BatchHistory;
