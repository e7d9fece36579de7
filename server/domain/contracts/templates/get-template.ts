/** One template, for an actor who may read it. */
import type { ContractTemplate } from '../../../../common/api/contracts';
import type { Deps } from '../../deps';
import type { Actor } from '../../scope';
import { readableTemplate, toTemplate } from './template-rows';

export async function getTemplate(deps: Pick<Deps, 'db'>, actor: Actor, id: number): Promise<ContractTemplate> {
  return toTemplate(deps.db, await readableTemplate(deps.db, actor, id));
}
