import { CloseOutlined, RedoOutlined } from '@ant-design/icons';
import { useRequest } from 'ahooks';
import { Alert, Button, Card, Progress, Space, Tag, Typography } from 'antd';
import { useRef } from 'react';
import { useT } from '@/hooks/useT';
import { retryBatch } from '@/services/batches';
import type { Batch } from '@common/api/batches';
import { shownRate } from '../rate';
import { useBatchProgress } from '../useBatchProgress';
import BatchResults from './BatchResults';
import RunFigures from './RunFigures';

interface Props {
  batchId: number;
  /** What starting the batch answered, shown until the first progress arrives. */
  initial?: Batch;
  /** Once, when the batch has finished. */
  onFinished: () => void;
  /** A new batch of the failed tasks was started: follow it. */
  onRetried: (batch: Batch) => void;
  onDismiss: () => void;
}

const percent = (part: number, total: number) => (total ? Math.floor((part * 100) / total) : 0);

/**
 * A running batch, live: a progress bar (sealed in green, failed in red, of the total), the
 * counts and the rate (once it means something, rate.ts), from the server-sent events; polling
 * every 2 s when the feed is lost.
 * Once done: each task's result with the reason of every failure, and retrying the failed ones.
 */
const BatchRun: React.FC<Props> = ({ batchId, initial, onFinished, onRetried, onDismiss }) => {
  const t = useT();
  const { progress, live, finished, items, itemsLoading } = useBatchProgress(batchId, initial, onFinished);
  const followedSince = useRef(Date.now());
  const retry = useRequest(() => retryBatch(batchId), { manual: true, onSuccess: onRetried });

  const total = progress?.total ?? 0;
  const done = progress?.done ?? 0;
  const failed = progress?.failed ?? 0;
  const processed = percent(done + failed, total);
  const rate = shownRate(progress, Date.now() - followedSince.current);

  return (
    <Card
      style={{ marginBottom: 16 }}
      title={
        <Space>
          {t('pages.batchSign.run.title', { id: batchId })}
          <Tag color={finished ? (failed ? 'warning' : 'success') : 'processing'}>
            {t(finished ? 'pages.batchSign.status.done' : 'pages.batchSign.status.running')}
          </Tag>
        </Space>
      }
      extra={finished && <Button type="text" icon={<CloseOutlined />} aria-label={t('pages.batchSign.run.dismiss')} onClick={onDismiss} />}
    >
      <Progress
        aria-label={t('pages.batchSign.run.progress')}
        percent={processed}
        success={{ percent: percent(done, total) }}
        strokeColor={failed ? '#ff4d4f' : undefined}
        status={finished ? 'normal' : 'active'}
        format={() => `${processed}%`}
      />
      <RunFigures total={total} done={done} failed={failed} rate={rate} />
      {!live && !finished && (
        <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
          {t('pages.batchSign.run.polling')}
        </Typography.Paragraph>
      )}
      {finished && (
        <div style={{ marginTop: 16 }}>
          <Alert
            showIcon
            type={failed ? 'warning' : 'success'}
            message={failed ? t('pages.batchSign.run.summary.failed', { done, failed }) : t('pages.batchSign.run.summary.ok', { done })}
            action={
              failed > 0 && (
                <Button icon={<RedoOutlined />} loading={retry.loading} onClick={() => retry.run()}>
                  {t('pages.batchSign.retry', { count: failed })}
                </Button>
              )
            }
            style={{ marginBottom: 16 }}
          />
          <BatchResults items={items} loading={itemsLoading} />
        </div>
      )}
    </Card>
  );
};

export default BatchRun;
