/**
 * The permission table is the SPA's own (src/access.ts): one table, enforced on both sides.
 * This module re-exports it and adds the data scope the server applies to every query.
 */
import type { CurrentUser } from '../../contract';
import { UserType } from '../../contract';
import { accessOf, type Access } from '../../src/access';
import { DomainError } from './errors';

export { accessOf };
export type { Access };

export type Actor = Pick<CurrentUser, 'id' | 'type' | 'relation_id' | 'department'>;

/** The rows an actor may see: everything, one company, or one department of a company. */
export type Scope =
  | { kind: 'all' }
  | { kind: 'company'; companyId: number }
  | { kind: 'department'; companyId: number; departmentId: number };

export function scopeOf(actor: Actor): Scope {
  if (actor.type === UserType.ADMIN) return { kind: 'all' };
  if (actor.type === UserType.DEPARTMENT && actor.department !== null) {
    return { kind: 'department', companyId: actor.relation_id, departmentId: actor.department };
  }
  return { kind: 'company', companyId: actor.relation_id };
}

/** Refuses unless the actor holds `permission` (a boolean entry of the access table). */
export function assertAllowed(actor: Actor, permission: Exclude<keyof Access, 'department'>): void {
  if (!accessOf(actor)[permission]) throw new DomainError('forbidden', 'error.forbidden');
}
