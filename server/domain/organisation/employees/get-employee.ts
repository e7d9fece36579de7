/** One employee in the actor's scope. */
import type { Employee } from '../../../../common/api/organisation';
import type { Deps } from '../../deps';
import type { Actor } from '../../scope';
import { assertEmployeeInScope, loadEmployeeRow, toEmployee } from './employee-rows';

export async function getEmployee(deps: Pick<Deps, 'db'>, actor: Actor, id: number): Promise<Employee> {
  const row = await loadEmployeeRow(deps.db, id);
  assertEmployeeInScope(actor, row);
  return toEmployee(row, actor);
}
