/** Changes a back-office account (PATCH /api/users/:id). Disabling an account ends its sessions. */
import type { z } from 'zod';
import { UserType, type Account } from '../../../common/api/accounts';
import { canManageAccount } from '../../../common/access';
import type { AccountUpdateBody } from '../../../common/contract/accounts';
import type { Deps } from '../deps';
import { DomainError } from '../errors';
import { type Actor, forbidden } from '../scope';
import { assertManages, assertMobileFree, loadAccount, resolveCompany, resolveDepartment, uniqueConflict } from './account-checks';
import { toAccount } from './account-rows';

export async function updateAccount(
  deps: Pick<Deps, 'db' | 'now'>,
  { actor, id, changes }: { actor: Actor; id: number; changes: z.output<typeof AccountUpdateBody> },
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
      const departmentId = department === undefined ? undefined : await resolveDepartment(trx, { type, companyId, department });
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
