/**
 * The worker's own contracts (人社厅发〔2021〕54号, art. 12: view, download and print at any time,
 * free): every task of the signed-in mobile across companies, once the worker has signed; its
 * PDFs, evidence report and .zip once the company has sealed. A task of another mobile is not
 * found (404), whatever its id. Every download is an audit event, by the employee.
 */
import type { MyContract } from '../../../common/api/my';
import type { Locale } from '../../i18n';
import type { ClientInfo, Deps } from '../deps';
import { DomainError } from '../errors';
import { archiveOf } from '../signing/archive';
import { appendSignEvent } from '../signing/sign-events';
import { currentVersions, readStored } from '../signing/document-versions';
import { evidenceOf } from '../signing/evidence';
import { documentRowsOf } from '../signing/document-rows';
import { selectTasks, type TaskRow } from '../signing/task-rows';
import { employeeActor } from '../signing/signing-link';

type MyDeps = Pick<Deps, 'db' | 'now' | 'signing'>;

export async function listMyContracts(deps: Pick<Deps, 'db'>, mobile: string): Promise<MyContract[]> {
  const tasks = (await selectTasks(deps.db)
    .where('e.mobile', '=', mobile)
    .where('t.status', 'in', ['pending_company', 'completed'])
    .orderBy('t.id', 'desc')
    .limit(500)
    .execute()) as TaskRow[];
  return Promise.all(
    tasks.map(async (task) => ({
      taskId: task.id,
      companyName: task.company_name,
      templateName: task.template_name,
      status: task.status as MyContract['status'],
      signedAt: task.signed_at,
      completedAt: task.completed_at,
      documents: (await documentRowsOf(deps.db, task.id)).map((d) => ({
        id: d.id,
        name: d.name,
        kind: d.kind as 'principal' | 'accessory',
      })),
    })),
  );
}

/** The worker's completed task, or 404 (another mobile's, or unknown) / 409 (not sealed yet). */
async function myCompletedTask(deps: Pick<Deps, 'db'>, mobile: string, taskId: number): Promise<TaskRow> {
  const task = (await selectTasks(deps.db).where('t.id', '=', taskId).where('e.mobile', '=', mobile).executeTakeFirst()) as
    TaskRow | undefined;
  if (!task || (task.status !== 'completed' && task.status !== 'pending_company')) throw new DomainError('not_found', 'signTask.notFound');
  if (task.status !== 'completed') throw new DomainError('conflict', 'my.notCompleted');
  return task;
}

function workerActor(task: TaskRow) {
  return employeeActor({ employeeId: task.employee_id, employeeName: task.employee_name });
}

/** The worker took a copy: a `downloaded` event by the employee, from `/my`. */
async function recordDownload(
  deps: MyDeps,
  {
    task,
    versions,
    client,
    detail,
  }: { task: TaskRow; versions: { sha256: string }[]; client: ClientInfo; detail: Record<string, string | number> },
): Promise<void> {
  await deps.db.transaction().execute((trx) =>
    appendSignEvent(trx, {
      taskId: task.id,
      action: 'downloaded',
      actor: workerActor(task),
      at: deps.now().toISOString(),
      client,
      documentSha256: versions.map((v) => v.sha256),
      detail: { ...detail, by: 'my' },
    }),
  );
}

export async function myDocument(
  deps: MyDeps,
  { mobile, taskId, documentId, client }: { mobile: string; taskId: number; documentId: number; client: ClientInfo },
) {
  const task = await myCompletedTask(deps, mobile, taskId);
  const versions = await currentVersions(deps.db, taskId);
  const version = versions.find((v) => v.documentId === documentId);
  if (!version) throw new DomainError('not_found', 'signTask.documentNotFound');
  const doc = (await documentRowsOf(deps.db, taskId)).find((d) => d.id === documentId)!;
  const bytes = await readStored(deps.signing.documentStore, version.sha256);
  await recordDownload(deps, { task, versions, client, detail: { documentId } });
  return { bytes, fileName: `${taskId}-${doc.name}.pdf` };
}

export async function myEvidence(
  deps: MyDeps,
  { mobile, taskId, locale, client }: { mobile: string; taskId: number; locale: Locale; client: ClientInfo },
) {
  const task = await myCompletedTask(deps, mobile, taskId);
  const report = await evidenceOf(deps, task, locale);
  await recordDownload(deps, { task, versions: await currentVersions(deps.db, taskId), client, detail: { evidence: 1 } });
  return report;
}

export async function myArchive(
  deps: MyDeps,
  { mobile, taskId, locale, client }: { mobile: string; taskId: number; locale: Locale; client: ClientInfo },
) {
  const task = await myCompletedTask(deps, mobile, taskId);
  return archiveOf(deps, { task, locale, actor: workerActor(task), client });
}
