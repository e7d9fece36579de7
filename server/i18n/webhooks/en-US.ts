import type { webhooksZhCN } from './zh-CN';

/** Server messages of webhooks, English (United States). */
export const webhooksEnUS: Record<keyof typeof webhooksZhCN, string> = {
  'webhook.notFound': 'The webhook endpoint does not exist',
  'webhook.deliveryNotFound': 'The delivery does not exist',
  'webhook.urlScheme': '{field} must be an http or https address',
  'webhook.urlNotPublic': '{field} points to a loopback, link-local or private address: webhooks go to public addresses only',
  'webhook.urlUnresolved': 'The host name of {field} does not resolve',
  'webhook.endpointDisabled': 'The webhook endpoint is switched off: switch it on before redelivering',
  'webhook.deliverySending': 'This event is being delivered right now, try again shortly',
  'notice.webhook.disabled': 'Webhook endpoint switched off: {url}',
  'notice.webhook.disabled.detail':
    '{count} deliveries in a row still failed after about a day of retries each. Switch it on again once the endpoint answers',
  'field.url': 'URL',
  'field.events': 'events',
  'field.enabled': 'switched on',
};
