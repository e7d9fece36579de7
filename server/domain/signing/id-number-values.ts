/**
 * ID numbers among a task's filled-in values, masked for everyone but administrators: the rule
 * of the employee list and the exports (first 6 and last 4 kept), so that no answer about a task
 * hands the SPA a full ID number its reader may not see. The PDFs keep the full number: they
 * are the contract itself.
 */
import { UserType } from '../../../common/api/accounts';
import { maskIdNumber } from '../../../common/validation/limits';
import type { Db } from '../../db/open';
import type { Actor } from '../scope';

/** Whether `viewer` sees ID numbers in full: administrators only; no viewer named, nobody. */
export const seesFullIdNumbers = (viewer?: Pick<Actor, 'type'>) => viewer?.type === UserType.ADMIN;

/**
 * Keys of each task's values that hold an ID number: fields of type `idNumber` or filled from
 * the employee's ID number, in any of the task's templates (principal and accessories).
 */
export async function idNumberKeysOf(db: Db, taskIds: readonly number[]): Promise<Map<number, Set<string>>> {
  const keys = new Map<number, Set<string>>();
  if (taskIds.length === 0) return keys;
  const rows = await db
    .selectFrom('sign_task_templates as st')
    .innerJoin('contract_fields as f', 'f.template_id', 'st.template_id')
    .select(['st.task_id', 'f.key'])
    .where('st.task_id', 'in', taskIds)
    .where((eb) => eb.or([eb('f.type', '=', 'idNumber'), eb('f.source', '=', 'employee.idNumber')]))
    .execute();
  for (const row of rows) {
    if (!keys.has(row.task_id)) keys.set(row.task_id, new Set());
    keys.get(row.task_id)!.add(row.key);
  }
  return keys;
}

/** `values` with the ID numbers under `keys` masked. */
export function maskIdNumberValues(values: Record<string, string>, keys: ReadonlySet<string> | undefined): Record<string, string> {
  if (!keys?.size) return values;
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => [key, keys.has(key) && typeof value === 'string' ? maskIdNumber(value) : value]),
  );
}
