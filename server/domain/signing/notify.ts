/**
 * Notices to the initiator of a task when its employee signs or refuses. Stored as text in the
 * default language: the notices table keeps rendered text, not message keys.
 */
import type { Db } from '../../db/open';
import { translate, type MessageKey } from '../../i18n';

export async function notifyInitiator(
  db: Db,
  task: { id: number; initiatorId: number | null; employeeName: string; templateName: string },
  messageKey: Extract<MessageKey, `notice.signing.${string}`>,
  at: string,
  extra: Record<string, string> = {},
): Promise<void> {
  if (task.initiatorId === null) return;
  const params = { employee: task.employeeName, template: task.templateName, ...extra };
  await db
    .insertInto('notices')
    .values({
      account_id: task.initiatorId,
      type: 'event',
      title: translate('zh-CN', messageKey, params),
      description: translate('zh-CN', 'notice.signing.task', { id: task.id }),
      status: messageKey === 'notice.signing.rejected' ? 'urgent' : 'processing',
      extra: null,
      avatar: null,
      read: 0,
      created_at: at,
    })
    .execute();
}
