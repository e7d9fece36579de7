/**
 * Batch signing (docs/api.md, "Batches"): many tasks of one company sealed by a background job,
 * with live progress.
 */
import { z } from 'zod';
import { BATCH_ITEM_STATUSES, BATCH_STATUSES } from '../api/batches';
import { isIsoDate, LIMITS } from '../validation/limits';
import { isoTime } from './define';
import { listQueryShape, queryId, text } from './fields';

export const Batch = z
  .object({
    id: z.number().int(),
    companyId: z.number().int(),
    companyName: z.string(),
    initiatorId: z.number().int(),
    initiatorName: z.string(),
    status: z
      .enum(BATCH_STATUSES)
      .describe('`awaiting_approval`: a seal it stamps needs approval first; `refused`: an approver refused it, nothing was sealed.'),
    total: z.number().int(),
    done: z.number().int(),
    failed: z.number().int(),
    createdAt: isoTime(),
    finishedAt: isoTime().nullable(),
  })
  .meta({ id: 'Batch' });

export const BatchItem = z
  .object({
    taskId: z.number().int(),
    employeeName: z.string(),
    templateName: z.string(),
    status: z.enum(BATCH_ITEM_STATUSES),
    error: z.string().nullable().describe('Why the task was not sealed, in the reader’s language.'),
  })
  .meta({ id: 'BatchItem' });

export const BatchDetail = Batch.extend({ items: z.array(BatchItem) }).meta({
  id: 'BatchDetail',
  description: 'A batch with each task’s result.',
});

/** "Every task waiting for the company that matches": the sign-task list's filters a batch takes. */
export const BatchFilter = z.object({
  companyId: queryId(),
  departmentId: z.number().int().min(1).optional(),
  employeeName: text(50).optional().describe('Contained in the employee’s name.'),
  employeeId: z.number().int().min(1).optional(),
  templateId: z.number().int().min(1).optional(),
  createdFrom: z.string().refine(isIsoDate, 'validation.date').optional().describe('YYYY-MM-DD, inclusive.'),
  createdTo: z.string().refine(isIsoDate, 'validation.date').optional().describe('YYYY-MM-DD, inclusive.'),
});

export const BatchCreateBody = z
  .union([z.object({ taskIds: z.array(z.number().int().min(1)).min(1).max(LIMITS.batchMaxTasks) }), z.object({ filter: BatchFilter })])
  .meta({
    id: 'BatchCreateBody',
    description: `The chosen tasks, or every task of the caller’s company waiting for the company that matches \`filter\` (at most ${LIMITS.batchMaxTasks}).`,
  });

export const BATCH_SORTS = ['id'] as const;

export const BatchQuery = z.object(listQueryShape(BATCH_SORTS));

export const BatchProgress = z
  .object({
    id: z.number().int(),
    status: z.enum(BATCH_STATUSES),
    total: z.number().int(),
    done: z.number().int(),
    failed: z.number().int(),
    rate: z.number().describe('Documents sealed per second over the last seconds.'),
  })
  .meta({ id: 'BatchProgress', description: 'One message of the progress stream (`event: progress`).' });

export type Batch = z.output<typeof Batch>;
export type BatchItem = z.output<typeof BatchItem>;
export type BatchDetail = z.output<typeof BatchDetail>;
export type BatchFilter = z.input<typeof BatchFilter>;
export type BatchCreateBody = z.input<typeof BatchCreateBody>;
export type BatchQuery = z.input<typeof BatchQuery>;
export type BatchProgress = z.output<typeof BatchProgress>;
