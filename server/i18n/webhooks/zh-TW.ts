import type { webhooksZhCN } from './zh-CN';

/** Server messages of webhooks, Traditional Chinese (Taiwan). */
export const webhooksZhTW: Record<keyof typeof webhooksZhCN, string> = {
  'webhook.notFound': 'Webhook 端點不存在',
  'webhook.deliveryNotFound': '投遞紀錄不存在',
  'webhook.urlScheme': '{field} 必須是 http 或 https 網址',
  'webhook.urlNotPublic': '{field} 指向本機、鏈路本地或內網位址：Webhook 只能送往公開網路位址',
  'webhook.urlUnresolved': '{field} 的主機名稱無法解析',
  'webhook.endpointDisabled': '此 Webhook 端點已停用：請先啟用再重新投遞',
  'webhook.deliverySending': '此事件正在投遞中，請稍後再試',
  'notice.webhook.disabled': 'Webhook 端點已被停用：{url}',
  'notice.webhook.disabled.detail': '連續 {count} 次事件投遞在約一天的重試後仍失敗。請確認端點能正常回應後重新啟用',
  'field.url': '網址',
  'field.events': '訂閱事件',
  'field.enabled': '啟用狀態',
};
