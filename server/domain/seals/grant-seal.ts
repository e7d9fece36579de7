/**
 * Grants a seal to a named account of the seal's company (a company user, department user or
 * operator), optionally only for some templates (the company's or shared ones) or the tasks of
 * some departments, optionally until a time. Every grant is an audit event, in its transaction.
 */
import type { SealGrant, SealGrantBody } from '../../../common/api/seals';
import type { Db } from '../../db/open';
import { appendAuditEvent } from '../audit/append-audit-event';
import type { ClientInfo, Deps } from '../deps';
import { DomainError } from '../errors';
import type { Actor } from '../scope';
import { grantInScope } from './grant-rows';
import { sealInScope } from './seal-rows';

const distinct = (ids: readonly number[] | null | undefined) => (ids ? [...new Set(ids)].sort((a, b) => a - b) : null);

async function assertGrantable(db: Db, { companyId, body, now }: { companyId: number; body: SealGrantBody; now: Date }) {
  const account = await db.selectFrom('accounts').select('company_id').where('id', '=', body.accountId).executeTakeFirst();
  if (!account || account.company_id !== companyId) throw new DomainError('validation', 'seal.grantAccountUnknown', { field: 'accountId' });
  const templateIds = distinct(body.templateIds);
  if (templateIds) {
    const found = await db
      .selectFrom('contract_templates')
      .select('id')
      .where('id', 'in', templateIds)
      .where((eb) => eb.or([eb('company_id', 'is', null), eb('company_id', '=', companyId)]))
      .execute();
    if (found.length !== templateIds.length) throw new DomainError('validation', 'seal.grantTemplateUnknown', { field: 'templateIds' });
  }
  const departmentIds = distinct(body.departmentIds);
  if (departmentIds) {
    const found = await db
      .selectFrom('departments')
      .select('id')
      .where('id', 'in', departmentIds)
      .where('company_id', '=', companyId)
      .execute();
    if (found.length !== departmentIds.length)
      throw new DomainError('validation', 'seal.grantDepartmentUnknown', { field: 'departmentIds' });
  }
  if (body.expiresAt && new Date(body.expiresAt) <= now)
    throw new DomainError('validation', 'seal.grantExpiryPast', { field: 'expiresAt' });
}

export async function grantSeal(
  deps: Pick<Deps, 'db' | 'now'>,
  { actor, sealId, body, client }: { actor: Actor & { name: string }; sealId: number; body: SealGrantBody; client: ClientInfo },
): Promise<SealGrant> {
  const seal = await sealInScope(deps.db, actor, sealId);
  const now = deps.now();
  const at = now.toISOString();
  const templateIds = distinct(body.templateIds);
  const departmentIds = distinct(body.departmentIds);
  const expiresAt = body.expiresAt ? new Date(body.expiresAt).toISOString() : null;
  const id = await deps.db.transaction().execute(async (trx) => {
    await assertGrantable(trx, { companyId: seal.companyId, body, now });
    const row = await trx
      .insertInto('seal_grants')
      .values({
        seal_id: sealId,
        account_id: body.accountId,
        template_ids: templateIds ? JSON.stringify(templateIds) : null,
        department_ids: departmentIds ? JSON.stringify(departmentIds) : null,
        expires_at: expiresAt,
        created_by: actor.id,
        created_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await appendAuditEvent(
      trx,
      {
        companyId: seal.companyId,
        actor,
        action: 'seals.grant',
        details: { sealId, sealName: seal.name, grantId: row.id, accountId: body.accountId, templateIds, departmentIds, expiresAt },
        client,
      },
      now,
    );
    return row.id;
  });
  return (await grantInScope(deps.db, { actor, id, at })).grant;
}
