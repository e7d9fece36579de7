/** A new department of a company in the actor's scope; its name is new in the company. */
import type { z } from 'zod';
import type { Department } from '../../../../common/api/organisation';
import type { DepartmentBody } from '../../../../common/contract/organisation';
import type { Deps } from '../../deps';
import { assertCompanyInScope, type Actor } from '../../scope';
import { whenTaken } from '../../unique-violation';
import { assertCompanyExists, assertNameFree, loadDepartment, nameTaken } from './department-rows';

export async function createDepartment(
  deps: Pick<Deps, 'db' | 'now'>,
  { actor, companyId, body }: { actor: Actor; companyId: number; body: z.output<typeof DepartmentBody> },
): Promise<Department> {
  return deps.db
    .transaction()
    .execute(async (trx) => {
      await assertCompanyExists(trx, companyId);
      assertCompanyInScope(actor, companyId);
      await assertNameFree(trx, { companyId, name: body.name });
      const row = await trx
        .insertInto('departments')
        .values({ company_id: companyId, name: body.name, created_at: deps.now().toISOString() })
        .returning('id')
        .executeTakeFirstOrThrow();
      return loadDepartment(trx, row.id);
    })
    .catch(whenTaken(nameTaken));
}
