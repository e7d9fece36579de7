/**
 * `/api/my`, the workers' own page (server/routes/my.ts): sign in with a mobile and a texted code
 * (public), then, in the worker's own session (the `my_sid` cookie, path /api/my), the contracts
 * of that mobile across companies and their files.
 */
import { z } from 'zod';
import { fileAnswer, route } from '../define';
import { MyCodeBody, MyCodeResult, MyContract, MyDocumentParams, MyLoginBody, MyTaskParams, MyWorker } from '../my';

const tag = 'Worker’s page';
const sealedOnly = {
  zh: '仅限已盖章（completed）的任务：盖章前 409，其他手机号的任务 404。记录一次由员工发起的“下载”事件。',
  en: 'Completed tasks only: 409 before the seal, 404 for another mobile’s task. Records a `downloaded` event by the employee.',
};

export const myRoutes = {
  code: route({
    method: 'POST',
    path: '/api/my/code',
    tag,
    summary: { zh: '向劳动者手机发送登录验证码', en: 'Text a sign-in code to the worker’s mobile' },
    description: {
      zh: '公开接口。仅向有合同的手机号发送，否则回答相同；频率超限时 429。',
      en: 'Public. A code goes only to a mobile with a contract, the same answer otherwise; 429 over the limits.',
    },
    guard: 'public',
    body: MyCodeBody,
    answers: { 200: MyCodeResult },
  }),
  login: route({
    method: 'POST',
    path: '/api/my/login',
    tag,
    summary: { zh: '劳动者以手机号和验证码登录', en: 'Sign the worker in with mobile and code' },
    description: {
      zh: '公开接口。成功时设置 `my_sid` Cookie（路径 /api/my）；验证码错误或过期 422 指向 code。',
      en: 'Public. Sets the `my_sid` cookie (path /api/my); a wrong or expired code is 422 on `code`.',
    },
    guard: 'public',
    body: MyLoginBody,
    answers: { 200: MyWorker },
  }),
  logout: route({
    method: 'POST',
    path: '/api/my/logout',
    tag,
    summary: { zh: '结束劳动者会话', en: 'End the worker session' },
    description: {
      zh: '清除 `my_sid` Cookie；没有会话时同样成功。',
      en: 'Clears the `my_sid` cookie; succeeds without a session too.',
    },
    guard: 'worker',
    answers: { 200: null },
  }),
  worker: route({
    method: 'GET',
    path: '/api/my/worker',
    tag,
    summary: { zh: '当前登录的劳动者（手机号脱敏）', en: 'The signed-in worker (masked mobile)' },
    guard: 'worker',
    answers: { 200: MyWorker },
  }),
  contracts: route({
    method: 'GET',
    path: '/api/my/contracts',
    tag,
    summary: { zh: '列出该手机号的合同', en: 'List the contracts of the worker’s mobile' },
    description: {
      zh: '劳动者已签署的任务（待公司盖章或已完成），跨公司，最新的在前。',
      en: 'The tasks the worker has signed (waiting for the seal or completed), across companies, newest first.',
    },
    guard: 'worker',
    answers: { 200: z.array(MyContract) },
  }),
  document: route({
    method: 'GET',
    path: '/api/my/contracts/:taskId/documents/:documentId',
    tag,
    summary: { zh: '下载已签署的合同文件', en: 'Download a signed document' },
    description: sealedOnly,
    guard: 'worker',
    params: MyDocumentParams,
    answers: { 200: fileAnswer('application/pdf', 'The signed PDF, as an attachment.') },
  }),
  evidence: route({
    method: 'GET',
    path: '/api/my/contracts/:taskId/evidence',
    tag,
    summary: { zh: '下载签署证据报告', en: 'Download the evidence report' },
    description: sealedOnly,
    guard: 'worker',
    params: MyTaskParams,
    answers: { 200: fileAnswer('application/pdf', 'The evidence report in the caller’s language, as an attachment.') },
  }),
  archive: route({
    method: 'GET',
    path: '/api/my/contracts/:taskId/archive',
    tag,
    summary: { zh: '下载合同归档包（.zip）', en: 'Download the contract archive (.zip)' },
    description: sealedOnly,
    guard: 'worker',
    params: MyTaskParams,
    answers: { 200: fileAnswer('application/zip', 'The signed PDFs and the evidence report.') },
  }),
};
