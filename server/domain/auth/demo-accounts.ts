/**
 * The demo accounts still in use: those of the five roles (docs/product.md, "Demo data") that are
 * enabled and still answer to the published seed password. The login page lists them, and names
 * `admin` in its failure hint, only then. Checked at most once a minute per database.
 */
import type { DemoAccounts, UserType } from '../../../common/api/accounts';
import type { Db } from '../../db/open';
import { SEED_PASSWORD } from '../../db/seed/accounts';
import type { Deps } from '../deps';
import { verifyPassword } from './password';

/** One demo account per role, in role order. */
const DEMO_USERNAMES = ['admin', 'user', 'company', 'department', 'operator'];

const CHECK_EVERY_MS = 60_000;
const checked = new WeakMap<Db, { at: number; answer: Promise<DemoAccounts> }>();

async function readDemoAccounts(db: Db): Promise<DemoAccounts> {
  const rows = await db
    .selectFrom('accounts')
    .select(['username', 'type', 'password_hash'])
    .where('username', 'in', DEMO_USERNAMES)
    .where('status', '=', 'enabled')
    .execute();
  const usable = await Promise.all(rows.map((row) => verifyPassword(SEED_PASSWORD, row.password_hash)));
  const accounts = rows
    .filter((_, i) => usable[i])
    .sort((a, b) => DEMO_USERNAMES.indexOf(a.username) - DEMO_USERNAMES.indexOf(b.username))
    .map((row) => ({ username: row.username, password: SEED_PASSWORD, type: row.type as UserType }));
  return { demoAccounts: accounts.some((account) => account.username === 'admin'), accounts };
}

export function demoAccounts(deps: Pick<Deps, 'db' | 'now'>): Promise<DemoAccounts> {
  const now = deps.now().getTime();
  const last = checked.get(deps.db);
  if (last && now - last.at < CHECK_EVERY_MS) return last.answer;
  const answer = readDemoAccounts(deps.db);
  checked.set(deps.db, { at: now, answer });
  return answer;
}
