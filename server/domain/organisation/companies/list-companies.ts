/** Admins: every company. Company users: their own only. Others: refused. */
import { sql } from 'kysely';
import type { Company } from '../../../../common/api/organisation';
import type { Page } from '../../../../common/api/paging';
import { pageOrder, toPage } from '../../../lib/paging';
import { containsPattern } from '../../../lib/sql';
import type { Deps } from '../../deps';
import { cachedList } from '../../list-cache';
import { scopeOf, type Actor } from '../../scope';
import { HAS_COMPANY_SEAL } from '../../seals/seal-rows';
import { COMPANY_SORT_FIELDS, selectCompanies, toCompany, type CompanyListCriteria } from './company-rows';

export function listCompanies(deps: Pick<Deps, 'db' | 'listCache'>, actor: Actor, query: CompanyListCriteria): Promise<Page<Company>> {
  return cachedList(deps, { list: 'companies', actor, query, read: () => readCompanyPage(deps, actor, query) });
}

async function readCompanyPage(deps: Pick<Deps, 'db'>, actor: Actor, query: CompanyListCriteria): Promise<Page<Company>> {
  const scope = scopeOf(actor);
  let base = deps.db.selectFrom('companies as c');
  if (scope.kind !== 'all') base = base.where('c.id', '=', scope.companyId);
  if (query.name) base = base.where(sql<boolean>`lower(c.name) like ${containsPattern(query.name)} escape '\\'`);
  if (query.creditCode) base = base.where('c.credit_code', '=', query.creditCode);
  if (query.status) base = base.where('c.status', '=', query.status);
  if (query.hasSeal !== undefined) base = base.where(HAS_COMPANY_SEAL, '=', query.hasSeal ? 1 : 0);

  const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const { column, direction, limit, offset } = pageOrder(query, COMPANY_SORT_FIELDS);
  const page = base.select('c.id').orderBy(column, direction).orderBy('c.id', direction).limit(limit).offset(offset);
  const rows = await selectCompanies(deps.db).where('c.id', 'in', page).orderBy(column, direction).orderBy('c.id', direction).execute();
  return toPage(rows.map(toCompany), total, query);
}
