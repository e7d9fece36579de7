import { chinaDate } from '../../../../common/china-time';
import { makeIdNumber } from '../../../../common/validation/china-ids';
import type { Deps } from '../../deps';
import { scopeOf, type Actor } from '../../scope';

/**
 * The example row of the import template: a valid made-up person, in the caller's first
 * department (their own, for department users) so that the file imports as it is.
 */
export async function importTemplateExample(deps: Pick<Deps, 'db' | 'now'>, actor: Actor): Promise<string[]> {
  const scope = scopeOf(actor);
  let department = '';
  if (scope.kind !== 'all') {
    let query = deps.db.selectFrom('departments').select('name').where('company_id', '=', scope.companyId);
    if (scope.kind === 'department') query = query.where('id', '=', scope.departmentId);
    department = (await query.orderBy('id').executeTakeFirst())?.name ?? '';
  }
  const today = chinaDate(deps.now());
  return ['张三', makeIdNumber('110101', '19900307', '123'), '13800138000', department, '专员', today];
}
