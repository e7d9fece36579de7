/** The field help an actor may read: admins every entry; company users their company's and the shared ones. */
import { sql } from 'kysely';
import { UserType } from '../../../../common/api/accounts';
import type { FieldHelp } from '../../../../common/api/contracts';
import type { Page } from '../../../../common/api/paging';
import { pageOrder, toPage } from '../../../lib/paging';
import { containsPattern } from '../../../lib/sql';
import type { Deps } from '../../deps';
import { canReadOwned, forbidden, type Actor } from '../../scope';
import { FIELD_HELP_SORT_FIELDS, helpsWithCompany, toFieldHelp, type FieldHelpListCriteria } from './field-help-rows';

export async function listFieldHelps(deps: Pick<Deps, 'db'>, actor: Actor, query: FieldHelpListCriteria): Promise<Page<FieldHelp>> {
  if (query.companyId !== undefined && !canReadOwned(actor, query.companyId)) throw forbidden();
  let base = helpsWithCompany(deps.db);
  if (actor.type !== UserType.ADMIN) {
    base = base.where((eb) => eb.or([eb('field_helps.company_id', 'is', null), eb('field_helps.company_id', '=', actor.relation_id)]));
  }
  if (query.companyId !== undefined) base = base.where('field_helps.company_id', '=', query.companyId);
  if (query.shared !== undefined) base = base.where('field_helps.company_id', query.shared ? 'is' : 'is not', null);
  if (query.key) base = base.where('field_helps.key', '=', query.key);
  if (query.keyword) {
    const pattern = containsPattern(query.keyword);
    base = base.where(
      sql<boolean>`(lower(field_helps.key) like ${pattern} escape '\\' or lower(field_helps.title) like ${pattern} escape '\\' or lower(field_helps.content) like ${pattern} escape '\\')`,
    );
  }
  const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const { column, direction, limit, offset } = pageOrder(query, FIELD_HELP_SORT_FIELDS);
  const rows = await base
    .selectAll('field_helps')
    .select('companies.name as company_name')
    .orderBy(column, direction)
    .orderBy('field_helps.id', direction)
    .limit(limit)
    .offset(offset)
    .execute();
  return toPage(rows.map(toFieldHelp), total, query);
}
