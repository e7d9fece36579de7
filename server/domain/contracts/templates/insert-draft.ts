/** A new template row: an uploaded PDF stored as a draft (a new template, or a new version of one). */
import type { ContractKind } from '../../../../common/api/contracts';
import type { Db } from '../../../db/open';
import type { PdfInfo } from '../../../pdf';

export interface Draft {
  kind: ContractKind;
  companyId: number | null;
  name: string;
  code: string;
  version: number;
  sealKind?: string;
  crossPageSeal?: boolean;
  file: Uint8Array;
  /** What checkUpload read from the file. */
  info: PdfInfo;
  createdBy: number;
  at: string;
}

/** Stores an uploaded PDF as a new draft template; answers its id. */
export async function insertDraft(trx: Db, draft: Draft): Promise<number> {
  const { info } = draft;
  const row = await trx
    .insertInto('contract_templates')
    .values({
      kind: draft.kind,
      company_id: draft.companyId,
      name: draft.name,
      code: draft.code,
      version: draft.version,
      status: 'draft',
      page_count: info.pageCount,
      page_sizes: JSON.stringify(info.pages),
      pdf: Buffer.from(draft.file),
      file_size: info.size,
      file_sha256: info.sha256,
      ...(draft.sealKind !== undefined ? { seal_kind: draft.sealKind } : {}),
      ...(draft.crossPageSeal !== undefined ? { cross_page_seal: draft.crossPageSeal ? 1 : 0 } : {}),
      created_by: draft.createdBy,
      created_at: draft.at,
      updated_at: draft.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
