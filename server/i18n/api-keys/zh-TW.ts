import type { apiKeysZhCN } from './zh-CN';

/** Server messages of API keys and Idempotency-Key, Traditional Chinese (Taiwan). */
export const apiKeysZhTW: Record<keyof typeof apiKeysZhCN, string> = {
  'apiKey.invalid': 'API 金鑰無效、已撤銷或已過期',
  'apiKey.sessionOnly': 'API 金鑰不能管理帳戶、API 金鑰或 Webhook：請登入後台後操作',
  'apiKey.rateLimited': '此 API 金鑰的請求過於頻繁，請 {seconds} 秒後再試',
  'apiKey.notFound': 'API 金鑰不存在',
  'apiKey.revoked': 'API 金鑰已撤銷',
  'apiKey.companyUnknown': '企業不存在',
  'apiKey.departmentUnknown': '部門不存在或不屬於該企業',
  'apiKey.departmentNotTaken': '只有部門角色的金鑰才指定部門',
  'apiKey.expiryPast': '到期時間必須晚於現在',
  'idempotency.keyInvalid': '{field} 必須是 1 到 255 個可見的 ASCII 字元',
  'idempotency.keyReused': '{field} 已用於另一個請求（介面或請求內容不同）：新的請求請使用新的 {field}',
  'idempotency.inFlight': '使用同一 {field} 的請求仍在處理中，請稍後重試',
  'field.apiKeyName': '金鑰名稱',
  'field.role': '角色',
};
