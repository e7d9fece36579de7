/**
 * Webhooks (server/routes/webhooks.ts): a company's endpoints, their delivery log and redelivery
 * by hand. Administrators (any company) and company users (their own), signed in: never an API key.
 */
import { page, route } from '../define';
import { idParams } from '../fields';
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

const manager = { permissions: ['isAdminOrCompany'], keys: false } as const;
const tag = 'Webhooks';

export const webhookRoutes = {
  create: route({
    method: 'POST',
    path: '/api/webhooks',
    tag,
    summary: { zh: '创建 Webhook（签名密钥只返回这一次）', en: 'Create a webhook endpoint (its signing secret is answered this once)' },
    description: {
      zh: '管理员须指定 companyId；公司用户为本公司创建。地址须为 http(s)，且不指向回环、内网或链路本地地址，否则 422。记入审计日志（webhooks.create）。',
      en: 'Administrators name `companyId`; company users create their own company’s. The URL must be http(s) and not point to loopback, private or link-local addresses, else 422. An audit event (`webhooks.create`).',
    },
    guard: manager,
    body: WebhookCreateBody,
    answers: { 201: WebhookCreated },
  }),
  list: route({
    method: 'GET',
    path: '/api/webhooks',
    tag,
    summary: { zh: '列出 Webhook', en: 'List webhook endpoints' },
    description: {
      zh: '最新的在前；管理员可见全部公司（或用 companyId 指定一家），公司用户只见本公司。',
      en: 'Newest first; administrators see every company’s (or one’s, with `companyId`), company users their own company’s.',
    },
    guard: manager,
    query: WebhookQuery,
    answers: { 200: page(WebhookEndpoint) },
  }),
  update: route({
    method: 'PATCH',
    path: '/api/webhooks/:id',
    tag,
    summary: { zh: '修改 Webhook（地址、事件、启用或停用）', en: 'Change a webhook endpoint (URL, events, on or off)' },
    description: {
      zh: '只改给出的字段；重新启用会清零连续失败次数。记入审计日志（webhooks.update）。',
      en: 'The fields given change; switching an endpoint on again clears its failure streak. An audit event (`webhooks.update`).',
    },
    guard: manager,
    params: idParams,
    body: WebhookUpdateBody,
    answers: { 200: WebhookEndpoint },
  }),
  delete: route({
    method: 'DELETE',
    path: '/api/webhooks/:id',
    tag,
    summary: { zh: '删除 Webhook 及其投递记录', en: 'Delete a webhook endpoint and its delivery log' },
    description: {
      zh: '回答被删除的 Webhook。记入审计日志（webhooks.delete）。',
      en: 'Answers the deleted endpoint. An audit event (`webhooks.delete`).',
    },
    guard: manager,
    params: idParams,
    answers: { 200: WebhookEndpoint },
  }),
  deliveries: route({
    method: 'GET',
    path: '/api/webhooks/:id/deliveries',
    tag,
    summary: { zh: '列出 Webhook 的投递记录', en: 'List a webhook endpoint’s deliveries' },
    description: { zh: '最新的在前。', en: 'Newest first.' },
    guard: manager,
    params: idParams,
    query: WebhookDeliveryQuery,
    answers: { 200: page(WebhookDelivery) },
  }),
  redeliver: route({
    method: 'POST',
    path: '/api/webhooks/:id/deliveries/:deliveryId/redeliver',
    tag,
    summary: { zh: '重新投递一个事件', en: 'Send an event again' },
    description: {
      zh: '立即以相同的 webhook-id 重新发送相同的内容，尝试次数从零计。正在投递或 Webhook 已停用时 409。记入审计日志（webhooks.redeliver）。',
      en: 'A new attempt now of the same body under the same `webhook-id`, attempts counted from zero; 409 while an attempt is under way or the endpoint is switched off. An audit event (`webhooks.redeliver`).',
    },
    guard: manager,
    params: RedeliverParams,
    answers: { 202: WebhookDelivery },
  }),
};
