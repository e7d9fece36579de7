import { useModel } from '@umijs/max';
import { canWriteOwned } from '@common/access';

/** Whether the user may change a template or help entry of this owner (the server enforces the same). */
export function useCanEdit() {
  const user = useModel('@@initialState').initialState?.currentUser;
  return (companyId: number | null) => Boolean(user) && canWriteOwned(user!, companyId);
}
