/** Server messages of API keys and Idempotency-Key, Simplified Chinese: the reference the other locales follow. */
export const apiKeysZhCN = {
  'apiKey.invalid': 'API 密钥无效、已撤销或已过期',
  'apiKey.sessionOnly': 'API 密钥不能管理账户、API 密钥或 Webhook：请登录后台后操作',
  'apiKey.rateLimited': '此 API 密钥的请求过于频繁，请 {seconds} 秒后再试',
  'apiKey.notFound': 'API 密钥不存在',
  'apiKey.revoked': 'API 密钥已撤销',
  'apiKey.companyUnknown': '企业不存在',
  'apiKey.departmentUnknown': '部门不存在或不属于该企业',
  'apiKey.departmentNotTaken': '只有部门角色的密钥才指定部门',
  'apiKey.expiryPast': '到期时间必须晚于现在',
  'idempotency.keyInvalid': '{field} 必须是 1 到 255 个可见的 ASCII 字符',
  'idempotency.keyReused': '{field} 已用于另一个请求（接口或请求内容不同）：新的请求请使用新的 {field}',
  'idempotency.inFlight': '使用同一 {field} 的请求仍在处理中，请稍后重试',
  'field.apiKeyName': '密钥名称',
  'field.role': '角色',
};
