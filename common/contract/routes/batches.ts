/**
 * Batches (server/routes/batches.ts): company signing of many tasks by a background job, the
 * company's past batches, one with its per-task results, a retry of the failed tasks, and the
 * live progress. All need batchSign; scope is the caller's company.
 */
import { BatchCreateBody, BatchDetail, Batch, BatchQuery } from '../batches';
import { fileAnswer, page, route } from '../define';
import { idParams } from '../fields';

const signer = { permissions: ['batchSign'] } as const;
const tag = 'Batches';

export const batchRoutes = {
  create: route({
    method: 'POST',
    path: '/api/batches',
    tag,
    summary: { zh: '发起批量签署（后台任务盖章）', en: 'Start a batch (a background job seals its tasks)' },
    description: {
      zh: '所选任务或符合筛选条件的全部任务，须均为本公司待公司签署的任务，且调用者可使用其印章；否则整批拒绝。印章需审批时批次等待审批（awaiting_approval）。',
      en: 'The chosen tasks, or every task matching the filter: each must be the caller’s company’s and wait for the company, and the caller must hold a grant of its seal, or the whole batch is refused. A seal needing approval makes the batch wait for it (`awaiting_approval`).',
    },
    guard: signer,
    idempotent: true,
    body: BatchCreateBody,
    answers: { 202: Batch },
  }),
  list: route({
    method: 'GET',
    path: '/api/batches',
    tag,
    summary: { zh: '列出批次', en: 'List batches' },
    description: { zh: '本公司的批次，最新的在前。', en: 'The company’s batches, newest first.' },
    guard: signer,
    query: BatchQuery,
    answers: { 200: page(Batch) },
  }),
  get: route({
    method: 'GET',
    path: '/api/batches/:id',
    tag,
    summary: { zh: '查看批次及每个任务的结果', en: 'Get a batch with each task’s result' },
    guard: signer,
    params: idParams,
    answers: { 200: BatchDetail },
  }),
  retry: route({
    method: 'POST',
    path: '/api/batches/:id/retry',
    tag,
    summary: { zh: '重试批次中失败的任务（新批次）', en: 'Retry the failed tasks of a batch (a new batch)' },
    description: {
      zh: '以批次中失败且仍待公司签署的任务发起一个新批次。',
      en: 'Starts a new batch of the batch’s failed tasks that still wait for the company.',
    },
    guard: signer,
    params: idParams,
    answers: { 202: Batch },
  }),
  events: route({
    method: 'GET',
    path: '/api/batches/:id/events',
    tag,
    summary: { zh: '实时跟踪批次进度（服务器发送事件）', en: 'Follow a batch’s progress live (server-sent events)' },
    description: {
      zh: '每半秒一条 `progress` 事件，数据为 BatchProgress（JSON）；批次完成或会话结束时流结束。拒绝（403/404）在流开始前以普通 JSON 回答。',
      en: 'A `progress` event every half second, its data a BatchProgress (JSON); the stream ends when the batch is done or the session ends. A refusal (403/404) comes before the stream, as a plain JSON answer.',
    },
    guard: signer,
    params: idParams,
    answers: {
      200: fileAnswer(
        'text/event-stream',
        'Server-sent events `event: progress`, each `data` a BatchProgress: `{id, status, total, done, failed, rate}` (rate: documents sealed per second over the last seconds).',
      ),
    },
  }),
};
