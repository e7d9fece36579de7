/**
 * Batches (server/routes/batches.ts): company signing of many tasks by a background job, the
 * company's past batches, one with its per-task results, a retry of the failed tasks, and the
 * live progress. All need batchSign; scope is the caller's company.
 */
import { BatchCreateBody, BatchDetail, Batch, BatchQuery } from '../batches';
import { fileAnswer, page, route, tagged } from '../define';
import { idParams } from '../fields';
import { companySigners } from '../guards';

export const batchRoutes = tagged('Batches', {
  create: route('POST /api/batches', companySigners, {
    summary: ['发起批量签署（后台任务盖章）', 'Start a batch (a background job seals its tasks)'],
    description: [
      '所选任务或符合筛选条件的全部任务，须均为本公司待公司签署的任务，且调用者可使用其印章；否则整批拒绝。印章需审批时批次等待审批（awaiting_approval）。',
      'The chosen tasks, or every task matching the filter: each must be the caller’s company’s and wait for the company, and the caller must hold a grant of its seal, or the whole batch is refused. A seal needing approval makes the batch wait for it (`awaiting_approval`).',
    ],
    idempotent: true,
    body: BatchCreateBody,
    answers: { 202: Batch },
  }),
  list: route('GET /api/batches', companySigners, {
    summary: ['列出批次', 'List batches'],
    description: ['本公司的批次，最新的在前。', 'The company’s batches, newest first.'],
    query: BatchQuery,
    answers: { 200: page(Batch) },
  }),
  get: route('GET /api/batches/:id', companySigners, {
    summary: ['查看批次及每个任务的结果', 'Get a batch with each task’s result'],
    params: idParams,
    answers: { 200: BatchDetail },
  }),
  retry: route('POST /api/batches/:id/retry', companySigners, {
    summary: ['重试批次中失败的任务（新批次）', 'Retry the failed tasks of a batch (a new batch)'],
    description: [
      '以批次中失败且仍待公司签署的任务发起一个新批次。',
      'Starts a new batch of the batch’s failed tasks that still wait for the company.',
    ],
    params: idParams,
    answers: { 202: Batch },
  }),
  events: route('GET /api/batches/:id/events', companySigners, {
    summary: ['实时跟踪批次进度（服务器发送事件）', 'Follow a batch’s progress live (server-sent events)'],
    description: [
      '每半秒一条 `progress` 事件，数据为 BatchProgress（JSON）；批次完成或会话结束时流结束。拒绝（403/404）在流开始前以普通 JSON 回答。',
      'A `progress` event every half second, its data a BatchProgress (JSON); the stream ends when the batch is done or the session ends. A refusal (403/404) comes before the stream, as a plain JSON answer.',
    ],
    params: idParams,
    answers: {
      200: fileAnswer(
        'text/event-stream',
        'Server-sent events `event: progress`, each `data` a BatchProgress: `{id, status, total, done, failed, rate}` (rate: documents sealed per second over the last seconds).',
      ),
    },
  }),
});
