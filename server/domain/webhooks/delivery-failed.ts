/**
 * A delivery given up after its last attempt: marked failed, its endpoint's failure streak one
 * longer. At WEBHOOK_FAILURE_STREAK_LIMIT in a row (each after about a day of attempts) the
 * endpoint is switched off and its company's company users are told, in the same transaction.
 */
import { UserType } from '../../../common/api/accounts';
import { WEBHOOK_FAILURE_STREAK_LIMIT } from '../../../common/api/webhooks';
import type { Deps } from '../deps';
import { addNotice } from '../notices/add-notice';

export async function deliveryFailed(
  deps: Pick<Deps, 'db'>,
  {
    delivery,
    answer,
    at,
  }: { delivery: { id: number; endpointId: number }; answer: { statusCode: number | null; error: string }; at: string },
): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const marked = await trx
      .updateTable('webhook_deliveries')
      .set({ status: 'failed', last_status_code: answer.statusCode, last_error: answer.error, next_attempt_at: null })
      .where('id', '=', delivery.id)
      .where('status', '=', 'sending')
      .executeTakeFirst();
    if (Number(marked.numUpdatedRows) !== 1) return;
    const endpoint = await trx
      .updateTable('webhook_endpoints')
      .set((eb) => ({ failure_streak: eb('failure_streak', '+', 1) }))
      .where('id', '=', delivery.endpointId)
      .returning(['company_id', 'url', 'enabled', 'failure_streak'])
      .executeTakeFirst();
    if (!endpoint || endpoint.enabled !== 1 || endpoint.failure_streak < WEBHOOK_FAILURE_STREAK_LIMIT) return;
    await trx
      .updateTable('webhook_endpoints')
      .set({ enabled: 0, disabled_reason: 'failing', updated_at: at })
      .where('id', '=', delivery.endpointId)
      .execute();
    const companyUsers = await trx
      .selectFrom('accounts')
      .select('id')
      .where('type', '=', UserType.COMPANY)
      .where('company_id', '=', endpoint.company_id)
      .where('status', '=', 'enabled')
      // An API key's account reads no notices.
      .where('service_account', '=', 0)
      .execute();
    for (const user of companyUsers) {
      await addNotice(trx, {
        accountId: user.id,
        title: { key: 'notice.webhook.disabled', params: { url: endpoint.url } },
        description: { key: 'notice.webhook.disabled.detail', params: { count: WEBHOOK_FAILURE_STREAK_LIMIT } },
        status: 'urgent',
        link: `/company/${endpoint.company_id}?tab=webhooks`,
        at,
      });
    }
  });
}
