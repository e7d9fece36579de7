/**
 * What managing back-office accounts checks (create-account.ts, update-account.ts,
 * reset-account-password.ts). Admins manage every account; a company user manages the accounts of
 * its own company (never an admin) and creates department users and operators only, nor makes an
 * account anything else. Nobody disables or resets themselves, nor changes their own role or company.
 */
import { UserType } from '../../../common/api/accounts';
import { canManageAccount } from '../../../common/access';
import type { Db } from '../../db/open';
import { isUniqueViolation } from '../../lib/sql';
import type { AccountRow } from '../auth/sessions';
import { DomainError } from '../errors';
import { departmentOfCompany } from '../organisation/departments/department-rows';
import { type Actor, forbidden } from '../scope';

/** A person's account: those of API keys change only with their keys (domain/api-keys). */
export async function loadAccount(db: Db, id: number): Promise<AccountRow> {
  const row = await db.selectFrom('accounts').selectAll().where('id', '=', id).where('service_account', '=', 0).executeTakeFirst();
  if (!row) throw new DomainError('not_found', 'account.notFound');
  return row;
}

/**
 * The target account must be one the actor manages (common/access.ts, canManageAccount), or the
 * actor's own (whose disabling and reset the callers refuse with their own message).
 */
export function assertManages(actor: Actor, target: AccountRow) {
  if (target.id === actor.id) return;
  if (!canManageAccount(actor, { type: target.type as UserType, relation_id: target.company_id ?? 0 })) throw forbidden();
}

export async function assertMobileFree(db: Db, mobile: string, exceptId?: number) {
  let query = db.selectFrom('accounts').select('id').where('mobile', '=', mobile);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  if (await query.executeTakeFirst()) throw new DomainError('conflict', 'account.mobileTaken', { field: 'mobile' });
}

export function uniqueConflict(error: unknown): never {
  if (isUniqueViolation(error)) {
    const message = String((error as Error).message);
    if (message.includes('mobile')) throw new DomainError('conflict', 'account.mobileTaken', { field: 'mobile' });
    throw new DomainError('conflict', 'account.usernameTaken', { field: 'username' });
  }
  throw error;
}

/** The company of an account of `type`: none for admins (relation 0), an existing one for the others. */
export async function resolveCompany(db: Db, type: UserType, relationId: number): Promise<number | null> {
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
export async function resolveDepartment(
  db: Db,
  { type, companyId, department }: { type: UserType; companyId: number | null; department: number | null | undefined },
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
