/**
 * A grant as the API shows it, and the grant in the caller's scope (its seal's company). A grant
 * is live until it is revoked or its expiry passes; its limits are JSON arrays of ids, null
 * meaning every template or department (migration 028 says why JSON).
 */
import type { Selectable } from 'kysely';
import type { SealGrant } from '../../../common/api/seals';
import type { Db } from '../../db/open';
import type { SealGrantsTable } from '../../db/schema';
import { DomainError } from '../errors';
import { assertCompanyInScope, type Actor } from '../scope';

type GrantRow = Selectable<SealGrantsTable> & { account_name: string; created_by_name: string | null; company_id: number };

export function selectGrants(db: Db) {
  return db
    .selectFrom('seal_grants as g')
    .innerJoin('seals as s', 's.id', 'g.seal_id')
    .innerJoin('accounts as a', 'a.id', 'g.account_id')
    .leftJoin('accounts as by', 'by.id', 'g.created_by')
    .selectAll('g')
    .select(['a.name as account_name', 'by.name as created_by_name', 's.company_id']);
}

export const idList = (json: string | null): number[] | null => (json === null ? null : (JSON.parse(json) as number[]));

/** Neither revoked nor past its expiry at `at` (ISO time). */
export const isLive = (grant: Pick<SealGrantsTable, 'revoked_at' | 'expires_at'>, at: string): boolean =>
  grant.revoked_at === null && (grant.expires_at === null || grant.expires_at > at);

export function toGrant(row: GrantRow, at: string): SealGrant {
  return {
    id: row.id,
    sealId: row.seal_id,
    accountId: row.account_id,
    accountName: row.account_name,
    templateIds: idList(row.template_ids),
    departmentIds: idList(row.department_ids),
    expiresAt: row.expires_at,
    createdBy: row.created_by,
    createdByName: row.created_by_name,
    createdAt: row.created_at,
    revokedAt: row.revoked_at,
    revokedBy: row.revoked_by,
    live: isLive(row, at),
  };
}

/** One grant and its seal's company: 404 when missing, 403 outside the actor's company. */
export async function grantInScope(
  db: Db,
  { actor, id, at }: { actor: Actor; id: number; at: string },
): Promise<{ grant: SealGrant; companyId: number }> {
  const row = await selectGrants(db).where('g.id', '=', id).executeTakeFirst();
  if (!row) throw new DomainError('not_found', 'seal.grantNotFound');
  assertCompanyInScope(actor, row.company_id);
  return { grant: toGrant(row, at), companyId: row.company_id };
}
