/**
 * The seal a company signature stamped and the grant it was stamped under, as the evidence
 * report names them: from the `company_signed` event's detail (company-sign.ts), read back with
 * their names. A grant revoked since still says who gave it to whom.
 */
import { sealKindName } from '../../../common/api/seals';
import type { Db } from '../../db/open';

export interface SealEvidence {
  seal: string;
  kind: string;
  sealId: number;
  grantId: number;
  grantee: string;
  /** Null: given by the system (the upgrade to the seal library, migration 028, or the demo data). */
  grantor: string | null;
  grantedAt: string;
}

export async function sealEvidence(db: Db, detail: Record<string, unknown>): Promise<SealEvidence | null> {
  const sealId = Number(detail.sealId);
  const grantId = Number(detail.grantId);
  if (!sealId || !grantId) return null;
  const row = await db
    .selectFrom('seal_grants as g')
    .innerJoin('seals as s', 's.id', 'g.seal_id')
    .innerJoin('accounts as grantee', 'grantee.id', 'g.account_id')
    .leftJoin('accounts as grantor', 'grantor.id', 'g.created_by')
    .select(['s.name', 's.kind', 'g.created_at', 'grantee.name as grantee', 'grantor.name as grantor'])
    .where('g.id', '=', grantId)
    .where('s.id', '=', sealId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    seal: row.name,
    kind: sealKindName(row.kind),
    sealId,
    grantId,
    grantee: row.grantee,
    grantor: row.grantor,
    grantedAt: row.created_at,
  };
}
