/**
 * Who may do what: permissions from the user's type and relation_id, and who owns a shared
 * record. One table for both sides: the SPA (src/access.ts) hides what the server
 * (server/domain/scope.ts and routes/support/authorize.ts) refuses. Roles and permissions: docs/product.md.
 */
import { UserType, type CurrentUser } from './api/accounts';

/** Companies whose users may sign (docs/product.md, "Roles and permissions"). */
export const SIGNING_COMPANY_IDS: readonly number[] = [29, 24, 23];

export interface Access {
  isAdmin: boolean;
  isCompany: boolean;
  isAdminOrCompany: boolean;
  isDepartment: boolean;
  isOperator: boolean;
  viewContract: boolean;
  viewSign: boolean;
  viewEmployee: boolean;
  viewSignRecord: boolean;
  preSign: boolean;
  batchSign: boolean;
  /** The seal approvals page: the seals' approvers (common/api/seals.ts). */
  sealApproval: boolean;
  department: number | null;
}

/** The boolean permissions (every entry of the table but `department`). */
export type Permission = Exclude<keyof Access, 'department'>;

export type AccessSubject = Pick<CurrentUser, 'type' | 'relation_id' | 'department' | 'sealApprover'>;

export function accessOf(user?: AccessSubject | null): Access {
  const type = user?.type;
  const isAdmin = type === UserType.ADMIN;
  const isCompany = type === UserType.COMPANY;
  const isDepartment = type === UserType.DEPARTMENT;
  const isOperator = type === UserType.OPERATOR;
  const signingCompany = isCompany && SIGNING_COMPANY_IDS.includes(Number(user?.relation_id));
  const viewSign = isDepartment || isOperator || signingCompany;
  return {
    isAdmin,
    isCompany,
    isAdminOrCompany: isAdmin || isCompany,
    isDepartment,
    isOperator,
    viewContract: isAdmin || isCompany,
    viewSign,
    viewEmployee: Boolean(user),
    viewSignRecord: isAdmin || isCompany,
    preSign: isDepartment || isOperator,
    batchSign: isOperator || signingCompany,
    sealApproval: Boolean(user?.sealApprover) && !isAdmin,
    department: user?.department ?? null,
  };
}

/**
 * Records that a company owns or that are shared (company null): contract templates and field
 * help. Everyone reads the shared ones and their own company's; only admins change shared ones.
 */
export function canReadOwned(user: AccessSubject, companyId: number | null): boolean {
  return user.type === UserType.ADMIN || companyId === null || companyId === user.relation_id;
}

export function canWriteOwned(user: AccessSubject, companyId: number | null): boolean {
  return user.type === UserType.ADMIN || (companyId !== null && companyId === user.relation_id);
}

/**
 * Whose account a user manages (edits, disables, resets the password of): admins any account; a
 * company user the department users and operators of their own company, never other company
 * users, who are peers (docs/product.md, "Accounts").
 */
export function canManageAccount(user: AccessSubject, target: Pick<CurrentUser, 'type' | 'relation_id'>): boolean {
  if (user.type === UserType.ADMIN) return true;
  return (
    user.type === UserType.COMPANY &&
    target.relation_id === user.relation_id &&
    (target.type === UserType.DEPARTMENT || target.type === UserType.OPERATOR)
  );
}
