/** A task's .zip: the current PDF of each document and the evidence report. */
import { zipSync } from 'fflate';
import type { Locale } from '../../i18n';
import type { ClientInfo, Deps } from '../deps';
import type { Actor } from '../scope';
import { appendSignEvent, type EventActor } from './sign-events';
import { accountActor } from './create-tasks';
import { currentVersions, readStored } from './document-versions';
import { evidenceOf } from './evidence';
import { documentRowsOf } from './document-rows';
import { taskInScope, type TaskRow } from './task-rows';

export async function taskArchive(
  deps: Pick<Deps, 'db' | 'now' | 'signing'>,
  { actor, id, locale, client }: { actor: Actor & { name?: string }; id: number; locale: Locale; client: ClientInfo },
): Promise<{ bytes: Uint8Array; fileName: string }> {
  return archiveOf(deps, { task: await taskInScope(deps.db, actor, id), locale, actor: accountActor(actor), client });
}

/** The .zip of `task`, its download recorded as `actor`'s; the caller has checked the task is theirs. */
export async function archiveOf(
  deps: Pick<Deps, 'db' | 'now' | 'signing'>,
  { task, locale, actor, client }: { task: TaskRow; locale: Locale; actor: EventActor; client: ClientInfo },
): Promise<{ bytes: Uint8Array; fileName: string }> {
  const id = task.id;
  const [versions, documents] = await Promise.all([currentVersions(deps.db, id), documentRowsOf(deps.db, id)]);
  const files: Record<string, Uint8Array> = {};
  for (const [i, version] of versions.entries()) {
    const name = documents.find((d) => d.id === version.documentId)!.name.replace(/[\\/:*?"<>|]/g, '_');
    files[`${i + 1}-${name}.pdf`] = await readStored(deps.signing.documentStore, version.sha256);
  }
  const report = await evidenceOf(deps, task, locale);
  files[report.fileName] = report.bytes;
  await deps.db.transaction().execute((trx) =>
    appendSignEvent(trx, {
      taskId: id,
      action: 'downloaded',
      actor,
      at: deps.now().toISOString(),
      client,
      documentSha256: versions.map((v) => v.sha256),
      detail: { archive: 1 },
    }),
  );
  // PDFs are compressed already: stored, not deflated again.
  return { bytes: zipSync(files, { level: 0 }), fileName: `sign-task-${id}.zip` };
}
