/**
 * The caller's picture: a PNG or JPEG of sane dimensions (the browser makes it square and small),
 * stored as a plain PNG made anew from its pixels (uploaded-images.ts), apart from the account
 * row. The account's `avatar` is then its URL with a content version, so a new picture is never
 * hidden by a cached old one.
 */
import { createHash } from 'node:crypto';
import type { AccountProfile } from '../../../common/api';
import type { Deps } from '../deps';
import { DomainError } from '../errors';
import type { Actor } from '../scope';
import { AVATAR_IMAGE, normaliseUpload } from '../uploaded-images';
import { getProfile } from './my-account';

const avatarUrl = (accountId: number, png: Buffer) =>
  `/api/avatars/${accountId}?v=${createHash('sha256').update(png).digest('hex').slice(0, 12)}`;

export async function saveAvatar(deps: Pick<Deps, 'db' | 'now'>, actor: Actor, file: Buffer): Promise<AccountProfile> {
  const png = Buffer.from((await normaliseUpload(file, 'file', AVATAR_IMAGE)).png);
  const at = deps.now().toISOString();
  await deps.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('account_avatars')
      .values({ account_id: actor.id, png, updated_at: at })
      .onConflict((oc) => oc.column('account_id').doUpdateSet({ png, updated_at: at }))
      .execute();
    await trx
      .updateTable('accounts')
      .set({ avatar: avatarUrl(actor.id, png), updated_at: at })
      .where('id', '=', actor.id)
      .execute();
  });
  return getProfile(deps, actor);
}

export async function removeAvatar(deps: Pick<Deps, 'db' | 'now'>, actor: Actor): Promise<AccountProfile> {
  await deps.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('account_avatars').where('account_id', '=', actor.id).execute();
    await trx.updateTable('accounts').set({ avatar: '', updated_at: deps.now().toISOString() }).where('id', '=', actor.id).execute();
  });
  return getProfile(deps, actor);
}

/** Any signed-in user may see a colleague's picture (names and pictures show in lists and notices). */
export async function getAvatar(deps: Pick<Deps, 'db'>, accountId: number): Promise<Buffer> {
  const row = await deps.db.selectFrom('account_avatars').select('png').where('account_id', '=', accountId).executeTakeFirst();
  if (!row) throw new DomainError('not_found', 'avatar.notFound');
  return Buffer.from(row.png);
}
