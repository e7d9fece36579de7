/**
 * Revokes a key for good: the row stays (listed as revoked), its account is disabled, and the
 * revocation is an audit event, all in one transaction. The key answers 401 from then on.
 */
import type { ApiKey } from '../../../common/api/api-keys';
import { appendAuditEvent } from '../audit/append-audit-event';
import type { ClientInfo, Deps } from '../deps';
import { DomainError } from '../errors';
import type { Actor } from '../scope';
import { keyInScope } from './key-rows';

export async function revokeApiKey(
  deps: Pick<Deps, 'db' | 'now'>,
  { actor, id, client }: { actor: Actor & { name: string }; id: number; client: ClientInfo },
): Promise<ApiKey> {
  const now = deps.now();
  const at = now.toISOString();
  await deps.db.transaction().execute(async (trx) => {
    const key = await keyInScope(trx, { actor, id, at });
    const revoked = await trx
      .updateTable('api_keys')
      .set({ revoked_at: at, revoked_by: actor.id })
      .where('id', '=', id)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    if (Number(revoked.numUpdatedRows) !== 1) throw new DomainError('conflict', 'apiKey.revoked');
    await trx.updateTable('accounts').set({ status: 'disabled', updated_at: at }).where('id', '=', key.accountId).execute();
    await appendAuditEvent(
      trx,
      {
        companyId: key.companyId,
        actor,
        action: 'apiKeys.revoke',
        details: { apiKeyId: id, name: key.name, role: key.role, prefix: key.prefix },
        client,
      },
      now,
    );
  });
  return keyInScope(deps.db, { actor, id, at });
}
