import { CloseOutlined, RedoOutlined } from '@ant-design/icons';
import { useRequest } from 'ahooks';
import { Alert, Button, Card, Col, Progress, Row, Space, Statistic, Tag, Tooltip, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useT } from '@/hooks/useT';
import { getBatch, retryBatch, subscribeProgress } from '@/services/batches';
import type { Batch, BatchDetail, BatchProgress } from '../../../../common/api/batches';
import { RATE_MIN_TASKS, shownRate } from '../rate';
import BatchResults from './BatchResults';

/** How often the batch is read when the live feed is lost. */
export const POLL_MS = 2000;

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
  const [progress, setProgress] = useState<BatchProgress | undefined>(
    initial && { id: initial.id, status: initial.status, total: initial.total, done: initial.done, failed: initial.failed, rate: 0 },
  );
  const [live, setLive] = useState(true);
  const [detail, setDetail] = useState<BatchDetail>();
  const sample = useRef<{ at: number; count: number }>();
  const followedSince = useRef(Date.now());
  const finished = progress?.status === 'done';

  useEffect(
    () =>
      subscribeProgress(batchId, {
        onProgress: setProgress,
        onClose: (done) => {
          if (!done) setLive(false);
        },
      }),
    [batchId],
  );

  // The live feed is lost: read the batch every 2 s until it is done (the rate from two reads).
  useRequest(() => getBatch(batchId), {
    ready: !live && !finished,
    pollingInterval: POLL_MS,
    onSuccess: (batch) => {
      const now = Date.now();
      const count = batch.done + batch.failed;
      const last = sample.current;
      const rate = last && now > last.at ? Math.round(((count - last.count) / ((now - last.at) / 1000)) * 10) / 10 : 0;
      sample.current = { at: now, count };
      setDetail(batch);
      setProgress({ id: batch.id, status: batch.status, total: batch.total, done: batch.done, failed: batch.failed, rate });
    },
  });

  // Done: each task's result (unless the last poll already read it).
  const results = useRequest(() => getBatch(batchId), {
    ready: finished && detail?.status !== 'done',
    onSuccess: setDetail,
  });

  const reported = useRef(false);
  useEffect(() => {
    if (finished && !reported.current) {
      reported.current = true;
      onFinished();
    }
  }, [finished, onFinished]);

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
      <Row gutter={16} style={{ marginTop: 16 }}>
        <Col xs={12} md={6}>
          <Statistic title={t('pages.batchSign.run.total')} value={total} />
        </Col>
        <Col xs={12} md={6}>
          <Statistic title={t('pages.batchSign.run.done')} value={done} valueStyle={{ color: '#52c41a' }} />
        </Col>
        <Col xs={12} md={6}>
          <Statistic title={t('pages.batchSign.run.failed')} value={failed} valueStyle={failed ? { color: '#ff4d4f' } : undefined} />
        </Col>
        <Col xs={12} md={6}>
          {rate === undefined ? (
            <Tooltip title={t('pages.batchSign.run.rate.later', { count: RATE_MIN_TASKS })}>
              <div>
                <Statistic title={t('pages.batchSign.run.rate')} value="—" />
              </div>
            </Tooltip>
          ) : (
            <Statistic title={t('pages.batchSign.run.rate')} value={rate} precision={1} suffix={t('pages.batchSign.run.rateUnit')} />
          )}
        </Col>
      </Row>
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
          <BatchResults items={detail?.items ?? []} loading={results.loading} />
        </div>
      )}
    </Card>
  );
};

export default BatchRun;
