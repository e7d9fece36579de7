/** Server messages of webhooks, Simplified Chinese: the reference the other locales follow. */
export const webhooksZhCN = {
  'webhook.notFound': 'Webhook 端点不存在',
  'webhook.deliveryNotFound': '投递记录不存在',
  'webhook.urlScheme': '{field} 必须是 http 或 https 地址',
  'webhook.urlNotPublic': '{field} 指向本机、链路本地或内网地址：Webhook 只能发往公网地址',
  'webhook.urlUnresolved': '{field} 的主机名无法解析',
  'webhook.endpointDisabled': '该 Webhook 端点已停用：请先启用再重新投递',
  'webhook.deliverySending': '该事件正在投递中，请稍后再试',
  'notice.webhook.disabled': 'Webhook 端点已被停用：{url}',
  'notice.webhook.disabled.detail': '连续 {count} 次事件投递在约一天的重试后仍失败。请确认端点可以正常应答后重新启用',
  'field.url': '地址',
  'field.events': '订阅事件',
  'field.enabled': '启用状态',
};
