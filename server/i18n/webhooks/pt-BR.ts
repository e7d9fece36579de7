import type { webhooksZhCN } from './zh-CN';

/** Server messages of webhooks, Portuguese (Brazil). */
export const webhooksPtBR: Record<keyof typeof webhooksZhCN, string> = {
  'webhook.notFound': 'O endpoint de webhook não existe',
  'webhook.deliveryNotFound': 'A entrega não existe',
  'webhook.urlScheme': '{field} deve ser um endereço http ou https',
  'webhook.urlNotPublic': '{field} aponta para um endereço local, de link local ou privado: webhooks vão apenas para endereços públicos',
  'webhook.urlUnresolved': 'O nome do host de {field} não pode ser resolvido',
  'webhook.endpointDisabled': 'O endpoint de webhook está desativado: ative-o antes de reenviar',
  'webhook.deliverySending': 'Este evento está sendo entregue agora, tente novamente em instantes',
  'notice.webhook.disabled': 'Endpoint de webhook desativado: {url}',
  'notice.webhook.disabled.detail':
    '{count} entregas seguidas falharam mesmo após cerca de um dia de novas tentativas cada. Ative-o de novo quando o endpoint responder',
  'field.url': 'URL',
  'field.events': 'eventos',
  'field.enabled': 'ativado',
};
