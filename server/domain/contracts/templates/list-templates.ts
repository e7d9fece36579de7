/**
 * The templates an actor may read, filtered, sorted and paged: admins every one; company users
 * their company's and the shared ones; initiators (viewSign) the enabled ones only.
 */
import { sql } from 'kysely';
import type { Page } from '../../../../common/api/paging';
import type { ContractTemplate } from '../../../../common/api/contracts';
import { pageOrder, toPage } from '../../../lib/paging';
import { containsPattern } from '../../../lib/sql';
import type { Deps } from '../../deps';
import { cachedList } from '../../list-cache';
import { canReadOwned, forbidden, isAdmin, readsEnabledTemplatesOnly, type Actor } from '../../scope';
import { CONTRACT_SORT_FIELDS, TEMPLATE_COLUMNS, templatesWithCompany, toTemplates, type ContractListCriteria } from './template-rows';

export function listTemplates(
  deps: Pick<Deps, 'db' | 'listCache'>,
  actor: Actor,
  query: ContractListCriteria,
): Promise<Page<ContractTemplate>> {
  return cachedList(deps, { list: 'templates', actor, query, read: () => readTemplatePage(deps, actor, query) });
}

async function readTemplatePage(deps: Pick<Deps, 'db'>, actor: Actor, query: ContractListCriteria): Promise<Page<ContractTemplate>> {
  const { db } = deps;
  if (query.companyId !== undefined && !canReadOwned(actor, query.companyId)) throw forbidden();
  const enabledOnly = readsEnabledTemplatesOnly(actor);
  if (enabledOnly && query.status !== undefined && query.status !== 'enabled') throw forbidden();

  let base = templatesWithCompany(db);
  if (enabledOnly) base = base.where('contract_templates.status', '=', 'enabled');
  if (!isAdmin(actor)) {
    base = base.where((eb) =>
      eb.or([eb('contract_templates.company_id', 'is', null), eb('contract_templates.company_id', '=', actor.relation_id)]),
    );
  }
  if (query.companyId !== undefined) base = base.where('contract_templates.company_id', '=', query.companyId);
  if (query.shared !== undefined) base = base.where('contract_templates.company_id', query.shared ? 'is' : 'is not', null);
  if (query.kind) base = base.where('contract_templates.kind', '=', query.kind);
  if (query.status) base = base.where('contract_templates.status', '=', query.status);
  if (query.name) base = base.where(sql<boolean>`lower(contract_templates.name) like ${containsPattern(query.name)} escape '\\'`);
  if (query.code) base = base.where(sql<boolean>`lower(contract_templates.code) like ${containsPattern(query.code)} escape '\\'`);
  if (query.missingSignaturePlaces !== undefined) {
    const hasPlace = (party: 'employee' | 'company') =>
      sql<boolean>`exists (select 1 from contract_fields f where f.template_id = contract_templates.id and f.type = 'signature' and f.party = ${party})`;
    const complete = sql<boolean>`(${hasPlace('employee')} and ${hasPlace('company')})`;
    base = base.where(query.missingSignaturePlaces ? sql<boolean>`not ${complete}` : complete);
  }
  if (query.latest) {
    base = base.where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('contract_templates as newer')
            .select('newer.id')
            .whereRef('newer.kind', '=', 'contract_templates.kind')
            .whereRef('newer.code', '=', 'contract_templates.code')
            .where(sql<boolean>`coalesce(newer.company_id, 0) = coalesce(contract_templates.company_id, 0)`)
            .whereRef('newer.version', '>', 'contract_templates.version'),
        ),
      ),
    );
  }

  const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const { column, direction, limit, offset } = pageOrder(query, CONTRACT_SORT_FIELDS);
  const rows = await base
    .select([...TEMPLATE_COLUMNS, 'companies.name as company_name'])
    .orderBy(column, direction)
    .orderBy('contract_templates.id', direction)
    .limit(limit)
    .offset(offset)
    .execute();
  return toPage(await toTemplates(db, rows), total, query);
}
