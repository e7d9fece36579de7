/** Saves the fields given (mark as left = status 'left' with its leave date). The company of an employee is fixed. */
import type { z } from 'zod';
import type { Employee } from '../../../../common/api/organisation';
import type { EmployeeChanges } from '../../../../common/contract/organisation';
import type { Deps } from '../../deps';
import type { Actor } from '../../scope';
import { whenTaken } from '../../unique-violation';
import { assertNotPrevented } from '../prevention-list/prevented-people';
import { assertEmployeeInScope, loadEmployeeRow, toEmployee } from './employee-rows';
import { assertIdNumberFree, departmentForWrite, idNumberTaken, leaveDateOf } from './employee-rules';

export async function updateEmployee(
  deps: Pick<Deps, 'db' | 'now'>,
  { actor, id, changes }: { actor: Actor; id: number; changes: z.output<typeof EmployeeChanges> },
): Promise<Employee> {
  return deps.db
    .transaction()
    .execute(async (trx) => {
      const current = await loadEmployeeRow(trx, id);
      assertEmployeeInScope(actor, current);
      const companyId = current.company_id;
      const departmentId =
        changes.departmentId === undefined
          ? undefined
          : await departmentForWrite(trx, { actor, companyId, departmentId: changes.departmentId });
      if (changes.idNumber !== undefined && changes.idNumber !== current.id_number) {
        await assertNotPrevented(trx, changes.idNumber);
        await assertIdNumberFree(trx, { companyId, idNumber: changes.idNumber, exceptId: id });
      }
      await trx
        .updateTable('employees')
        .set({
          department_id: departmentId,
          name: changes.name,
          id_number: changes.idNumber,
          mobile: changes.mobile,
          email: changes.email,
          position: changes.position,
          entry_date: changes.entryDate,
          status: changes.status,
          leave_date: leaveDateOf(
            changes.status ?? current.status,
            changes.entryDate ?? current.entry_date,
            changes.leaveDate === undefined ? current.leave_date : changes.leaveDate,
          ),
          updated_at: deps.now().toISOString(),
        })
        .where('id', '=', id)
        .execute();
      return toEmployee(await loadEmployeeRow(trx, id), actor);
    })
    .catch(whenTaken(idNumberTaken));
}
