import type { BatchStatus } from '@common/api/batches';

/** Tag colour of each batch status (antd preset colours): waiting for approval, running, done, refused. */
export const BATCH_STATUS_COLOURS: Record<BatchStatus, string> = {
  awaiting_approval: 'gold',
  running: 'processing',
  done: 'success',
  refused: 'error',
};
