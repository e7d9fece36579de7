/** Deletes an employee in scope; answers the employee as it was. */
import type { Employee } from '../../../../common/api/organisation';
import type { Deps } from '../../deps';
import { DomainError } from '../../errors';
import type { Actor } from '../../scope';
import { anyDependents, countDependents, type Dependent } from '../dependents';
import { assertEmployeeInScope, loadEmployeeRow, toEmployee } from './employee-rows';

/** What keeps an employee from being deleted (sign tasks come with the signing issue). */
const EMPLOYEE_DEPENDENTS: readonly Dependent<'signTasks'>[] = [{ param: 'signTasks', table: 'sign_tasks', column: 'employee_id' }];

export async function deleteEmployee(deps: Pick<Deps, 'db'>, actor: Actor, id: number): Promise<Employee> {
  return deps.db.transaction().execute(async (trx) => {
    const current = await loadEmployeeRow(trx, id);
    assertEmployeeInScope(actor, current);
    const counts = await countDependents(trx, { schemaDb: deps.db, dependents: EMPLOYEE_DEPENDENTS, id });
    if (anyDependents(counts)) throw new DomainError('conflict', 'employee.inUse', { params: counts });
    await trx.deleteFrom('employees').where('id', '=', id).execute();
    return toEmployee(current, actor);
  });
}
