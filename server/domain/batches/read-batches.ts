/** Reading batches: the company's past batches and one with its per-task results. */
import type { z } from 'zod';
import type { Page } from '../../../common/api/paging';
import type { Batch, BatchDetail, BatchItem, BatchProgress } from '../../../common/api/batches';
import type { BATCH_SORTS, BatchQuery } from '../../../common/contract/batches';
import type { Db } from '../../db/open';
import { isMessageKey, translate, type Locale } from '../../i18n';
import { pageOrder, toPage, type ListCriteria } from '../../lib/paging';
import type { Deps } from '../deps';
import { DomainError } from '../errors';
import { companyInScope, forbidden, scopeOf, type Actor } from '../scope';

function selectBatches(db: Db) {
  return db
    .selectFrom('batches as b')
    .innerJoin('companies as c', 'c.id', 'b.company_id')
    .leftJoin('accounts as a', 'a.id', 'b.initiator_id')
    .selectAll('b')
    .select(['c.name as company_name', 'a.name as initiator_name']);
}

type BatchRow = Awaited<ReturnType<ReturnType<typeof selectBatches>['executeTakeFirstOrThrow']>>;

function toBatch(row: BatchRow): Batch {
  return {
    id: row.id,
    companyId: row.company_id,
    companyName: row.company_name,
    initiatorId: row.initiator_id ?? 0,
    initiatorName: row.initiator_name ?? '',
    status: row.status,
    total: row.total,
    done: row.done,
    failed: row.failed,
    createdAt: row.created_at,
    finishedAt: row.finished_at,
  };
}

const BATCH_SORT_FIELDS = { id: 'b.id' } as const satisfies Record<(typeof BATCH_SORTS)[number], string>;

export async function listBatches(
  deps: Pick<Deps, 'db'>,
  actor: Actor,
  query: ListCriteria<z.output<typeof BatchQuery>, keyof typeof BATCH_SORT_FIELDS>,
): Promise<Page<Batch>> {
  const scope = scopeOf(actor);
  let base = selectBatches(deps.db);
  if (scope.kind !== 'all') base = base.where('b.company_id', '=', scope.companyId);
  const { limit, offset } = pageOrder(query, BATCH_SORT_FIELDS);
  const [rows, counted] = await Promise.all([
    base.orderBy('b.id', 'desc').limit(limit).offset(offset).execute(),
    deps.db
      .selectFrom('batches')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .$if(scope.kind !== 'all', (q) => q.where('company_id', '=', scope.kind === 'all' ? 0 : scope.companyId))
      .executeTakeFirstOrThrow(),
  ]);
  return toPage(rows.map(toBatch), counted.n, query);
}

/** One batch as the list answers it, whoever asks (the body of `batch.finished` webhooks). */
export async function batchById(db: Db, id: number): Promise<Batch> {
  return toBatch(await selectBatches(db).where('b.id', '=', id).executeTakeFirstOrThrow());
}

async function batchInScope(db: Db, actor: Actor, id: number): Promise<BatchRow> {
  const row = await selectBatches(db).where('b.id', '=', id).executeTakeFirst();
  if (!row) throw new DomainError('not_found', 'batch.notFound');
  if (!companyInScope(scopeOf(actor), row.company_id)) throw forbidden();
  return row;
}

/** A stored failure (a message key and parameters) in the reader's language. */
function errorText(stored: string | null, locale: Locale): string | null {
  if (!stored) return null;
  const { key, params } = JSON.parse(stored) as { key: string; params?: Record<string, string | number> };
  return isMessageKey(key) ? translate(locale, key, params) : key;
}

export async function getBatch(
  deps: Pick<Deps, 'db'>,
  { actor, id, locale }: { actor: Actor; id: number; locale: Locale },
): Promise<BatchDetail> {
  const row = await batchInScope(deps.db, actor, id);
  const items = await deps.db
    .selectFrom('batch_items as i')
    .innerJoin('sign_tasks as t', 't.id', 'i.task_id')
    .innerJoin('employees as e', 'e.id', 't.employee_id')
    .innerJoin('contract_templates as ct', 'ct.id', 't.template_id')
    .select(['i.task_id', 'i.status', 'i.error', 'e.name as employee_name', 'ct.name as template_name'])
    .where('i.batch_id', '=', id)
    .orderBy('i.task_id')
    .execute();
  return {
    ...toBatch(row),
    items: items.map((i): BatchItem => ({
      taskId: i.task_id,
      employeeName: i.employee_name,
      templateName: i.template_name,
      status: i.status,
      error: errorText(i.error, locale),
    })),
  };
}

/** The counters of a batch, for the progress stream (the rate is the route's to measure). */
export async function batchProgress(deps: Pick<Deps, 'db'>, actor: Actor, id: number): Promise<Omit<BatchProgress, 'rate'>> {
  const row = await batchInScope(deps.db, actor, id);
  return { id: row.id, status: row.status, total: row.total, done: row.done, failed: row.failed };
}
