/**
 * The caller's picture: a PNG or JPEG of sane dimensions (the browser makes it square and small),
 * stored as a plain PNG made anew from its pixels (uploaded-images.ts), apart from the account
 * row. The account's `avatar` is then its URL with a content version, so a new picture is never
 * hidden by a cached old one.
 */
import { createHash } from 'node:crypto';
import type { AccountProfile } from '../../../common/api/accounts';
import type { Deps } from '../deps';
import type { Actor } from '../scope';
import { AVATAR_IMAGE, normaliseUpload } from '../uploaded-images';
import { getProfile } from './get-profile';

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
