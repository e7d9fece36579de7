import type { apiKeysZhCN } from './zh-CN';

/** Server messages of API keys and Idempotency-Key, Indonesian. */
export const apiKeysIdID: Record<keyof typeof apiKeysZhCN, string> = {
  'apiKey.invalid': 'Kunci API tidak dikenal, telah dicabut, atau kedaluwarsa',
  'apiKey.sessionOnly': 'Kunci API tidak dapat mengelola akun, kunci API, atau webhook: masuk ke panel untuk melakukannya',
  'apiKey.rateLimited': 'Terlalu banyak permintaan dengan kunci API ini: coba lagi dalam {seconds} detik',
  'apiKey.notFound': 'Kunci API tidak ada',
  'apiKey.revoked': 'Kunci API sudah dicabut',
  'apiKey.companyUnknown': 'Perusahaan tidak ada',
  'apiKey.departmentUnknown': 'Departemen tidak ada atau bukan milik perusahaan tersebut',
  'apiKey.departmentNotTaken': 'Hanya kunci dengan peran departemen yang menyebutkan departemen',
  'apiKey.expiryPast': 'Waktu kedaluwarsa harus setelah saat ini',
  'idempotency.keyInvalid': '{field} harus terdiri dari 1 sampai 255 karakter ASCII yang terlihat',
  'idempotency.keyReused':
    '{field} sudah dipakai untuk permintaan lain (rute atau isi berbeda): gunakan {field} baru untuk permintaan baru',
  'idempotency.inFlight': 'Permintaan dengan {field} yang sama masih diproses: coba lagi sebentar lagi',
  'field.apiKeyName': 'nama kunci',
  'field.role': 'peran',
};
