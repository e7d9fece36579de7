/** A new template from an uploaded PDF (checked by content), stored as a draft. */
import type { ContractKind, ContractTemplate } from '../../../../common/api/contracts';
import type { Deps } from '../../deps';
import { resolveOwner, type Actor } from '../../scope';
import { whenTaken } from '../../unique-violation';
import { checkUpload } from './check-upload';
import { insertDraft } from './insert-draft';
import { assertCodeFree, codeTaken, nextVersion } from './template-code';
import { templateById } from './template-rows';

export interface NewTemplate {
  kind: ContractKind;
  name: string;
  code: string;
  /** undefined: the next version of the code for this owner and kind (1 for a new code). */
  version?: number;
  /** undefined: the caller's company (company users) or shared (admins). */
  companyId?: number | null;
  crossPageSeal?: boolean;
  file: Uint8Array;
}

export async function createTemplate(deps: Pick<Deps, 'db' | 'now'>, actor: Actor, input: NewTemplate): Promise<ContractTemplate> {
  const { db } = deps;
  const owner = await resolveOwner(db, actor, input.companyId);
  const info = await checkUpload(input.file);
  const at = deps.now().toISOString();
  const code = { owner, kind: input.kind, code: input.code };
  let version = input.version ?? 1;
  const id = await db
    .transaction()
    .execute(async (trx) => {
      version = input.version ?? (await nextVersion(trx, code));
      await assertCodeFree(trx, { ...code, version });
      const { kind, name, crossPageSeal, file } = input;
      return insertDraft(trx, {
        kind,
        companyId: owner,
        name,
        code: input.code,
        version,
        crossPageSeal,
        file,
        info,
        createdBy: actor.id,
        at,
      });
    })
    .catch(whenTaken(() => codeTaken(input.code, version)));
  return templateById(db, id);
}
