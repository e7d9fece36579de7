import { useRequest } from 'ahooks';
import { useEffect, useRef, useState } from 'react';
import { getBatch, subscribeProgress } from '@/services/batches';
import type { Batch, BatchDetail, BatchProgress } from '@common/api/batches';

/** How often the batch is read when the live feed is lost. */
const POLL_MS = 2000;

/**
 * A batch's progress, live from the server-sent events, or read every 2 s when the feed is lost
 * (the rate then from two reads); once done, each task's result. `initial` (what starting it
 * answered) stands until the first progress arrives; `onFinished` is called once.
 */
export function useBatchProgress(batchId: number, initial: Batch | undefined, onFinished: () => void) {
  const [progress, setProgress] = useState<BatchProgress | undefined>(
    initial && { id: initial.id, status: initial.status, total: initial.total, done: initial.done, failed: initial.failed, rate: 0 },
  );
  const [live, setLive] = useState(true);
  const [detail, setDetail] = useState<BatchDetail>();
  const sample = useRef<{ at: number; count: number }>();
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

  return { progress, live, finished, items: detail?.items ?? [], itemsLoading: results.loading };
}
