/** Parts of API answers several web tests share. */
import type { TaskSeal } from '@common/api/seals';

/**
 * A task's seal (SignTaskDetail.seal): by default before sealing, the company's active company
 * seal, granted to the reader, used without approval. `stamped` gives it after sealing, at that time.
 */
export const taskSeal = (over: Partial<TaskSeal> = {}, stamped?: string): TaskSeal => ({
  kind: 'company',
  sealId: 3,
  sealName: '公章',
  approvalRequired: false,
  readerMayStamp: true,
  stampedByName: stamped ? '公司用户' : null,
  stampedAt: stamped ?? null,
  approvedByName: null,
  approvedAt: null,
  ...over,
});
