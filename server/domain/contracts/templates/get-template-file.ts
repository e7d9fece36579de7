/** The stored PDF of a template, for an actor who may read it (download, and the field editor's pages). */
import type { ContractTemplate, PageSize } from '../../../../common/api/contracts';
import type { Deps } from '../../deps';
import type { Actor } from '../../scope';
import { readableTemplate, templatePdf } from './template-rows';

export interface TemplateFile {
  bytes: Uint8Array;
  /** A file name for downloads: code-vN.pdf. */
  fileName: string;
  template: Pick<ContractTemplate, 'id' | 'name' | 'code' | 'version' | 'companyId'> & { pages: PageSize[]; pageCount: number };
}

export async function getTemplateFile(deps: Pick<Deps, 'db'>, actor: Actor, id: number): Promise<TemplateFile> {
  const row = await readableTemplate(deps.db, actor, id);
  return {
    bytes: await templatePdf(deps.db, id),
    fileName: `${row.code}-v${row.version}.pdf`,
    template: {
      id: row.id,
      name: row.name,
      code: row.code,
      version: row.version,
      companyId: row.company_id,
      pages: JSON.parse(row.page_sizes) as PageSize[],
      pageCount: row.page_count,
    },
  };
}
