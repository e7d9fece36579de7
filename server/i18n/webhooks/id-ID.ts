import type { webhooksZhCN } from './zh-CN';

/** Server messages of webhooks, Indonesian. */
export const webhooksIdID: Record<keyof typeof webhooksZhCN, string> = {
  'webhook.notFound': 'Endpoint webhook tidak ada',
  'webhook.deliveryNotFound': 'Pengiriman tidak ada',
  'webhook.urlScheme': '{field} harus berupa alamat http atau https',
  'webhook.urlNotPublic': '{field} mengarah ke alamat loopback, link-local, atau privat: webhook hanya dikirim ke alamat publik',
  'webhook.urlUnresolved': 'Nama host {field} tidak dapat di-resolve',
  'webhook.endpointDisabled': 'Endpoint webhook dinonaktifkan: aktifkan dulu sebelum mengirim ulang',
  'webhook.deliverySending': 'Peristiwa ini sedang dikirim, coba lagi sebentar lagi',
  'notice.webhook.disabled': 'Endpoint webhook dinonaktifkan: {url}',
  'notice.webhook.disabled.detail':
    '{count} pengiriman berturut-turut tetap gagal setelah sekitar satu hari percobaan ulang masing-masing. Aktifkan lagi setelah endpoint menjawab',
  'field.url': 'URL',
  'field.events': 'peristiwa',
  'field.enabled': 'aktif',
};
