/**
 * Webhooks (server/routes/webhooks.ts): a company's endpoints, their delivery log and redelivery
 * by hand. Administrators (any company) and company users (their own), signed in: never an API key.
 */
import { page, route, tagged } from '../define';
import { idParams } from '../fields';
import { companyManagersSession } from '../guards';
import {
  RedeliverParams,
  WebhookCreateBody,
  WebhookCreated,
  WebhookDelivery,
  WebhookDeliveryQuery,
  WebhookEndpoint,
  WebhookQuery,
  WebhookUpdateBody,
} from '../webhooks';

export const webhookRoutes = tagged('Webhooks', {
  create: route('POST /api/webhooks', companyManagersSession, {
    summary: ['创建 Webhook（签名密钥只返回这一次）', 'Create a webhook endpoint (its signing secret is answered this once)'],
    description: [
      '管理员须指定 companyId；公司用户为本公司创建。地址须为 http(s)，且不指向回环、内网或链路本地地址，否则 422。记入审计日志（webhooks.create）。',
      'Administrators name `companyId`; company users create their own company’s. The URL must be http(s) and not point to loopback, private or link-local addresses, else 422. An audit event (`webhooks.create`).',
    ],
    body: WebhookCreateBody,
    answers: { 201: WebhookCreated },
  }),
  list: route('GET /api/webhooks', companyManagersSession, {
    summary: ['列出 Webhook', 'List webhook endpoints'],
    description: [
      '最新的在前；管理员可见全部公司（或用 companyId 指定一家），公司用户只见本公司。',
      'Newest first; administrators see every company’s (or one’s, with `companyId`), company users their own company’s.',
    ],
    query: WebhookQuery,
    answers: { 200: page(WebhookEndpoint) },
  }),
  update: route('PATCH /api/webhooks/:id', companyManagersSession, {
    summary: ['修改 Webhook（地址、事件、启用或停用）', 'Change a webhook endpoint (URL, events, on or off)'],
    description: [
      '只改给出的字段；重新启用会清零连续失败次数。记入审计日志（webhooks.update）。',
      'The fields given change; switching an endpoint on again clears its failure streak. An audit event (`webhooks.update`).',
    ],
    params: idParams,
    body: WebhookUpdateBody,
    answers: { 200: WebhookEndpoint },
  }),
  delete: route('DELETE /api/webhooks/:id', companyManagersSession, {
    summary: ['删除 Webhook 及其投递记录', 'Delete a webhook endpoint and its delivery log'],
    description: [
      '回答被删除的 Webhook。记入审计日志（webhooks.delete）。',
      'Answers the deleted endpoint. An audit event (`webhooks.delete`).',
    ],
    params: idParams,
    answers: { 200: WebhookEndpoint },
  }),
  deliveries: route('GET /api/webhooks/:id/deliveries', companyManagersSession, {
    summary: ['列出 Webhook 的投递记录', 'List a webhook endpoint’s deliveries'],
    description: ['最新的在前。', 'Newest first.'],
    params: idParams,
    query: WebhookDeliveryQuery,
    answers: { 200: page(WebhookDelivery) },
  }),
  redeliver: route('POST /api/webhooks/:id/deliveries/:deliveryId/redeliver', companyManagersSession, {
    summary: ['重新投递一个事件', 'Send an event again'],
    description: [
      '立即以相同的 webhook-id 重新发送相同的内容，尝试次数从零计。正在投递或 Webhook 已停用时 409。记入审计日志（webhooks.redeliver）。',
      'A new attempt now of the same body under the same `webhook-id`, attempts counted from zero; 409 while an attempt is under way or the endpoint is switched off. An audit event (`webhooks.redeliver`).',
    ],
    params: RedeliverParams,
    answers: { 202: WebhookDelivery },
  }),
});
