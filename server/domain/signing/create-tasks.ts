/**
 * New signing for many employees at once: one task each, with the principal template and the
 * chosen accessories filled for that employee. An employee who cannot be sent a contract (left,
 * on the prevention list, a template that is disabled or lacks a signature place, a value that
 * does not fit) is refused with the reason while the others are created. Each task is written
 * in its own transaction with its `created` event (and `sent` or `scheduled`).
 */
import type { SignTaskCreateBody, SignTask } from '../../../common/api/signing';
import type { MessageKey, MessageParams } from '../../i18n';
import type { Db } from '../../db/open';
import type { ClientInfo, Deps } from '../deps';
import { DomainError } from '../errors';
import { isBlank, sourceDefaults } from '../contracts/fields/field-values';
import { assertNotPrevented } from '../organisation/prevention-list/prevented-people';
import { canReadOwned, forbidden, scopeOf, type Actor } from '../scope';
import { appendSignEvent, type EventActor } from './sign-events';
import { assertKnownKeys, documentFiller, fillDocuments } from './fill-documents';
import { hasBothSignatures } from '../contracts/fields/check-fields';
import { loadTemplateForSigning, type TemplateForSigning } from './templates-for-signing';
import { insertVersions, storePdfs } from './document-versions';
import { loadEmployeesForSigning, type EmployeeForSigning } from './employees-for-signing';
import { selectTasks, toSignTasks, type TaskRow } from './task-rows';
import { newSigningLink, queueSigningLink } from './signing-link';

export interface Refusal {
  employeeId: number;
  employeeName: string;
  messageKey: MessageKey;
  params?: MessageParams;
  /** The value that did not fit (`values.salary`), when that was the reason. */
  field?: string;
}

export interface CreateResult {
  created: SignTask[];
  refused: Refusal[];
  /** On a dry run: who would get a task. */
  ready?: { employeeId: number; employeeName: string }[];
}

export function accountActor(actor: Actor & { name?: string }): EventActor {
  return { type: 'account', id: actor.id, name: actor.name ?? '' };
}

/** Why the templates cannot be used for anyone (the same refusal for every employee). */
function templateProblem(templates: readonly TemplateForSigning[]): { messageKey: MessageKey; params: MessageParams } | null {
  for (const t of templates) {
    if (t.status !== 'enabled') return { messageKey: 'signTask.refused.templateDisabled', params: { name: t.name } };
    if (!hasBothSignatures(t.fields)) return { messageKey: 'signTask.refused.noSignaturePlaces', params: { name: t.name } };
  }
  return null;
}

function parseFuture(value: string | null | undefined, field: string, now: Date): string | null {
  if (value === undefined || value === null || value === '') return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) throw new DomainError('validation', 'validation.date', { field });
  if (date.getTime() <= now.getTime()) throw new DomainError('validation', 'signTask.notInFuture', { field });
  return date.toISOString();
}

/** The principal template and the accessories asked for, in that order, each readable by the actor. */
export async function chosenTemplates(
  db: Db,
  { actor, templateId, accessoryIds }: { actor: Actor; templateId: number; accessoryIds: readonly number[] },
): Promise<TemplateForSigning[]> {
  const principal = await loadTemplateForSigning(db, templateId);
  if (!principal || principal.kind !== 'principal') throw new DomainError('not_found', 'contract.notFound');
  if (!canReadOwned(actor, principal.companyId)) throw forbidden();
  const templates = [principal];
  for (const [i, id] of [...new Set(accessoryIds)].entries()) {
    const accessory = await loadTemplateForSigning(db, id);
    if (!accessory || accessory.kind !== 'accessory')
      throw new DomainError('validation', 'contract.accessoryInvalid', { field: `accessoryIds.${i}`, params: { id } });
    if (!canReadOwned(actor, accessory.companyId)) throw forbidden();
    templates.push(accessory);
  }
  return templates;
}

/**
 * The employees named, in that order. Every one must exist and be in the actor's scope, and in
 * the company of any company's own template: a request naming anyone else is refused whole.
 */
export async function employeesFor(
  db: Db,
  { actor, employeeIds, templates }: { actor: Actor; employeeIds: readonly number[]; templates: readonly TemplateForSigning[] },
): Promise<EmployeeForSigning[]> {
  const employees = await loadEmployeesForSigning(db, employeeIds);
  const scope = scopeOf(actor);
  return employeeIds.map((id, i) => {
    const employee = employees.find((e) => e.id === id);
    if (!employee) throw new DomainError('validation', 'signTask.employeeUnknown', { field: `employeeIds.${i}`, params: { id } });
    if (scope.kind !== 'all' && employee.companyId !== scope.companyId) throw forbidden();
    if (scope.kind === 'department' && employee.departmentId !== scope.departmentId) throw forbidden();
    if (templates.some((t) => t.companyId !== null && t.companyId !== employee.companyId)) throw forbidden();
    return employee;
  });
}

export async function createSignTasks(
  deps: Pick<Deps, 'db' | 'now' | 'messaging' | 'signing'>,
  {
    actor,
    input,
    client,
    alsoInTransaction,
  }: {
    actor: Actor & { name?: string };
    input: SignTaskCreateBody;
    client: ClientInfo | null;
    alsoInTransaction?: (trx: Db, taskId: number, at: string) => Promise<void>;
  },
): Promise<CreateResult> {
  const now = deps.now();
  const deadline = parseFuture(input.deadline, 'deadline', now);
  const sendAt = parseFuture(input.sendAt, 'sendAt', now);
  if (deadline && sendAt && deadline <= sendAt) throw new DomainError('validation', 'signTask.deadlineBeforeSend', { field: 'deadline' });
  const employeeIds = [...new Set(input.employeeIds)];

  const templates = await chosenTemplates(deps.db, { actor, templateId: input.templateId, accessoryIds: input.accessoryIds ?? [] });
  const principal = templates[0];
  const values = input.values ?? {};
  assertKnownKeys(templates, values);
  const ownValues = employeeValues(templates, input.employeeValues, employeeIds);
  const fill = await documentFiller(deps);

  const employees = await employeesFor(deps.db, { actor, employeeIds, templates });

  const companies = new Map<number, { name: string; creditCode: string; status: string }>();
  for (const row of await deps.db
    .selectFrom('companies')
    .select(['id', 'name', 'credit_code', 'status'])
    .where('id', 'in', [...new Set(employees.map((e) => e.companyId))])
    .execute()) {
    companies.set(row.id, { name: row.name, creditCode: row.credit_code, status: row.status });
  }

  const problem = templateProblem(templates);
  const sendNow = Boolean(input.send) && !sendAt;
  const created: number[] = [];
  const refused: Refusal[] = [];
  const ready: NonNullable<CreateResult['ready']> = [];
  const linkKey = input.dryRun ? null : await deps.signing.linkKey();

  for (const id of employeeIds) {
    const employee = employees.find((e) => e.id === id)!;
    const refuse = (messageKey: MessageKey, params?: MessageParams, field?: string) =>
      refused.push({ employeeId: id, employeeName: employee.name, messageKey, params, field });
    const company = companies.get(employee.companyId)!;
    if (problem) {
      refuse(problem.messageKey, problem.params);
      continue;
    }
    if (employee.status === 'left') {
      refuse('signTask.refused.left');
      continue;
    }
    if (company.status !== 'active') {
      refuse('signTask.refused.companySuspended');
      continue;
    }
    try {
      await assertNotPrevented(deps.db, employee.idNumber);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      refuse('signTask.refused.prevented', error.params);
      continue;
    }
    let filled: Awaited<ReturnType<typeof fillDocuments>>;
    try {
      filled = await fillDocuments({
        templates,
        values: { ...values, ...ownValues.get(id) },
        defaults: sourceDefaults(employee, company, now),
        fill,
      });
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      refuse(error.messageKey, error.params, error.field);
      continue;
    }
    if (input.dryRun) {
      ready.push({ employeeId: id, employeeName: employee.name });
      continue;
    }
    // Written and synced before the rows that name them commit.
    const versions = await storePdfs(deps.signing.documentStore, filled.pdfs);
    const at = deps.now().toISOString();
    const taskId = await deps.db.transaction().execute(async (trx) => {
      const inserted = await trx
        .insertInto('sign_tasks')
        .values({
          company_id: employee.companyId,
          department_id: employee.departmentId,
          employee_id: employee.id,
          template_id: principal.id,
          status: sendNow ? 'pending_employee' : sendAt ? 'scheduled' : 'draft',
          field_values: JSON.stringify(filled.filled),
          initiator_id: actor.id,
          send_at: sendAt,
          sent_at: sendNow ? at : null,
          deadline,
          link_created_at: sendNow ? at : null,
          created_at: at,
          updated_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const documentIds: number[] = [];
      for (const [position, template] of templates.entries()) {
        const doc = await trx
          .insertInto('sign_task_templates')
          .values({ task_id: inserted.id, template_id: template.id, position })
          .returning('id')
          .executeTakeFirstOrThrow();
        documentIds.push(doc.id);
      }
      await insertVersions(trx, { documentIds, stage: 'filled', versions, at });
      const documentSha256 = versions.map((v) => v.sha256);
      const event = { taskId: inserted.id, actor: accountActor(actor), at, client, documentSha256 };
      await appendSignEvent(trx, { ...event, action: 'created' });
      if (sendNow) {
        // The link is derived from the task's id, known only now.
        const link = newSigningLink(linkKey!, inserted.id);
        await trx.updateTable('sign_tasks').set({ link_hash: link.hash, link_nonce: link.nonce }).where('id', '=', inserted.id).execute();
        await appendSignEvent(trx, { ...event, action: 'sent' });
        await queueSigningLink(trx, { deps, taskId: inserted.id, token: link.token, now: deps.now() });
      }
      if (sendAt) await appendSignEvent(trx, { ...event, action: 'scheduled', detail: { sendAt } });
      await alsoInTransaction?.(trx, inserted.id, at);
      return inserted.id;
    });
    created.push(taskId);
  }

  if (input.dryRun) return { created: [], refused, ready };
  const rows = created.length ? ((await selectTasks(deps.db).where('t.id', 'in', created).orderBy('t.id').execute()) as TaskRow[]) : [];
  return { created: await toSignTasks(deps.db, rows), refused };
}

/**
 * Each person's own values, non-blank ones only (a blank takes the shared value): for employees
 * of this request, under keys the templates have; anything else is refused naming its place.
 */
function employeeValues(
  templates: readonly TemplateForSigning[],
  given: SignTaskCreateBody['employeeValues'],
  employeeIds: readonly number[],
): Map<number, Record<string, string | number>> {
  const own = new Map<number, Record<string, string | number>>();
  for (const [key, values] of Object.entries(given ?? {})) {
    const id = Number(key);
    if (!employeeIds.includes(id))
      throw new DomainError('validation', 'signTask.valuesForOther', { field: `employeeValues.${key}`, params: { id: key } });
    assertKnownKeys(templates, values, `employeeValues.${key}`);
    own.set(id, Object.fromEntries(Object.entries(values).filter(([, value]) => !isBlank(value))));
  }
  return own;
}
