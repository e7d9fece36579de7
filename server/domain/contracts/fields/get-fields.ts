/** The fields of a template the actor may read. */
import type { ContractField } from '../../../../common/api/contracts';
import type { Deps } from '../../deps';
import type { Actor } from '../../scope';
import { readableTemplate } from '../templates/template-rows';
import { fieldsOf } from './field-rows';

export async function getFields(deps: Pick<Deps, 'db'>, actor: Actor, templateId: number): Promise<ContractField[]> {
  await readableTemplate(deps.db, actor, templateId);
  return fieldsOf(deps.db, templateId);
}
