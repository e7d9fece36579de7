import { useModel } from '@umijs/max';
import { UserType } from '../../../contract';

/**
 * Whether the user may change a template or help entry of this owner: administrators all,
 * company users their own company's (shared ones, with no company, are read-only to them).
 * The server enforces the same; this only hides actions that would be refused.
 */
export function useCanEdit() {
  const user = useModel('@@initialState').initialState?.currentUser;
  return (companyId: number | null) => user?.type === UserType.ADMIN || (companyId !== null && companyId === user?.relation_id);
}
