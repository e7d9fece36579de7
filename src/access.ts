/** Umi's access plugin: the permission table of common/access.ts for the current user. */
import { accessOf, type Access } from '@common/access';
import type { CurrentUser } from '@common/api/accounts';

export default function access(initialState: { currentUser?: CurrentUser } | undefined): Access {
  return accessOf(initialState?.currentUser);
}
