/**
 * A draft's values and deadline changed: its documents are filled again from the same templates
 * for the same employee and stored in place of the `filled` versions, with an `edited` event.
 * Only a draft: once texted, the worker may have read it.
 */
import type { SignTask, SignTaskEditBody } from '../../../common/api/signing';
import type { ClientInfo, Deps } from '../deps';
import { DomainError } from '../errors';
import { sourceDefaults } from '../contracts/fields/field-values';
import type { Actor } from '../scope';
import { appendSignEvent } from './sign-events';
import { accountActor } from './create-tasks';
import { assertKnownKeys, documentFiller, fillDocuments } from './fill-documents';
import { loadEmployeesForSigning } from './employees-for-signing';
import { loadTemplateForSigning, type TemplateForSigning } from './templates-for-signing';
import { storePdfs } from './document-versions';
import { documentRowsOf } from './document-rows';
import { taskInScope, toSignTasks } from './task-rows';
import { assertTransition, moveTask } from './states';

export async function editDraft(
  deps: Pick<Deps, 'db' | 'now' | 'signing'>,
  { actor, id, body, client }: { actor: Actor & { name?: string }; id: number; body: SignTaskEditBody; client: ClientInfo },
): Promise<SignTask> {
  const task = await taskInScope(deps.db, actor, id);
  assertTransition(task.status, 'edit');
  const now = deps.now();
  let deadline: string | null = task.deadline;
  if (body.deadline !== undefined) {
    deadline = body.deadline === null ? null : new Date(body.deadline).toISOString();
    if (deadline && deadline <= now.toISOString()) throw new DomainError('validation', 'signTask.notInFuture', { field: 'deadline' });
  }

  const documents = await documentRowsOf(deps.db, id);
  const templates: TemplateForSigning[] = [];
  for (const doc of documents) templates.push((await loadTemplateForSigning(deps.db, doc.template_id))!);
  assertKnownKeys(templates, body.values);
  const [employee] = await loadEmployeesForSigning(deps.db, [task.employee_id]);
  const company = await deps.db
    .selectFrom('companies')
    .select(['name', 'credit_code'])
    .where('id', '=', task.company_id)
    .executeTakeFirstOrThrow();
  const fill = await documentFiller(deps);
  // A value that does not fit is a 422 naming it, as on the new-signing form.
  const filled = await fillDocuments({
    templates,
    values: body.values,
    defaults: sourceDefaults(employee, { name: company.name, creditCode: company.credit_code }, now),
    fill,
  });
  const versions = await storePdfs(deps.signing.documentStore, filled.pdfs);

  const at = deps.now().toISOString();
  await deps.db.transaction().execute(async (trx) => {
    // Still a draft: a send racing this edit wins or loses whole.
    await moveTask(trx, {
      taskId: id,
      transition: 'edit',
      to: 'draft',
      changes: { field_values: JSON.stringify(filled.filled), deadline },
      at,
    });
    // The filled version is replaced, not added to: no one outside has seen a draft, and the
    // audit chain keeps both hashes (`created` and `edited`).
    for (const [i, doc] of documents.entries()) {
      await trx
        .updateTable('sign_document_versions')
        .set({ sha256: versions[i].sha256, size: versions[i].size, created_at: at })
        .where('document_id', '=', doc.id)
        .where('stage', '=', 'filled')
        .execute();
    }
    await appendSignEvent(trx, {
      taskId: id,
      action: 'edited',
      actor: accountActor(actor),
      at,
      client,
      documentSha256: versions.map((v) => v.sha256),
    });
  });
  const [saved] = await toSignTasks(deps.db, [await taskInScope(deps.db, actor, id)]);
  return saved;
}
