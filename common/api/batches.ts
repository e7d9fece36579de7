/**
 * API types of batch signing: many tasks of one company sealed by a background job, with live
 * progress (docs/api.md, "Batches"). Field names are the API's; keep them.
 */
import type { PageQuery } from './index';
import type { SignTaskQuery } from './signing';

/**
 * `awaiting_approval`: a seal it stamps needs approval first (common/api/seals.ts); `refused`: an
 * approver refused it, nothing was sealed.
 */
export type BatchStatus = 'awaiting_approval' | 'running' | 'done' | 'refused';
export type BatchItemStatus = 'pending' | 'done' | 'failed';

export interface Batch {
  id: number;
  companyId: number;
  companyName: string;
  initiatorId: number;
  initiatorName: string;
  status: BatchStatus;
  total: number;
  done: number;
  failed: number;
  createdAt: string;
  finishedAt: string | null;
}

export interface BatchItem {
  taskId: number;
  employeeName: string;
  templateName: string;
  status: BatchItemStatus;
  /** Why the task was not sealed, in the reader's language. */
  error: string | null;
}

export interface BatchDetail extends Batch {
  items: BatchItem[];
}

/**
 * `POST /api/batches`: the chosen tasks, or every task of the caller's company waiting for the
 * company that matches `filter` (at most 5,000).
 */
export type BatchCreateBody =
  | { taskIds: number[]; filter?: undefined }
  | { taskIds?: undefined; filter: Omit<SignTaskQuery, 'status' | 'current' | 'pageSize' | 'sorter' | 'batchId'> };

export type BatchQuery = PageQuery;

/** One message of `GET /api/batches/:id/events` (server-sent events, `event: progress`). */
export interface BatchProgress {
  id: number;
  status: BatchStatus;
  total: number;
  done: number;
  failed: number;
  /** Documents sealed per second over the last seconds. */
  rate: number;
}
