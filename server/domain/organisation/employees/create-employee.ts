/** Adds an employee (refused for a person on the prevention list, naming the entry's reason). */
import type { z } from 'zod';
import type { Employee } from '../../../../common/api/organisation';
import type { EmployeeBody } from '../../../../common/contract/organisation';
import type { Deps } from '../../deps';
import type { Actor } from '../../scope';
import { whenTaken } from '../../unique-violation';
import { assertNotPrevented } from '../prevention-list/prevented-people';
import { loadEmployeeRow, toEmployee } from './employee-rows';
import { assertIdNumberFree, companyForWrite, departmentForWrite, idNumberTaken, leaveDateOf } from './employee-rules';

export async function createEmployee(deps: Pick<Deps, 'db' | 'now'>, actor: Actor, body: z.output<typeof EmployeeBody>): Promise<Employee> {
  const at = deps.now().toISOString();
  return deps.db
    .transaction()
    .execute(async (trx) => {
      const companyId = await companyForWrite(trx, actor, body.companyId);
      const departmentId = await departmentForWrite(trx, { actor, companyId, departmentId: body.departmentId });
      await assertNotPrevented(trx, body.idNumber);
      await assertIdNumberFree(trx, { companyId, idNumber: body.idNumber });
      const row = await trx
        .insertInto('employees')
        .values({
          company_id: companyId,
          department_id: departmentId ?? null,
          name: body.name,
          id_number: body.idNumber,
          mobile: body.mobile,
          email: body.email ?? '',
          position: body.position ?? '',
          entry_date: body.entryDate,
          status: body.status ?? 'active',
          leave_date: leaveDateOf(body.status ?? 'active', body.entryDate, body.leaveDate),
          created_at: at,
          updated_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return toEmployee(await loadEmployeeRow(trx, row.id), actor);
    })
    .catch(whenTaken(idNumberTaken));
}
