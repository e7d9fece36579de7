/**
 * A task's current PDF for the back office, viewed or downloaded. Only a download (the reader
 * asked to save a copy) of a signed document leaves a `downloaded` event: who took a copy of a
 * contract is part of its history, while drawing it on the task's page (each visit, tab or
 * reload) is not an act worth a record, and would bury the ones that are.
 */
import type { ClientInfo, Deps } from '../deps';
import { DomainError } from '../errors';
import type { Actor } from '../scope';
import { appendSignEvent } from './sign-events';
import { accountActor } from './create-tasks';
import { currentVersions, readStored } from './document-versions';
import { documentRowsOf } from './document-rows';
import { taskInScope } from './task-rows';

/** `view`: shown in the page (nothing recorded); `download`: saved by the reader (recorded once signed). */
export type DocumentUse = 'view' | 'download';

export async function readTaskDocument(
  deps: Pick<Deps, 'db' | 'now' | 'signing'>,
  {
    actor,
    taskId,
    documentId,
    client,
    use,
  }: { actor: Actor & { name?: string }; taskId: number; documentId: number; client: ClientInfo; use: DocumentUse },
): Promise<{ bytes: Uint8Array; fileName: string }> {
  await taskInScope(deps.db, actor, taskId);
  const versions = await currentVersions(deps.db, taskId);
  const version = versions.find((v) => v.documentId === documentId);
  if (!version) throw new DomainError('not_found', 'signTask.documentNotFound');
  const doc = (await documentRowsOf(deps.db, taskId)).find((d) => d.id === documentId)!;
  const bytes = await readStored(deps.signing.documentStore, version.sha256);
  if (use === 'download' && version.stage !== 'filled') {
    await deps.db.transaction().execute((trx) =>
      appendSignEvent(trx, {
        taskId,
        action: 'downloaded',
        actor: accountActor(actor),
        at: deps.now().toISOString(),
        client,
        documentSha256: versions.map((v) => v.sha256),
        detail: { documentId },
      }),
    );
  }
  return { bytes, fileName: `${taskId}-${doc.name}.pdf` };
}
