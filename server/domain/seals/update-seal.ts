/**
 * Renames a seal, changes its status or its approval (用印审批). A disabled seal stamps nothing
 * (its grants stay, and count again when it is enabled); enabling one is refused while another
 * of its kind is active. Approvers are enabled accounts of the seal's company; approval needs at
 * least one. A change of approval is an audit event; batches already waiting keep their approvals.
 */
import type { Seal, SealUpdateBody } from '../../../common/api/seals';
import type { Db } from '../../db/open';
import { appendAuditEvent } from '../audit/append-audit-event';
import type { ClientInfo, Deps } from '../deps';
import { DomainError } from '../errors';
import type { Actor } from '../scope';
import { assertKindFree, kindTaken, sealInScope } from './seal-rows';
import { whenTaken } from '../unique-violation';

async function assertApprovers(db: Db, companyId: number, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  const found = await db
    .selectFrom('accounts')
    .select('id')
    .where('id', 'in', ids)
    .where('company_id', '=', companyId)
    .where('status', '=', 'enabled')
    // An approver is a person: an API key's account never decides.
    .where('service_account', '=', 0)
    .execute();
  if (found.length !== ids.length) throw new DomainError('validation', 'seal.approverUnknown', { field: 'approverIds' });
}

export async function updateSeal(
  deps: Pick<Deps, 'db' | 'now'>,
  { actor, id, changes, client }: { actor: Actor & { name: string }; id: number; changes: SealUpdateBody; client: ClientInfo },
): Promise<Seal> {
  const seal = await sealInScope(deps.db, actor, id);
  const approverIds = changes.approverIds ? [...new Set(changes.approverIds)].sort((a, b) => a - b) : undefined;
  const approvalRequired = changes.approvalRequired ?? seal.approvalRequired;
  if (approvalRequired && (approverIds ?? seal.approvers.map((a) => a.accountId)).length === 0)
    throw new DomainError('validation', 'seal.approversRequired', { field: 'approverIds' });
  const approvalChanged = changes.approvalRequired !== undefined || approverIds !== undefined;
  const now = deps.now();
  await deps.db
    .transaction()
    .execute(async (trx) => {
      if (changes.status === 'active' && seal.status !== 'active')
        await assertKindFree(trx, { companyId: seal.companyId, kind: seal.kind, exceptId: id });
      if (approverIds) {
        await assertApprovers(trx, seal.companyId, approverIds);
        await trx.deleteFrom('seal_approvers').where('seal_id', '=', id).execute();
        if (approverIds.length > 0)
          await trx
            .insertInto('seal_approvers')
            .values(approverIds.map((accountId) => ({ seal_id: id, account_id: accountId })))
            .execute();
      }
      await trx
        .updateTable('seals')
        .set({
          name: changes.name,
          status: changes.status,
          approval_required: changes.approvalRequired === undefined ? undefined : Number(changes.approvalRequired),
          updated_at: now.toISOString(),
        })
        .where('id', '=', id)
        .execute();
      if (approvalChanged)
        await appendAuditEvent(
          trx,
          {
            companyId: seal.companyId,
            actor,
            action: 'seals.approvers',
            details: {
              sealId: id,
              sealName: seal.name,
              approvalRequired,
              approverIds: approverIds ?? seal.approvers.map((a) => a.accountId),
            },
            client,
          },
          now,
        );
    })
    .catch(whenTaken(() => kindTaken(seal.kind)));
  return sealInScope(deps.db, actor, id);
}
