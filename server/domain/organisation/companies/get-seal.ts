/** The company seal's PNG bytes of a company in the actor's scope, or 404 when it has none. */
import type { Deps } from '../../deps';
import { DomainError } from '../../errors';
import { assertCompanyInScope, type Actor } from '../../scope';
import { loadCompany } from './company-rows';

export async function getSeal(deps: Pick<Deps, 'db'>, actor: Actor, id: number): Promise<Buffer> {
  await loadCompany(deps.db, id);
  assertCompanyInScope(actor, id);
  const row = await deps.db
    .selectFrom('seals')
    .select('png')
    .where('company_id', '=', id)
    .where('kind', '=', 'company')
    .where('status', '=', 'active')
    .executeTakeFirst();
  if (!row) throw new DomainError('not_found', 'seal.notFound');
  return Buffer.from(row.png);
}
