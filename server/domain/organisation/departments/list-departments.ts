/** The departments of a company in the actor's scope (404 for an unknown company). */
import { sql } from 'kysely';
import type { Department } from '../../../../common/api/organisation';
import type { Page } from '../../../../common/api/paging';
import { pageOrder, toPage } from '../../../lib/paging';
import { containsPattern } from '../../../lib/sql';
import type { Deps } from '../../deps';
import { assertCompanyInScope, type Actor } from '../../scope';
import {
  assertCompanyExists,
  DEPARTMENT_SORT_FIELDS,
  selectDepartments,
  toDepartment,
  type DepartmentListCriteria,
} from './department-rows';

export async function listDepartments(
  deps: Pick<Deps, 'db'>,
  { actor, companyId, query }: { actor: Actor; companyId: number; query: DepartmentListCriteria },
): Promise<Page<Department>> {
  await assertCompanyExists(deps.db, companyId);
  assertCompanyInScope(actor, companyId);
  let base = deps.db.selectFrom('departments as d').where('d.company_id', '=', companyId);
  if (query.name) base = base.where(sql<boolean>`lower(d.name) like ${containsPattern(query.name)} escape '\\'`);
  const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const { column, direction, limit, offset } = pageOrder(query, DEPARTMENT_SORT_FIELDS);
  const ids = base.select('d.id').orderBy(column, direction).orderBy('d.id', direction).limit(limit).offset(offset);
  const rows = await selectDepartments(deps.db).where('d.id', 'in', ids).orderBy(column, direction).orderBy('d.id', direction).execute();
  return toPage(rows.map(toDepartment), total, query);
}
