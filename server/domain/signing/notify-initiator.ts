/**
 * Notices to the initiator of a task about what happened to it (signed, refused, sent at its
 * time, about to expire, expired, refused at send time), linking to the task.
 */
import type { Db } from '../../db/open';
import type { MessageKey } from '../../i18n';
import { addNotice } from '../notices/add-notice';
import type { NoticeMessage } from '../notices/notice-message';

const URGENT: ReadonlySet<MessageKey> = new Set(['notice.signing.rejected', 'notice.signing.sendRefused', 'notice.signing.expiringSoon']);

export async function notifyInitiator(
  db: Db,
  {
    task,
    messageKey,
    at,
    extra = {},
  }: {
    task: { id: number; initiatorId: number | null; employeeName: string; templateName: string };
    messageKey: Extract<MessageKey, `notice.signing.${string}`>;
    at: string;
    extra?: NoticeMessage['params'];
  },
): Promise<void> {
  if (task.initiatorId === null) return;
  await addNotice(db, {
    accountId: task.initiatorId,
    title: { key: messageKey, params: { employee: task.employeeName, template: task.templateName, ...extra } },
    description: { key: 'notice.signing.task', params: { id: task.id } },
    status: URGENT.has(messageKey) ? 'urgent' : 'processing',
    link: `/sign/${task.id}`,
    at,
  });
}
