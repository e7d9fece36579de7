/**
 * Adds a back-office account (POST /api/users). A password an administrator sets must be changed
 * by the account's owner before anything else.
 */
import type { z } from 'zod';
import { UserType, type Account } from '../../../common/api/accounts';
import type { AccountCreateBody } from '../../../common/contract/accounts';
import type { Db } from '../../db/open';
import { hashPassword, passwordScore } from '../auth/password';
import type { Deps } from '../deps';
import { DomainError } from '../errors';
import { type Actor, forbidden, scopeOf } from '../scope';
import { assertMobileFree, resolveCompany, resolveDepartment, uniqueConflict } from './account-checks';
import { NEW_ACCOUNT_PROFILE, toAccount } from './account-rows';

async function assertUsernameFree(db: Db, username: string) {
  const row = await db.selectFrom('accounts').select('id').where('username', '=', username).executeTakeFirst();
  if (row) throw new DomainError('conflict', 'account.usernameTaken', { field: 'username' });
}

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
      const departmentId = await resolveDepartment(trx, { type: body.type, companyId, department: body.department });
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
