/**
 * The caller behind `Authorization: Bearer <key>`: the account the key acts through. A key that
 * is unknown, revoked or expired (or whose account is disabled) is refused with 401; a suspended
 * company's keys with 403. Read like a session (its SHA-256, through the session cache).
 */
import type { Deps } from '../deps';
import type { AccountRow } from '../auth/sessions';
import { readThrough } from '../../lib/marked-cache';
import { sha256 } from '../../lib/tokens';
import { DomainError } from '../errors';
import { statusOf } from './key-rows';

export interface KeyCaller {
  keyId: number;
  account: AccountRow;
}

function keyQuery(deps: Pick<Deps, 'db'>, secretHash: string) {
  return deps.db
    .selectFrom('api_keys as k')
    .innerJoin('accounts as a', 'a.id', 'k.account_id')
    .innerJoin('companies as c', 'c.id', 'k.company_id')
    .selectAll('a')
    .select(['k.id as key_id', 'k.revoked_at as key_revoked_at', 'k.expires_at as key_expires_at', 'c.status as company_status'])
    .where('k.secret_hash', '=', secretHash)
    .executeTakeFirst();
}

export async function resolveApiKey(deps: Pick<Deps, 'db' | 'now' | 'sessionCache'>, secret: string): Promise<KeyCaller> {
  const hash = sha256(secret);
  const row = await readThrough(deps.sessionCache, `api-key:${hash}`, () => keyQuery(deps, hash));
  if (!row) throw new DomainError('unauthenticated', 'apiKey.invalid');
  const { key_id, key_revoked_at, key_expires_at, company_status, ...account } = row;
  const status = statusOf({ revoked_at: key_revoked_at, expires_at: key_expires_at }, deps.now().toISOString());
  if (status !== 'active' || account.status !== 'enabled') throw new DomainError('unauthenticated', 'apiKey.invalid');
  if (company_status === 'suspended') throw new DomainError('forbidden', 'login.companySuspended');
  return { keyId: key_id, account };
}
