/** Renames a department of a company in the actor's scope. */
import type { z } from 'zod';
import type { Department } from '../../../../common/api/organisation';
import type { DepartmentBody } from '../../../../common/contract/organisation';
import type { Deps } from '../../deps';
import { assertCompanyInScope, type Actor } from '../../scope';
import { whenTaken } from '../../unique-violation';
import { assertNameFree, loadDepartment, nameTaken } from './department-rows';

export async function updateDepartment(
  deps: Pick<Deps, 'db'>,
  { actor, id, body }: { actor: Actor; id: number; body: z.output<typeof DepartmentBody> },
): Promise<Department> {
  return deps.db
    .transaction()
    .execute(async (trx) => {
      const department = await loadDepartment(trx, id);
      assertCompanyInScope(actor, department.companyId);
      await assertNameFree(trx, { companyId: department.companyId, name: body.name, exceptId: id });
      await trx.updateTable('departments').set({ name: body.name }).where('id', '=', id).execute();
      return loadDepartment(trx, id);
    })
    .catch(whenTaken(nameTaken));
}
