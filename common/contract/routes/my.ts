/**
 * `/api/my`, the workers' own page (server/routes/my.ts): sign in with a mobile and a texted code
 * (public), then, in the worker's own session (the `my_sid` cookie, path /api/my), the contracts
 * of that mobile across companies and their files.
 */
import { z } from 'zod';
import { fileAnswer, route, tagged, type Text } from '../define';
import { MyCodeBody, MyCodeResult, MyContract, MyDocumentParams, MyLoginBody, MyTaskParams, MyWorker } from '../my';

const sealedOnly: Text = [
  '仅限已盖章（completed）的任务：盖章前 409，其他手机号的任务 404。记录一次由员工发起的“下载”事件。',
  'Completed tasks only: 409 before the seal, 404 for another mobile’s task. Records a `downloaded` event by the employee.',
];

export const myRoutes = tagged('Worker’s page', {
  code: route('POST /api/my/code', 'public', {
    summary: ['向劳动者手机发送登录验证码', 'Text a sign-in code to the worker’s mobile'],
    description: [
      '公开接口。仅向有合同的手机号发送，否则回答相同；频率超限时 429。',
      'Public. A code goes only to a mobile with a contract, the same answer otherwise; 429 over the limits.',
    ],
    body: MyCodeBody,
    answers: { 200: MyCodeResult },
  }),
  login: route('POST /api/my/login', 'public', {
    summary: ['劳动者以手机号和验证码登录', 'Sign the worker in with mobile and code'],
    description: [
      '公开接口。成功时设置 `my_sid` Cookie（路径 /api/my）；验证码错误或过期 422 指向 code。',
      'Public. Sets the `my_sid` cookie (path /api/my); a wrong or expired code is 422 on `code`.',
    ],
    body: MyLoginBody,
    answers: { 200: MyWorker },
  }),
  logout: route('POST /api/my/logout', 'worker', {
    summary: ['结束劳动者会话', 'End the worker session'],
    description: ['清除 `my_sid` Cookie；没有会话时同样成功。', 'Clears the `my_sid` cookie; succeeds without a session too.'],
    answers: { 200: null },
  }),
  worker: route('GET /api/my/worker', 'worker', {
    summary: ['当前登录的劳动者（手机号脱敏）', 'The signed-in worker (masked mobile)'],
    answers: { 200: MyWorker },
  }),
  contracts: route('GET /api/my/contracts', 'worker', {
    summary: ['列出该手机号的合同', 'List the contracts of the worker’s mobile'],
    description: [
      '劳动者已签署的任务（待公司盖章或已完成），跨公司，最新的在前。',
      'The tasks the worker has signed (waiting for the seal or completed), across companies, newest first.',
    ],
    answers: { 200: z.array(MyContract) },
  }),
  document: route('GET /api/my/contracts/:taskId/documents/:documentId', 'worker', {
    summary: ['下载已签署的合同文件', 'Download a signed document'],
    description: sealedOnly,
    params: MyDocumentParams,
    answers: { 200: fileAnswer('application/pdf', 'The signed PDF, as an attachment.') },
  }),
  evidence: route('GET /api/my/contracts/:taskId/evidence', 'worker', {
    summary: ['下载签署证据报告', 'Download the evidence report'],
    description: sealedOnly,
    params: MyTaskParams,
    answers: { 200: fileAnswer('application/pdf', 'The evidence report in the caller’s language, as an attachment.') },
  }),
  archive: route('GET /api/my/contracts/:taskId/archive', 'worker', {
    summary: ['下载合同归档包（.zip）', 'Download the contract archive (.zip)'],
    description: sealedOnly,
    params: MyTaskParams,
    answers: { 200: fileAnswer('application/zip', 'The signed PDFs and the evidence report.') },
  }),
});
