import type { apiKeysZhCN } from './zh-CN';

/** Server messages of API keys and Idempotency-Key, English (United States). */
export const apiKeysEnUS: Record<keyof typeof apiKeysZhCN, string> = {
  'apiKey.invalid': 'The API key is unknown, revoked or expired',
  'apiKey.sessionOnly': 'An API key cannot manage accounts, API keys or webhooks: sign in to the back office to do this',
  'apiKey.rateLimited': 'Too many requests with this API key: try again in {seconds} seconds',
  'apiKey.notFound': 'The API key does not exist',
  'apiKey.revoked': 'The API key is already revoked',
  'apiKey.companyUnknown': 'The company does not exist',
  'apiKey.departmentUnknown': 'The department does not exist or is not of the company',
  'apiKey.departmentNotTaken': 'Only a key with the department role names a department',
  'apiKey.expiryPast': 'The expiry must be later than now',
  'idempotency.keyInvalid': '{field} must be 1 to 255 visible ASCII characters',
  'idempotency.keyReused': '{field} was used for another request (another route or body): use a new {field} for a new request',
  'idempotency.inFlight': 'A request with the same {field} is still running: try again shortly',
  'field.apiKeyName': 'key name',
  'field.role': 'role',
};
