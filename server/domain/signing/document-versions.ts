/**
 * The stored versions of a sign task's documents: each PDF kept by SHA-256 in the document store
 * before the transaction that refers to it commits, and a row per stage naming that hash.
 */
import type { SignDocumentStage } from '../../../common/api/signing';
import type { Db } from '../../db/open';
import type { DocumentStore, StoredDocument } from '../../storage/document-store';

/** Stores each PDF (written and synced to disk before this returns). */
export async function storePdfs(store: DocumentStore, pdfs: readonly Uint8Array[]): Promise<StoredDocument[]> {
  const stored: StoredDocument[] = [];
  for (const pdf of pdfs) stored.push(await store.put(pdf));
  return stored;
}

/** Records a stage's version of each document of a task (inside the transition's transaction). */
export async function insertVersions(
  db: Db,
  {
    documentIds,
    stage,
    versions,
    at,
    renewBy = null,
  }: { documentIds: readonly number[]; stage: SignDocumentStage; versions: readonly StoredDocument[]; at: string; renewBy?: string | null },
): Promise<void> {
  for (let i = 0; i < documentIds.length; i++) {
    await db
      .insertInto('sign_document_versions')
      .values({ document_id: documentIds[i], stage, sha256: versions[i].sha256, size: versions[i].size, created_at: at, renew_by: renewBy })
      .execute();
  }
}

/** The newest stored version of each document of a task, in document order. */
export async function currentVersions(
  db: Db,
  taskId: number,
): Promise<{ documentId: number; templateId: number; stage: SignDocumentStage; sha256: string }[]> {
  const rows = await db
    .selectFrom('sign_task_templates as st')
    .innerJoin('sign_document_versions as v', 'v.document_id', 'st.id')
    .select(['st.id', 'st.template_id', 'st.position', 'v.stage', 'v.sha256', 'v.id as version_id'])
    .where('st.task_id', '=', taskId)
    .orderBy('st.position')
    .orderBy('v.id')
    .execute();
  const latest = new Map<number, (typeof rows)[number]>();
  for (const row of rows) latest.set(row.id, row);
  return [...latest.values()].map((r) => ({
    documentId: r.id,
    templateId: r.template_id,
    stage: r.stage as SignDocumentStage,
    sha256: r.sha256,
  }));
}

/** The bytes of a stored version; a missing file is a server fault, never a client's. */
export async function readStored(store: DocumentStore, sha256: string): Promise<Uint8Array> {
  const bytes = await store.get(sha256);
  if (!bytes) throw new Error(`document ${sha256} is missing from the store`);
  return bytes;
}
