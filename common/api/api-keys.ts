/** API keys: a company's systems calling the API with `Authorization: Bearer <key>` (docs/api.md, "API keys"). */

/** The role a key acts as: a company user, a department user (of its department) or an operator. */
export const API_KEY_ROLES = ['company', 'department', 'operator'] as const;
export type ApiKeyRole = (typeof API_KEY_ROLES)[number];

export const API_KEY_NAME_MAX = 50;

/** `revoked` and `expired` keys answer 401. */
export const API_KEY_STATUSES = ['active', 'revoked', 'expired'] as const;
export type ApiKeyStatus = (typeof API_KEY_STATUSES)[number];

export type { ApiKey, ApiKeyCreateBody, ApiKeyCreated, ApiKeyQuery } from '../contract/api-keys';
