/**
 * Whether the demo accounts are still in use: the administrator `admin` enabled and still
 * answering to the published seed password. The login page names them only then. One password
 * check a minute at most per database.
 */
import type { Db } from '../../db/open';
import { SEED_PASSWORD } from '../../db/seed/accounts';
import type { Deps } from '../deps';
import { verifyPassword } from './password';

const CHECK_EVERY_MS = 60_000;
const checked = new WeakMap<Db, { at: number; active: Promise<boolean> }>();

export function demoAccountsActive(deps: Pick<Deps, 'db' | 'now'>): Promise<boolean> {
  const now = deps.now().getTime();
  const last = checked.get(deps.db);
  if (last && now - last.at < CHECK_EVERY_MS) return last.active;
  const active = deps.db
    .selectFrom('accounts')
    .select('password_hash')
    .where('username', '=', 'admin')
    .where('status', '=', 'enabled')
    .executeTakeFirst()
    .then((admin) => (admin ? verifyPassword(SEED_PASSWORD, admin.password_hash) : false));
  checked.set(deps.db, { at: now, active });
  return active;
}
