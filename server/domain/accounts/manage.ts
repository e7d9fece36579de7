/**
 * Managing back-office accounts (POST /api/users, PATCH /api/users/:id, reset password).
 * Admins manage every account; a company user manages the accounts of its own company (never
 * an admin) and creates department users and operators only, nor makes an account anything else.
 * Nobody disables or resets themselves, nor changes their own role or company. Disabling an
 * account or resetting its password ends its sessions. A password an administrator sets (the
 * first one, a reset) must be changed by the account's owner before anything else.
 */
import { randomInt } from 'node:crypto';
import { UserType, type Account } from '../../../common/api';
import type { z } from 'zod';
import type { PasswordResetResult } from '../../../common/api/organisation';
import type { AccountCreateBody, AccountUpdateBody } from '../../../common/contract/accounts';
import type { Db } from '../../db/open';
import { canManageAccount } from '../../../common/access';
import { toAccount } from './list';
import type { Deps } from '../deps';
import { departmentOfCompany } from '../organisation/departments';
import { DomainError } from '../errors';
import { hashPassword, passwordScore } from '../auth/password';
import type { AccountRow } from '../auth/sessions';
import { type Actor, forbidden, scopeOf } from '../scope';
import { isUniqueViolation } from '../../lib/sql';

/** A person's account: those of API keys change only with their keys (domain/api-keys). */
async function loadAccount(db: Db, id: number): Promise<AccountRow> {
  const row = await db.selectFrom('accounts').selectAll().where('id', '=', id).where('service_account', '=', 0).executeTakeFirst();
  if (!row) throw new DomainError('not_found', 'account.notFound');
  return row;
}

/**
 * The target account must be one the actor manages (common/access.ts, canManageAccount), or the
 * actor's own (whose disabling and reset the callers refuse with their own message).
 */
function assertManages(actor: Actor, target: AccountRow) {
  if (target.id === actor.id) return;
  if (!canManageAccount(actor, { type: target.type as UserType, relation_id: target.company_id ?? 0 })) throw forbidden();
}

async function assertUsernameFree(db: Db, username: string) {
  const row = await db.selectFrom('accounts').select('id').where('username', '=', username).executeTakeFirst();
  if (row) throw new DomainError('conflict', 'account.usernameTaken', { field: 'username' });
}

async function assertMobileFree(db: Db, mobile: string, exceptId?: number) {
  let query = db.selectFrom('accounts').select('id').where('mobile', '=', mobile);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  if (await query.executeTakeFirst()) throw new DomainError('conflict', 'account.mobileTaken', { field: 'mobile' });
}

function uniqueConflict(error: unknown): never {
  if (isUniqueViolation(error)) {
    const message = String((error as Error).message);
    if (message.includes('mobile')) throw new DomainError('conflict', 'account.mobileTaken', { field: 'mobile' });
    throw new DomainError('conflict', 'account.usernameTaken', { field: 'username' });
  }
  throw error;
}

/** The company of an account of `type`: none for admins (relation 0), an existing one for the others. */
async function resolveCompany(db: Db, type: UserType, relationId: number): Promise<number | null> {
  if (type === UserType.ADMIN) {
    if (relationId) throw new DomainError('validation', 'account.companyNotAllowed', { field: 'relation_id' });
    return null;
  }
  if (!relationId) throw new DomainError('validation', 'validation.required', { field: 'relation_id' });
  const company = await db.selectFrom('companies').select('id').where('id', '=', relationId).executeTakeFirst();
  if (!company) throw new DomainError('validation', 'company.notFound', { field: 'relation_id' });
  return company.id;
}

/** Checks the department of a department user (required, in the company) or its absence for others. */
async function resolveDepartment(
  db: Db,
  type: UserType,
  companyId: number | null,
  department: number | null | undefined,
): Promise<number | null> {
  if (type !== UserType.DEPARTMENT) {
    if (department !== undefined && department !== null) {
      throw new DomainError('validation', 'account.departmentNotAllowed', { field: 'department' });
    }
    return null;
  }
  if (department === undefined || department === null) throw new DomainError('validation', 'validation.required', { field: 'department' });
  if (companyId === null || !(await departmentOfCompany(db, companyId, department))) {
    throw new DomainError('validation', 'department.notInCompany', { field: 'department' });
  }
  return department;
}

/** Profile, notification and security settings every new account starts with. */
export const NEW_ACCOUNT_PROFILE = {
  signature: '',
  country: 'CN',
  province: '',
  city: '',
  address: '',
  phone: '',
  notify_user_message: 1,
  notify_system_message: 1,
  notify_todo: 1,
  security_question: null,
  backup_email: '',
  mfa_enabled: 0,
} as const;

export async function createAccount(
  deps: Pick<Deps, 'db' | 'now'>,
  actor: Actor,
  body: z.output<typeof AccountCreateBody>,
): Promise<Account> {
  const scope = scopeOf(actor);
  if (scope.kind !== 'all') {
    // Company users add department users and operators to their own company only (the default).
    if (body.type !== UserType.DEPARTMENT && body.type !== UserType.OPERATOR) throw forbidden();
    if (!body.relation_id) body = { ...body, relation_id: scope.companyId };
    if (body.relation_id !== scope.companyId) throw forbidden();
  }
  const hash = await hashPassword(body.password);
  const at = deps.now().toISOString();
  return deps.db
    .transaction()
    .execute(async (trx) => {
      const companyId = await resolveCompany(trx, body.type, body.relation_id);
      const departmentId = await resolveDepartment(trx, body.type, companyId, body.department);
      await assertUsernameFree(trx, body.username);
      const mobile = body.mobile ? body.mobile : null;
      if (mobile) await assertMobileFree(trx, mobile);
      const row = await trx
        .insertInto('accounts')
        .values({
          username: body.username,
          password_hash: hash,
          password_strength: passwordScore(body.password),
          password_changed_at: at,
          name: body.name,
          avatar: '',
          type: body.type,
          company_id: companyId,
          department_id: departmentId,
          mobile,
          email: body.email ?? '',
          status: 'enabled',
          last_login_at: null,
          ...NEW_ACCOUNT_PROFILE,
          // Whoever created the account knows its first password.
          must_change_password: 1,
          created_at: at,
          updated_at: at,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toAccount(row);
    })
    .catch(uniqueConflict);
}

export async function updateAccount(
  deps: Pick<Deps, 'db' | 'now'>,
  actor: Actor,
  id: number,
  changes: z.output<typeof AccountUpdateBody>,
): Promise<Account> {
  return deps.db
    .transaction()
    .execute(async (trx) => {
      const target = await loadAccount(trx, id);
      assertManages(actor, target);
      const own = target.id === actor.id;
      if (changes.status === 'disabled' && own) throw forbidden('account.disableSelf');

      const type = (changes.type ?? target.type) as UserType;
      const relationId = changes.relation_id ?? (type === UserType.ADMIN ? 0 : (target.company_id ?? 0));
      const roleChanged = type !== target.type || relationId !== (target.company_id ?? 0);
      let companyId = target.company_id;
      if (roleChanged) {
        if (own) throw new DomainError('forbidden', 'account.roleSelf');
        // What the account becomes must still be the actor's to manage (a company user's operator stays one of its company).
        if (!canManageAccount(actor, { type, relation_id: relationId })) throw forbidden();
        companyId = await resolveCompany(trx, type, relationId);
      }
      // As given; else, on a change of role or company, kept only by a department user that stays in its company.
      let department = changes.department;
      if (department === undefined && roleChanged) {
        department = type === UserType.DEPARTMENT && companyId === target.company_id ? target.department_id : null;
      }
      const departmentId = department === undefined ? undefined : await resolveDepartment(trx, type, companyId, department);
      const mobile = changes.mobile === undefined ? undefined : changes.mobile === '' ? null : changes.mobile;
      if (mobile) await assertMobileFree(trx, mobile, id);
      const row = await trx
        .updateTable('accounts')
        .set({
          name: changes.name,
          type: roleChanged ? type : undefined,
          company_id: roleChanged ? companyId : undefined,
          department_id: departmentId,
          mobile,
          email: changes.email,
          status: changes.status,
          updated_at: deps.now().toISOString(),
        })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
      if (changes.status === 'disabled') await trx.deleteFrom('sessions').where('account_id', '=', id).execute();
      return toAccount(row);
    })
    .catch(uniqueConflict);
}

const LOWER = 'abcdefghijkmnpqrstuvwxyz';
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';
const SYMBOLS = '!@#$%^&*-_=+?';

/** 16 random characters with every class (no look-alikes such as l/1, O/0): strength 4 of 4. */
export function randomStrongPassword(length = 16): string {
  const all = LOWER + UPPER + DIGITS + SYMBOLS;
  const pick = (set: string) => set[randomInt(set.length)];
  const chars = [pick(LOWER), pick(UPPER), pick(DIGITS), pick(SYMBOLS)];
  while (chars.length < length) chars.push(pick(all));
  for (let i = chars.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j], chars[i]];
  }
  return chars.join('');
}

/**
 * Sets a new random password (shown once in the answer), which its owner must change at the next
 * login, and ends the account's sessions.
 */
export async function resetAccountPassword(deps: Pick<Deps, 'db' | 'now'>, actor: Actor, id: number): Promise<PasswordResetResult> {
  const target = await loadAccount(deps.db, id);
  assertManages(actor, target);
  if (target.id === actor.id) throw forbidden('account.resetSelf');
  const password = randomStrongPassword();
  const hash = await hashPassword(password);
  const at = deps.now().toISOString();
  await deps.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('accounts')
      .set({
        password_hash: hash,
        password_strength: passwordScore(password),
        password_changed_at: at,
        must_change_password: 1,
        updated_at: at,
      })
      .where('id', '=', id)
      .execute();
    await trx.deleteFrom('sessions').where('account_id', '=', id).execute();
  });
  return { password };
}
