/**
 * Creates a company's API key: the account it acts through (a service account with the key's
 * role, company and department) and the key's row, in one transaction with the audit event.
 * Administrators name the company; company users make keys for their own. The key is shown once.
 */
import { randomInt } from 'node:crypto';
import type { ApiKeyCreateBody, ApiKeyCreated } from '../../../common/api/api-keys';
import type { Db } from '../../db/open';
import { randomToken, sha256 } from '../../lib/tokens';
import { appendAuditEvent } from '../audit/append-audit-event';
import { NEW_ACCOUNT_PROFILE } from '../accounts/account-rows';
import type { ClientInfo, Deps } from '../deps';
import { DomainError } from '../errors';
import { departmentOfCompany } from '../organisation/departments/department-rows';
import { forbidden, isAdmin, type Actor } from '../scope';
import { ROLE_TYPES } from './key-rows';

const PREFIX_CHARACTERS = 'abcdefghijklmnopqrstuvwxyz0123456789';
const PREFIX_LENGTH = 8;
/** Not a scrypt hash: no password ever matches it (and login skips service accounts anyway). */
const NO_PASSWORD = '!api-key';

/** `esk_` and 8 random characters: shown in lists to tell keys apart, so not part of the secret's strength. */
function newPrefix(): string {
  let prefix = 'esk_';
  for (let i = 0; i < PREFIX_LENGTH; i++) prefix += PREFIX_CHARACTERS[randomInt(PREFIX_CHARACTERS.length)];
  return prefix;
}

/** The key's company: the one an administrator names, a company user's own (naming another is refused). */
function companyOf(actor: Actor, companyId: number | undefined): number {
  if (isAdmin(actor)) {
    if (companyId === undefined) throw new DomainError('validation', 'validation.required', { field: 'companyId' });
    return companyId;
  }
  if (companyId !== undefined && companyId !== actor.relation_id) throw forbidden();
  return actor.relation_id;
}

async function departmentOf(db: Db, companyId: number, body: ApiKeyCreateBody): Promise<number | null> {
  if (body.role !== 'department') {
    if (body.departmentId !== undefined) throw new DomainError('validation', 'apiKey.departmentNotTaken', { field: 'departmentId' });
    return null;
  }
  if (body.departmentId === undefined) throw new DomainError('validation', 'validation.required', { field: 'departmentId' });
  if (!(await departmentOfCompany(db, companyId, body.departmentId))) {
    throw new DomainError('validation', 'apiKey.departmentUnknown', { field: 'departmentId' });
  }
  return body.departmentId;
}

export async function createApiKey(
  deps: Pick<Deps, 'db' | 'now'>,
  { actor, body, client }: { actor: Actor & { name: string }; body: ApiKeyCreateBody; client: ClientInfo },
): Promise<ApiKeyCreated> {
  const companyId = companyOf(actor, body.companyId);
  const now = deps.now();
  const at = now.toISOString();
  const expiresAt = body.expiresAt ? new Date(body.expiresAt).toISOString() : null;
  if (expiresAt !== null && expiresAt <= at) throw new DomainError('validation', 'apiKey.expiryPast', { field: 'expiresAt' });
  const prefix = newPrefix();
  // 32 random bytes: nothing to guess from a dictionary, so SHA-256 is enough (no slow hash),
  // and finding a key by its hash costs each call one indexed lookup.
  const secret = `${prefix}_${randomToken()}`;
  const id = await deps.db.transaction().execute(async (trx) => {
    const company = await trx.selectFrom('companies').select('id').where('id', '=', companyId).executeTakeFirst();
    if (!company) throw new DomainError('validation', 'apiKey.companyUnknown', { field: 'companyId' });
    const departmentId = await departmentOf(trx, companyId, body);
    const account = await trx
      .insertInto('accounts')
      .values({
        username: `api-key:${prefix}`,
        password_hash: NO_PASSWORD,
        password_strength: 0,
        password_changed_at: at,
        name: body.name,
        avatar: '',
        type: ROLE_TYPES[body.role],
        company_id: companyId,
        department_id: departmentId,
        mobile: null,
        email: '',
        status: 'enabled',
        last_login_at: null,
        ...NEW_ACCOUNT_PROFILE,
        service_account: 1,
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const key = await trx
      .insertInto('api_keys')
      .values({
        account_id: account.id,
        company_id: companyId,
        department_id: departmentId,
        role: body.role,
        name: body.name,
        prefix,
        secret_hash: sha256(secret),
        expires_at: expiresAt,
        created_by: actor.id,
        created_at: at,
        revoked_at: null,
        revoked_by: null,
        last_used_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await appendAuditEvent(
      trx,
      {
        companyId,
        actor,
        action: 'apiKeys.create',
        details: { apiKeyId: key.id, name: body.name, role: body.role, prefix, departmentId, expiresAt, accountId: account.id },
        client,
      },
      now,
    );
    return key.id;
  });
  return { id, prefix, secret };
}
