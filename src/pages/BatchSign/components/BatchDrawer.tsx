import { RedoOutlined } from '@ant-design/icons';
import { useRequest } from 'ahooks';
import { Button, Descriptions, Drawer, Space, Spin, Tag } from 'antd';
import { useT } from '@/hooks/useT';
import { getBatch, retryBatch } from '@/services/batches';
import type { Batch } from '@common/api/batches';
import { chinaDateTime } from '@common/china-time';
import { BATCH_STATUS_COLOURS } from '../status';
import BatchResults from './BatchResults';

interface Props {
  batchId: number;
  onClose: () => void;
  /** Follow this batch (still running) or a new one (a retry) in the progress card. */
  onFollow: (batch: Batch) => void;
}

const time = (iso: string | null) => (iso ? chinaDateTime(iso) : '-');

/** A past batch (or one waiting for seal approval): who started it and when, its counts, and each task's result. */
const BatchDrawer: React.FC<Props> = ({ batchId, onClose, onFollow }) => {
  const t = useT();
  const { data: batch, loading } = useRequest(() => getBatch(batchId), { refreshDeps: [batchId] });
  const retry = useRequest(() => retryBatch(batchId), { manual: true, onSuccess: onFollow });
  const running = batch?.status === 'running';

  return (
    <Drawer
      open
      width={860}
      title={t('pages.batchSign.run.title', { id: batchId })}
      onClose={onClose}
      destroyOnHidden
      extra={
        batch && (
          <Space>
            {running && (
              <Button type="primary" onClick={() => onFollow(batch)}>
                {t('pages.batchSign.follow')}
              </Button>
            )}
            {!running && batch.failed > 0 && (
              <Button icon={<RedoOutlined />} loading={retry.loading} onClick={() => retry.run()}>
                {t('pages.batchSign.retry', { count: batch.failed })}
              </Button>
            )}
          </Space>
        )
      }
    >
      {!batch ? (
        <Spin spinning={loading} />
      ) : (
        <>
          <Descriptions size="small" column={2} style={{ marginBottom: 16 }}>
            <Descriptions.Item label={t('pages.batchSign.history.status')}>
              <Tag color={batch.status === 'done' && batch.failed ? 'warning' : BATCH_STATUS_COLOURS[batch.status]}>
                {t(`pages.batchSign.status.${batch.status}`)}
              </Tag>
            </Descriptions.Item>
            <Descriptions.Item label={t('pages.batchSign.history.initiator')}>{batch.initiatorName}</Descriptions.Item>
            <Descriptions.Item label={t('pages.batchSign.history.createdAt')}>{time(batch.createdAt)}</Descriptions.Item>
            <Descriptions.Item label={t('pages.batchSign.history.finishedAt')}>{time(batch.finishedAt)}</Descriptions.Item>
            <Descriptions.Item label={t('pages.batchSign.run.total')}>{batch.total}</Descriptions.Item>
            <Descriptions.Item label={t('pages.batchSign.run.done')}>{batch.done}</Descriptions.Item>
            <Descriptions.Item label={t('pages.batchSign.run.failed')}>{batch.failed}</Descriptions.Item>
          </Descriptions>
          <BatchResults items={batch.items} loading={loading} />
        </>
      )}
    </Drawer>
  );
};

export default BatchDrawer;
