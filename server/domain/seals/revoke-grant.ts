/** Revokes a grant for good (a new grant is made to give the seal again); an audit event. */
import type { SealGrant } from '../../../common/api/seals';
import { appendAuditEvent } from '../audit/append-audit-event';
import type { ClientInfo, Deps } from '../deps';
import { DomainError } from '../errors';
import type { Actor } from '../scope';
import { grantInScope } from './grant-rows';

export async function revokeGrant(
  deps: Pick<Deps, 'db' | 'now'>,
  { actor, id, client }: { actor: Actor & { name: string }; id: number; client: ClientInfo },
): Promise<SealGrant> {
  const now = deps.now();
  const at = now.toISOString();
  await deps.db.transaction().execute(async (trx) => {
    const { grant, companyId } = await grantInScope(trx, { actor, id, at });
    const revoked = await trx
      .updateTable('seal_grants')
      .set({ revoked_at: at, revoked_by: actor.id })
      .where('id', '=', id)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    if (Number(revoked.numUpdatedRows) !== 1) throw new DomainError('conflict', 'seal.grantRevoked');
    await appendAuditEvent(
      trx,
      {
        companyId,
        actor,
        action: 'seals.revoke',
        details: { sealId: grant.sealId, grantId: id, accountId: grant.accountId },
        client,
      },
      now,
    );
  });
  return (await grantInScope(deps.db, { actor, id, at })).grant;
}
