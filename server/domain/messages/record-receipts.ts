/**
 * Delivery receipts from the SMS provider's status callback: each one moves its message to
 * `delivered` or `failed` (a failure is told to the initiator). A receipt is matched by our id
 * when the provider echoed it, else by the provider's serial number, and only among the messages
 * that provider carried; one that matches nothing, or a message already final, changes nothing.
 */
import type { SmsReceipt } from '../../messaging/sms-provider';
import type { Deps } from '../deps';
import { messageFailed } from './message-failed';

export async function recordReceipts(deps: Pick<Deps, 'db'>, provider: string, receipts: SmsReceipt[]): Promise<number> {
  let matched = 0;
  for (const receipt of receipts) {
    const message = await deps.db
      .selectFrom('messages')
      .select(['id', 'task_id', 'kind', 'channel', 'params', 'status'])
      .where('provider', '=', provider)
      .where((eb) =>
        receipt.messageId !== null
          ? eb.and([eb('id', '=', receipt.messageId), eb.or([eb('provider_id', 'is', null), eb('provider_id', '=', receipt.providerId)])])
          : eb('provider_id', '=', receipt.providerId),
      )
      .executeTakeFirst();
    if (!message || (message.status !== 'sending' && message.status !== 'sent')) continue;
    matched += 1;
    const at = receipt.at.toISOString();
    if (receipt.delivered) {
      await deps.db
        .updateTable('messages')
        .set({ status: 'delivered', delivered_at: at, provider_id: receipt.providerId, updated_at: at })
        .where('id', '=', message.id)
        .where('status', 'in', ['sending', 'sent'])
        .execute();
    } else {
      await messageFailed(deps, { message, error: receipt.error ?? 'undelivered', at });
    }
  }
  return matched;
}
