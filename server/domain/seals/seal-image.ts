/** A seal's PNG, for those who manage the company's seals. */
import type { Deps } from '../deps';
import type { Actor } from '../scope';
import { sealInScope } from './seal-rows';

export async function sealImage(deps: Pick<Deps, 'db'>, actor: Actor, id: number): Promise<Buffer> {
  await sealInScope(deps.db, actor, id);
  const row = await deps.db.selectFrom('seals').select('png').where('id', '=', id).executeTakeFirstOrThrow();
  return Buffer.from(row.png);
}
