/**
 * Reading sign tasks: the scoped, filtered, sorted, paged list (the /sign working list and the
 * records), counts per status for the tabs, one task with its documents and timeline, and the
 * rows of the .xlsx export. Department users see their department's tasks, other company
 * accounts their company's, admins all; a filter outside the scope is refused, not narrowed.
 * ID numbers among a task's values reach admins only in full (id-number-values.ts).
 */
import { taskSeal } from '../seals/task-seal';
import { taskMessages } from '../messages/read-messages';
import { sql, type Selectable } from 'kysely';
import type { z } from 'zod';
import type { Page } from '../../../common/api';
import { chinaDayStart } from '../../../common/china-time';
import {
  SIGN_TASK_STATUSES,
  type RecentSignEvent,
  type SignDocument,
  type SignDocumentStage,
  type SignEventAction,
  type SignEventActor,
  type SignTask,
  type SignTaskCounts,
  type SignTaskDetail,
  type SignTaskStatus,
} from '../../../common/api/signing';
import type { SIGN_TASK_SORTS, SignTaskQuery } from '../../../common/contract/signing';
import type { Db } from '../../db/open';
import type { SignTasksTable } from '../../db/schema';
import { pageOrder, toPage, type ListCriteria } from '../../lib/paging';
import { containsPattern } from '../../lib/sql';
import type { Deps } from '../deps';
import { DomainError } from '../errors';
import { companyInScope, forbidden, scopeOf, type Actor } from '../scope';
import { eventsOf, toSignEvent } from './audit';
import { idNumberKeysOf, maskIdNumberValues, seesFullIdNumbers } from './id-number-values';
import { cachedList } from '../list-cache';

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
export type SignTaskListCriteria = ListCriteria<z.output<typeof SignTaskQuery>, SignTaskSortField>;
export type SignTaskFilters = Omit<SignTaskListCriteria, 'current' | 'pageSize'>;

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

/** The filtered rows as a query, the scope applied and out-of-scope filters refused. */
export function filtered(db: Db, actor: Actor, filters: Omit<SignTaskFilters, 'sort'>) {
  const scope = scopeOf(actor);
  if (filters.companyId !== undefined && !companyInScope(scope, filters.companyId)) throw forbidden();
  if (scope.kind === 'department' && filters.departmentId !== undefined && filters.departmentId !== scope.departmentId) throw forbidden();
  let query = db.selectFrom('sign_tasks as t');
  if (scope.kind === 'department') query = query.where('t.department_id', '=', scope.departmentId);
  if (scope.kind !== 'all') query = query.where('t.company_id', '=', scope.companyId);
  if (filters.companyId !== undefined) query = query.where('t.company_id', '=', filters.companyId);
  if (filters.departmentId !== undefined) query = query.where('t.department_id', '=', filters.departmentId);
  if (filters.status) query = query.where('t.status', '=', filters.status);
  if (filters.employeeId !== undefined) query = query.where('t.employee_id', '=', filters.employeeId);
  if (filters.templateId !== undefined) query = query.where('t.template_id', '=', filters.templateId);
  if (filters.batchId !== undefined) query = query.where('t.batch_id', '=', filters.batchId);
  // Days are China days (common/china-time.ts); inclusive: the whole day of `createdTo`.
  if (filters.createdFrom) query = query.where('t.created_at', '>=', chinaDayStart(filters.createdFrom));
  if (filters.createdTo) query = query.where('t.created_at', '<', nextDay(filters.createdTo));
  // Send times are stored as UTC ISO strings, which sort as the instants they name.
  if (filters.sendFrom) query = query.where('t.send_at', '>=', new Date(filters.sendFrom).toISOString());
  if (filters.sendBefore) query = query.where('t.send_at', '<', new Date(filters.sendBefore).toISOString());
  if (filters.deadlineBefore) query = query.where('t.deadline', '<', new Date(filters.deadlineBefore).toISOString());
  if (filters.updatedFrom) query = query.where('t.updated_at', '>=', new Date(filters.updatedFrom).toISOString());
  if (filters.employeeName) {
    const pattern = containsPattern(filters.employeeName);
    query = query.where(
      't.employee_id',
      'in',
      db
        .selectFrom('employees')
        .select('id')
        .where(sql<boolean>`lower(name) like ${pattern} escape '\\'`),
    );
  }
  return query;
}

/** The instant the China day after `isoDate` starts (China keeps no daylight saving: 24 h later). */
function nextDay(isoDate: string): string {
  return new Date(Date.parse(chinaDayStart(isoDate)) + 86_400_000).toISOString();
}

export function listSignTasks(deps: Pick<Deps, 'db' | 'listCache'>, actor: Actor, query: SignTaskListCriteria): Promise<Page<SignTask>> {
  return cachedList(deps, 'signTasks', actor, query, () => readSignTaskPage(deps, actor, query));
}

async function readSignTaskPage(deps: Pick<Deps, 'db'>, actor: Actor, query: SignTaskListCriteria): Promise<Page<SignTask>> {
  const { column, direction, limit, offset } = pageOrder(query, SIGN_TASK_SORT_FIELDS);
  const base = filtered(deps.db, actor, query);
  const [ids, counted] = await Promise.all([
    base.select('t.id').orderBy(column, direction).orderBy('t.id', direction).limit(limit).offset(offset).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  const rows = ids.length
    ? ((await selectTasks(deps.db)
        .where(
          't.id',
          'in',
          ids.map((r) => r.id),
        )
        .orderBy(column, direction)
        .orderBy('t.id', direction)
        .execute()) as TaskRow[])
    : [];
  return toPage(await toSignTasks(deps.db, rows, actor), counted.total, query);
}

/** The latest events of the tasks in the caller's scope, newest first (the home page's activity). */
export async function recentSignEvents(deps: Pick<Deps, 'db'>, actor: Actor, limit: number): Promise<RecentSignEvent[]> {
  const rows = await filtered(deps.db, actor, {})
    .innerJoin('sign_events as ev', 'ev.task_id', 't.id')
    .innerJoin('employees as e', 'e.id', 't.employee_id')
    .innerJoin('contract_templates as ct', 'ct.id', 't.template_id')
    .select(['ev.task_id', 'ev.action', 'ev.actor_type', 'ev.actor_name', 'ev.at', 'e.name as employee_name', 'ct.name as template_name'])
    .orderBy('ev.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    taskId: row.task_id,
    employeeName: row.employee_name,
    templateName: row.template_name,
    action: row.action as SignEventAction,
    actorType: row.actor_type as SignEventActor,
    actorName: row.actor_name,
    at: row.at,
  }));
}

/** Tasks per status under the list's other filters (the status tabs). */
export async function countSignTasks(
  deps: Pick<Deps, 'db'>,
  actor: Actor,
  filters: Omit<SignTaskFilters, 'status' | 'sort'>,
): Promise<SignTaskCounts> {
  const rows = await filtered(deps.db, actor, filters)
    .select(['t.status', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('t.status')
    .execute();
  const counts = Object.fromEntries(SIGN_TASK_STATUSES.map((s) => [s, 0])) as SignTaskCounts;
  for (const row of rows) counts[row.status as SignTaskStatus] = Number(row.n);
  return counts;
}

/** Every row of the filters, newest first, refused beyond `maxRows`. */
export async function exportSignTasks(
  deps: Pick<Deps, 'db'>,
  actor: Actor,
  filters: SignTaskFilters,
  maxRows: number,
): Promise<SignTask[]> {
  const base = filtered(deps.db, actor, filters);
  const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  if (Number(total) > maxRows) throw new DomainError('validation', 'export.tooMany', { params: { total: Number(total), max: maxRows } });
  const { column, direction } = pageOrder({ ...filters, current: 1, pageSize: maxRows }, SIGN_TASK_SORT_FIELDS);
  const rows = (await selectTasks(deps.db)
    .where('t.id', 'in', base.select('t.id'))
    .orderBy(column, direction)
    .orderBy('t.id', direction)
    .execute()) as TaskRow[];
  return toSignTasks(deps.db, rows, actor);
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

export interface DocumentRow {
  id: number;
  template_id: number;
  position: number;
  name: string;
  kind: string;
  page_count: number;
  /** JSON PageSize[]. */
  page_sizes: string;
}

export async function documentRowsOf(db: Db, taskId: number): Promise<DocumentRow[]> {
  return db
    .selectFrom('sign_task_templates as st')
    .innerJoin('contract_templates as ct', 'ct.id', 'st.template_id')
    .select(['st.id', 'st.template_id', 'st.position', 'ct.name', 'ct.kind', 'ct.page_count', 'ct.page_sizes'])
    .where('st.task_id', '=', taskId)
    .orderBy('st.position')
    .execute();
}

const STAGE_ORDER: Record<SignDocumentStage, number> = { filled: 0, employee_signed: 1, completed: 2, renewed: 3 };

/** The documents of a task, each with its versions oldest first and the newest as `current`. */
export async function documentsOf(db: Db, taskId: number): Promise<SignDocument[]> {
  const docs = await documentRowsOf(db, taskId);
  if (docs.length === 0) return [];
  const versions = await db
    .selectFrom('sign_document_versions')
    .selectAll()
    .where(
      'document_id',
      'in',
      docs.map((d) => d.id),
    )
    .execute();
  return docs.map((doc) => {
    const own = versions
      .filter((v) => v.document_id === doc.id)
      .map((v) => ({ stage: v.stage as SignDocumentStage, sha256: v.sha256, size: v.size, createdAt: v.created_at }))
      .sort((a, b) => STAGE_ORDER[a.stage] - STAGE_ORDER[b.stage]);
    return {
      id: doc.id,
      templateId: doc.template_id,
      name: doc.name,
      kind: doc.kind as SignDocument['kind'],
      pageCount: doc.page_count,
      current: own[own.length - 1],
      versions: own,
    };
  });
}

export async function getSignTask(deps: Pick<Deps, 'db' | 'now'>, actor: Actor, id: number): Promise<SignTaskDetail> {
  const row = await taskInScope(deps.db, actor, id);
  const [task] = await toSignTasks(deps.db, [row], actor);
  const [documents, events, messages] = await Promise.all([documentsOf(deps.db, id), eventsOf(deps.db, id), taskMessages(deps.db, id)]);
  const signEvents = events.map(toSignEvent);
  const seal = await taskSeal(deps.db, actor, row, signEvents, deps.now().toISOString());
  return { ...task, documents, events: signEvents, messages, seal };
}
