/**
 * Sign tasks as the API answers them: the row with its names joined, the columns a list sorts
 * by, and one task in the caller's scope. ID numbers among a task's values reach admins only in
 * full (id-number-values.ts).
 */
import type { Selectable } from 'kysely';
import type { SignTask, SignTaskStatus } from '../../../common/api/signing';
import type { SIGN_TASK_SORTS } from '../../../common/contract/signing';
import type { Db } from '../../db/open';
import type { SignTasksTable } from '../../db/schema';
import { DomainError } from '../errors';
import { companyInScope, forbidden, scopeOf, type Actor } from '../scope';
import { idNumberKeysOf, maskIdNumberValues, seesFullIdNumbers } from './id-number-values';

export const SIGN_TASK_SORT_FIELDS = {
  id: 't.id',
  createdAt: 't.id',
  status: 't.status',
  sentAt: 't.sent_at',
  sendAt: 't.send_at',
  deadline: 't.deadline',
  signedAt: 't.signed_at',
  completedAt: 't.completed_at',
} as const satisfies Record<(typeof SIGN_TASK_SORTS)[number], string>;
export type SignTaskSortField = keyof typeof SIGN_TASK_SORT_FIELDS;

export type TaskRow = Selectable<SignTasksTable> & {
  company_name: string;
  department_name: string | null;
  employee_name: string;
  template_name: string;
  initiator_name: string | null;
};

export function selectTasks(db: Db) {
  return db
    .selectFrom('sign_tasks as t')
    .innerJoin('companies as c', 'c.id', 't.company_id')
    .innerJoin('employees as e', 'e.id', 't.employee_id')
    .innerJoin('contract_templates as ct', 'ct.id', 't.template_id')
    .leftJoin('departments as d', 'd.id', 't.department_id')
    .leftJoin('accounts as a', 'a.id', 't.initiator_id')
    .selectAll('t')
    .select([
      'c.name as company_name',
      'd.name as department_name',
      'e.name as employee_name',
      'ct.name as template_name',
      'a.name as initiator_name',
    ]);
}

export async function accessoryIdsOf(db: Db, taskIds: readonly number[]): Promise<Map<number, number[]>> {
  const map = new Map<number, number[]>(taskIds.map((id) => [id, []]));
  if (taskIds.length === 0) return map;
  const rows = await db
    .selectFrom('sign_task_templates')
    .select(['task_id', 'template_id'])
    .where('task_id', 'in', taskIds)
    .where('position', '>', 0)
    .orderBy('task_id')
    .orderBy('position')
    .execute();
  for (const row of rows) map.get(row.task_id)!.push(row.template_id);
  return map;
}

export function toSignTask(row: TaskRow, accessoryIds: number[]): SignTask {
  return {
    id: row.id,
    companyId: row.company_id,
    companyName: row.company_name,
    departmentId: row.department_id,
    departmentName: row.department_name,
    employeeId: row.employee_id,
    employeeName: row.employee_name,
    templateId: row.template_id,
    templateName: row.template_name,
    accessoryIds,
    status: row.status as SignTaskStatus,
    values: JSON.parse(row.field_values) as Record<string, string>,
    initiatorId: row.initiator_id ?? 0,
    initiatorName: row.initiator_name ?? '',
    sendAt: row.send_at,
    sentAt: row.sent_at,
    deadline: row.deadline,
    signedAt: row.signed_at,
    completedAt: row.completed_at,
    batchId: row.batch_id,
    rejectReason: row.reject_reason,
    revokeReason: row.revoke_reason,
    createdAt: row.created_at,
  };
}

/**
 * The tasks as the API answers them to `viewer`: ID numbers among the values masked unless the
 * viewer is an admin. The answers of writes name no viewer (masked): admins never initiate or seal.
 */
export async function toSignTasks(db: Db, rows: TaskRow[], viewer?: Actor): Promise<SignTask[]> {
  const ids = rows.map((r) => r.id);
  const [accessories, idNumberKeys] = await Promise.all([
    accessoryIdsOf(db, ids),
    seesFullIdNumbers(viewer) ? new Map<number, Set<string>>() : idNumberKeysOf(db, ids),
  ]);
  return rows.map((row) => {
    const task = toSignTask(row, accessories.get(row.id) ?? []);
    return { ...task, values: maskIdNumberValues(task.values, idNumberKeys.get(row.id)) };
  });
}

/** The task row if the actor's scope covers it (404 when missing, 403 when out of scope). */
export async function taskInScope(db: Db, actor: Actor, id: number): Promise<TaskRow> {
  const row = (await selectTasks(db).where('t.id', '=', id).executeTakeFirst()) as TaskRow | undefined;
  if (!row) throw new DomainError('not_found', 'signTask.notFound');
  const scope = scopeOf(actor);
  if (!companyInScope(scope, row.company_id)) throw forbidden();
  if (scope.kind === 'department' && row.department_id !== scope.departmentId) throw forbidden();
  return row;
}
