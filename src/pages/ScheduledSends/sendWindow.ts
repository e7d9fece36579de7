/** The send-time filter of /advanceSend: China days on the page, instants in the query. */
import type { SignTaskQuery } from '@common/api/signing';
import { chinaDate, chinaDayStart } from '@common/china-time';

const DAY_MS = 86_400_000;
const nextDayStart = (day: string) => new Date(Date.parse(chinaDayStart(day)) + DAY_MS).toISOString();

/** China days as instants: from the start of the first to the start of the day after the last; and back. */
export const sendWindow = {
  from: ([from, to]: [string, string]): [string, string] => [chinaDayStart(from), nextDayStart(to)],
  to: ([sendFrom, sendBefore]: [string, string]): [string, string] => [
    chinaDate(sendFrom),
    chinaDate(new Date(Date.parse(sendBefore) - DAY_MS)),
  ],
};

/** Today's part (a China day) of the chosen send window, or null when the window leaves today out. */
export function todayWithin({ sendFrom, sendBefore }: Pick<SignTaskQuery, 'sendFrom' | 'sendBefore'>) {
  const today = chinaDate(new Date());
  const start = chinaDayStart(today);
  const end = nextDayStart(today);
  const from = sendFrom && sendFrom > start ? sendFrom : start;
  const before = sendBefore && sendBefore < end ? sendBefore : end;
  return from < before ? { sendFrom: from, sendBefore: before } : null;
}
