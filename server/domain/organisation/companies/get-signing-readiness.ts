/**
 * Whether a company can seal what its employees sign, for everyone who initiates signing for it:
 * new signing warns before sending when the company has no seal, rather than the sealing failing
 * after the employee has signed, and the batch page shows which seals the reader may stamp.
 * Operators and department users cannot read the company itself, so this answers only the
 * name and its active seals, within the caller's scope.
 */
import type { CompanySigningReadiness } from '../../../../common/api/organisation';
import type { Deps } from '../../deps';
import { DomainError } from '../../errors';
import { assertCompanyInScope, type Actor } from '../../scope';
import { isLive } from '../../seals/grant-rows';

/** Admins: any company; everyone else: their own (403 otherwise); 404 when missing. */
export async function getSigningReadiness(
  deps: Pick<Deps, 'db' | 'now'>,
  actor: Actor,
  companyId: number,
): Promise<CompanySigningReadiness> {
  const company = await deps.db.selectFrom('companies').select(['id', 'name']).where('id', '=', companyId).executeTakeFirst();
  if (!company) throw new DomainError('not_found', 'company.notFound');
  assertCompanyInScope(actor, companyId);
  const seals = await deps.db
    .selectFrom('seals')
    .select(['id', 'kind', 'name', 'approval_required'])
    .where('company_id', '=', companyId)
    .where('status', '=', 'active')
    .orderBy('kind')
    .execute();
  const grants =
    seals.length === 0
      ? []
      : await deps.db
          .selectFrom('seal_grants')
          .select(['seal_id', 'expires_at', 'revoked_at'])
          .where('account_id', '=', actor.id)
          .where('revoked_at', 'is', null)
          .where(
            'seal_id',
            'in',
            seals.map((s) => s.id),
          )
          .execute();
  const at = deps.now().toISOString();
  const granted = new Set(grants.filter((g) => isLive(g, at)).map((g) => g.seal_id));
  return {
    companyId: company.id,
    companyName: company.name,
    hasSeal: seals.some((s) => s.kind === 'company'),
    seals: seals.map((s) => ({
      sealId: s.id,
      kind: s.kind,
      name: s.name,
      approvalRequired: Number(s.approval_required) === 1,
      granted: granted.has(s.id),
    })),
  };
}
