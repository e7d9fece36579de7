/** The prevention list, filtered by name, ID number or mobile. */
import { sql } from 'kysely';
import type { PreventionEntry } from '../../../../common/api/organisation';
import type { Page } from '../../../../common/api/paging';
import { pageOrder, toPage } from '../../../lib/paging';
import { containsPattern } from '../../../lib/sql';
import type { Deps } from '../../deps';
import { PREVENTION_SORT_FIELDS, selectEntries, toEntry, type PreventionListCriteria } from './prevention-rows';

/** Administrators only, as the route declares: no scope to check. */
export async function listPrevention(deps: Pick<Deps, 'db'>, query: PreventionListCriteria): Promise<Page<PreventionEntry>> {
  let base = deps.db.selectFrom('prevention_list as p');
  if (query.name) base = base.where(sql<boolean>`lower(p.name) like ${containsPattern(query.name)} escape '\\'`);
  if (query.idNumber) base = base.where('p.id_number', '=', query.idNumber);
  if (query.mobile) base = base.where('p.mobile', '=', query.mobile);
  const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const { column, direction, limit, offset } = pageOrder(query, PREVENTION_SORT_FIELDS);
  const ids = base.select('p.id').orderBy(column, direction).orderBy('p.id', direction).limit(limit).offset(offset);
  const rows = await selectEntries(deps.db).where('p.id', 'in', ids).orderBy(column, direction).orderBy('p.id', direction).execute();
  return toPage(rows.map(toEntry), total, query);
}
