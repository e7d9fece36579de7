/** Any signed-in user may see a colleague's picture (names and pictures show in lists and notices). */
import type { Deps } from '../deps';
import { DomainError } from '../errors';

export async function getAvatar(deps: Pick<Deps, 'db'>, accountId: number): Promise<Buffer> {
  const row = await deps.db.selectFrom('account_avatars').select('png').where('account_id', '=', accountId).executeTakeFirst();
  if (!row) throw new DomainError('not_found', 'avatar.notFound');
  return Buffer.from(row.png);
}
