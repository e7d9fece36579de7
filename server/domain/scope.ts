/**
 * The one home of data scope and ownership on the server. Routes check permissions (which role
 * may call; routes/support/authorize.ts); the domain checks scope here (which rows). A record or
 * a filter outside the caller's scope is refused (403), never silently narrowed.
 */
import { accessOf, canReadOwned, canWriteOwned } from '../../common/access';
import { UserType, type CurrentUser } from '../../common/api/accounts';
import type { Db } from '../db/open';
import { DomainError } from './errors';

export { canReadOwned, canWriteOwned };

export type Actor = Pick<CurrentUser, 'id' | 'type' | 'relation_id' | 'department'>;

/** The rows an actor may see: everything, one company, or one department of a company. */
export type Scope =
  { kind: 'all' } | { kind: 'company'; companyId: number } | { kind: 'department'; companyId: number; departmentId: number };

export function scopeOf(actor: Actor): Scope {
  if (actor.type === UserType.ADMIN) return { kind: 'all' };
  if (actor.type === UserType.DEPARTMENT && actor.department !== null) {
    return { kind: 'department', companyId: actor.relation_id, departmentId: actor.department };
  }
  return { kind: 'company', companyId: actor.relation_id };
}

export function isAdmin(actor: Actor): boolean {
  return actor.type === UserType.ADMIN;
}

export function forbidden(
  messageKey: 'error.forbidden' | 'company.statusForbidden' | 'account.disableSelf' | 'account.resetSelf' = 'error.forbidden',
): DomainError {
  return new DomainError('forbidden', messageKey);
}

/** Whether the company `companyId` is inside the scope (a department scope sees its company). */
export function companyInScope(scope: Scope, companyId: number): boolean {
  return scope.kind === 'all' || scope.companyId === companyId;
}

/** Refuses unless the actor's scope covers the company. */
export function assertCompanyInScope(actor: Actor, companyId: number): void {
  if (!companyInScope(scopeOf(actor), companyId)) throw forbidden();
}

/** Refuses unless the actor's scope covers a record of `companyId`/`departmentId` (employees). */
export function assertRecordInScope(actor: Actor, record: { companyId: number; departmentId: number | null }): void {
  const scope = scopeOf(actor);
  if (!companyInScope(scope, record.companyId)) throw forbidden();
  if (scope.kind === 'department' && record.departmentId !== scope.departmentId) throw forbidden();
}

/**
 * Initiators who do not manage contracts (department users, operators) read only the enabled
 * templates of their company and the shared ones: what they may send, nothing in preparation.
 */
export function readsEnabledTemplatesOnly(actor: Actor): boolean {
  return !accessOf(actor).viewContract;
}

/**
 * The owner of a new company-owned record (templates, field help): company users their own
 * company (naming another is refused); admins the company named (it must exist) or none (shared).
 */
export async function resolveOwner(db: Db, actor: Actor, companyId: number | null | undefined): Promise<number | null> {
  if (!isAdmin(actor)) {
    if (companyId !== undefined && companyId !== actor.relation_id) throw forbidden();
    return actor.relation_id;
  }
  if (companyId === undefined || companyId === null) return null;
  const company = await db.selectFrom('companies').select('id').where('id', '=', companyId).executeTakeFirst();
  if (!company) throw new DomainError('validation', 'contract.companyUnknown', { field: 'companyId' });
  return companyId;
}
