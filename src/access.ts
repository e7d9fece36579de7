import { UserType, type CurrentUser } from '../contract';

/** Companies whose users may sign (SPEC point 6: viewSign for type 2). */
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
  department: number | null;
}

/**
 * Permissions derived from the user's type and relation_id (SPEC point 6).
 * The server enforces the same table (server/domain/access.ts re-exports this function).
 */
export function accessOf(user?: Pick<CurrentUser, 'type' | 'relation_id' | 'department'> | null): Access {
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
    department: user?.department ?? null,
  };
}

export default function access(initialState: { currentUser?: CurrentUser } | undefined): Access {
  return accessOf(initialState?.currentUser);
}
