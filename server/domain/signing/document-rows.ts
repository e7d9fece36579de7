/** The documents of a sign task (one per template, the main one first) and their stored versions. */
import type { SignDocument, SignDocumentStage } from '../../../common/api/signing';
import type { Db } from '../../db/open';

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
