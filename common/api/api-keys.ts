/** API keys: a company's systems calling the API with `Authorization: Bearer <key>` (docs/api.md, "API keys"). */
import type { PageQuery } from './index';

/** The role a key acts as: a company user, a department user (of its department) or an operator. */
export const API_KEY_ROLES = ['company', 'department', 'operator'] as const;
export type ApiKeyRole = (typeof API_KEY_ROLES)[number];

export const API_KEY_NAME_MAX = 50;

/** `revoked` and `expired` keys answer 401. */
export type ApiKeyStatus = 'active' | 'revoked' | 'expired';

/** `POST /api/api-keys`. Admins name the company; a company user's keys are its own company's. */
export interface ApiKeyCreateBody {
  name: string;
  role: ApiKeyRole;
  companyId?: number;
  /** The department of a `department` key (one of the company's); no other role takes one. */
  departmentId?: number;
  /** ISO time in the future; absent or null: the key does not expire. */
  expiresAt?: string | null;
}

/** What creating a key answers: the key itself (`secret`) is shown this once and never again. */
export interface ApiKeyCreated {
  id: number;
  prefix: string;
  secret: string;
}

/** A key in the list: never its secret nor its hash. */
export interface ApiKey {
  id: number;
  name: string;
  role: ApiKeyRole;
  companyId: number;
  departmentId: number | null;
  /** The account the key acts through: grant it seals as any operator (`POST /api/seals/:id/grants`). */
  accountId: number;
  /** `esk_` and 8 characters: how the key starts. */
  prefix: string;
  status: ApiKeyStatus;
  createdByName: string | null;
  createdAt: string;
  expiresAt: string | null;
  /** Counted per server process and written at most once a second: may trail by a second. */
  lastUsedAt: string | null;
  useCount: number;
  revokedAt: string | null;
}

export interface ApiKeyQuery extends PageQuery {
  /** Admins only: one company's keys (a company user always sees its own company's). */
  companyId?: number;
}
