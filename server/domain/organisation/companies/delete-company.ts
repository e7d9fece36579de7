/** Deletes a company; admins only, refused (409, naming the counts) while anything still belongs to it. */
import type { Company } from '../../../../common/api/organisation';
import { isForeignKeyViolation } from '../../../lib/sql';
import type { Deps } from '../../deps';
import { DomainError } from '../../errors';
import type { Actor } from '../../scope';
import { anyDependents, countDependents, type Dependent } from '../dependents';
import { loadCompany } from './company-rows';

/**
 * What keeps a company from being deleted. Departments and seals (with their grants) go with the
 * company (cascade). Sign tasks arrive with the signing issue: counted as soon as the table exists.
 */
const COMPANY_DEPENDENTS: readonly Dependent<'employees' | 'accounts' | 'signTasks'>[] = [
  { param: 'employees', table: 'employees', column: 'company_id' },
  { param: 'accounts', table: 'accounts', column: 'company_id' },
  { param: 'signTasks', table: 'sign_tasks', column: 'company_id' },
];

export async function deleteCompany(deps: Pick<Deps, 'db'>, actor: Actor, id: number): Promise<Company> {
  return deps.db
    .transaction()
    .execute(async (trx) => {
      const company = await loadCompany(trx, id);
      const counts = await countDependents(trx, { schemaDb: deps.db, dependents: COMPANY_DEPENDENTS, id });
      if (anyDependents(counts)) throw new DomainError('conflict', 'company.inUse', { params: counts });
      await trx.deleteFrom('companies').where('id', '=', id).execute();
      return company;
    })
    .catch((error) => {
      // A table added later that references companies and is not in COMPANY_DEPENDENTS yet.
      if (isForeignKeyViolation(error)) throw new DomainError('conflict', 'company.inUseOther');
      throw error;
    });
}
