/** One company: admins any, a company user its own (403 otherwise), 404 when missing. */
import type { Company } from '../../../../common/api/organisation';
import type { Deps } from '../../deps';
import { assertCompanyInScope, type Actor } from '../../scope';
import { loadCompany } from './company-rows';

export async function getCompany(deps: Pick<Deps, 'db'>, actor: Actor, id: number): Promise<Company> {
  const company = await loadCompany(deps.db, id);
  assertCompanyInScope(actor, id);
  return company;
}
