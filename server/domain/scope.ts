/**
 * Scope checks for single records and for filters. A record or a filter outside the caller's
 * scope is refused (403), never silently narrowed: DESIGN.md "who uses it".
 */
import { UserType } from '../../contract';
import { scopeOf, type Actor, type Scope } from './access';
import { DomainError } from './errors';

export function forbidden(messageKey: 'error.forbidden' | 'company.statusForbidden' | 'account.disableSelf' | 'account.resetSelf' = 'error.forbidden'): DomainError {
  return new DomainError('forbidden', messageKey);
}

export function isAdmin(actor: Actor): boolean {
  return actor.type === UserType.ADMIN;
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

/** Unique-constraint violation, in SQLite (better-sqlite3) or PostgreSQL. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown })?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === '23505';
}

/** Foreign-key violation: a row still referenced by another table. */
export function isForeignKeyViolation(error: unknown): boolean {
  const code = (error as { code?: unknown })?.code;
  return code === 'SQLITE_CONSTRAINT_FOREIGNKEY' || code === '23503';
}

/** Splits `items` into chunks small enough for an `in (...)` list. */
export function chunks<T>(items: readonly T[], size = 500): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** `%` and `_` typed by the user are matched literally (with `escape '\'`). */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}
