/** Deletes a department; refused (409, naming the counts) while employees or accounts belong to it. */
import type { Department } from '../../../../common/api/organisation';
import type { Deps } from '../../deps';
import { DomainError } from '../../errors';
import { assertCompanyInScope, type Actor } from '../../scope';
import { anyDependents, countDependents, type Dependent } from '../dependents';
import { loadDepartment } from './department-rows';

/** What keeps a department from being deleted. */
const DEPARTMENT_DEPENDENTS: readonly Dependent<'employees' | 'accounts'>[] = [
  { param: 'employees', table: 'employees', column: 'department_id', companyColumn: 'company_id' },
  { param: 'accounts', table: 'accounts', column: 'department_id', companyColumn: 'company_id' },
];

export async function deleteDepartment(deps: Pick<Deps, 'db'>, actor: Actor, id: number): Promise<Department> {
  return deps.db.transaction().execute(async (trx) => {
    const department = await loadDepartment(trx, id);
    assertCompanyInScope(actor, department.companyId);
    const counts = await countDependents(trx, {
      schemaDb: deps.db,
      dependents: DEPARTMENT_DEPENDENTS,
      id,
      companyId: department.companyId,
    });
    if (anyDependents(counts)) throw new DomainError('conflict', 'department.inUse', { params: counts });
    await trx.deleteFrom('departments').where('id', '=', id).execute();
    return department;
  });
}
