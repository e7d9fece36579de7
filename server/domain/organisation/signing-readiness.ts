/**
 * Whether a company can seal what its employees sign, for everyone who initiates signing for it:
 * new signing warns before sending when the company has no seal, rather than the sealing failing
 * after the employee has signed. Operators and department users cannot read the company itself,
 * so this answers only the name and the seal flag, within the caller's scope.
 */
import type { CompanySigningReadiness } from '../../../common/api/organisation';
import type { Deps } from '../deps';
import { DomainError } from '../errors';
import { assertCompanyInScope, type Actor } from '../scope';
import { HAS_COMPANY_SEAL } from '../seals/seal-rows';

/** Admins: any company; everyone else: their own (403 otherwise); 404 when missing. */
export async function getSigningReadiness(deps: Pick<Deps, 'db'>, actor: Actor, companyId: number): Promise<CompanySigningReadiness> {
  const row = await deps.db
    .selectFrom('companies as c')
    .select(['c.id', 'c.name', HAS_COMPANY_SEAL.as('has_seal')])
    .where('c.id', '=', companyId)
    .executeTakeFirst();
  if (!row) throw new DomainError('not_found', 'company.notFound');
  assertCompanyInScope(actor, companyId);
  return { companyId: row.id, companyName: row.name, hasSeal: Number(row.has_seal) === 1 };
}
