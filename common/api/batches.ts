/**
 * API types of batch signing: many tasks of one company sealed by a background job, with live
 * progress (docs/api.md, "Batches"). Field names are the API's; keep them.
 */

/**
 * `awaiting_approval`: a seal it stamps needs approval first (common/api/seals.ts); `refused`: an
 * approver refused it, nothing was sealed.
 */
export const BATCH_STATUSES = ['awaiting_approval', 'running', 'done', 'refused'] as const;
export type BatchStatus = (typeof BATCH_STATUSES)[number];

export const BATCH_ITEM_STATUSES = ['pending', 'done', 'failed'] as const;
export type BatchItemStatus = (typeof BATCH_ITEM_STATUSES)[number];

export type { Batch, BatchCreateBody, BatchDetail, BatchFilter, BatchItem, BatchProgress, BatchQuery } from '../contract/batches';
