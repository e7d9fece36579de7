/**
 * An API key as the API shows it, and one key in the caller's scope (its company). The roles map
 * to the account types the key's service account has.
 */
import type { Selectable } from 'kysely';
import type { ApiKey, ApiKeyRole, ApiKeyStatus } from '../../../common/api/api-keys';
import { UserType } from '../../../common/api/accounts';
import type { Db } from '../../db/open';
import type { ApiKeysTable } from '../../db/schema';
import { DomainError } from '../errors';
import { assertCompanyInScope, type Actor } from '../scope';

export const ROLE_TYPES: Record<ApiKeyRole, UserType> = {
  company: UserType.COMPANY,
  department: UserType.DEPARTMENT,
  operator: UserType.OPERATOR,
};

type KeyRow = Selectable<ApiKeysTable> & { created_by_name: string | null };

export function selectKeys(db: Db) {
  return db
    .selectFrom('api_keys as k')
    .leftJoin('accounts as by', 'by.id', 'k.created_by')
    .selectAll('k')
    .select('by.name as created_by_name');
}

/** Revoked first (for good), else expired once `at` (ISO time) reaches its expiry. */
export function statusOf(key: Pick<ApiKeysTable, 'revoked_at' | 'expires_at'>, at: string): ApiKeyStatus {
  if (key.revoked_at !== null) return 'revoked';
  return key.expires_at !== null && key.expires_at <= at ? 'expired' : 'active';
}

export function toApiKey(row: KeyRow, at: string): ApiKey {
  return {
    id: row.id,
    name: row.name,
    role: row.role,
    companyId: row.company_id,
    departmentId: row.department_id,
    accountId: row.account_id,
    prefix: row.prefix,
    status: statusOf(row, at),
    createdByName: row.created_by_name,
    createdAt: row.created_at,
    expiresAt: row.expires_at,
    lastUsedAt: row.last_used_at,
    useCount: Number(row.use_count),
    revokedAt: row.revoked_at,
  };
}

/** One key: 404 when missing, 403 outside the actor's company. */
export async function keyInScope(db: Db, { actor, id, at }: { actor: Actor; id: number; at: string }): Promise<ApiKey> {
  const row = await selectKeys(db).where('k.id', '=', id).executeTakeFirst();
  if (!row) throw new DomainError('not_found', 'apiKey.notFound');
  assertCompanyInScope(actor, row.company_id);
  return toApiKey(row, at);
}
