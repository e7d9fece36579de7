/** A company's seals, active ones first, then by kind and age. */
import type { Seal } from '../../../common/api/seals';
import type { Deps } from '../deps';
import type { Actor } from '../scope';
import { assertCompanyManaged, selectSeals, toSeals } from './seal-rows';

export async function listSeals(deps: Pick<Deps, 'db'>, actor: Actor, companyId: number): Promise<Seal[]> {
  await assertCompanyManaged(deps.db, actor, companyId);
  const rows = await selectSeals(deps.db)
    .where('s.company_id', '=', companyId)
    .orderBy('s.status')
    .orderBy('s.kind')
    .orderBy('s.id')
    .execute();
  return toSeals(deps.db, rows);
}
