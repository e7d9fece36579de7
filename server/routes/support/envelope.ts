/** The answer envelope of every JSON route: {status, msg, data}; status 0 is success. */
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Envelope } from '../../../common/api/envelope';
import { isSharedValue } from '../../lib/marked-cache';
import { translate, type Locale } from '../../i18n';
import type { AppContext } from './context';
import { jsonAnswer } from './security';

/**
 * The answers carrying values that never change (cached list pages), by locale, kept while the
 * values live: a cached page is serialized once, not at every call that reads it (12 µs for 20
 * rows), and kept in UTF-8, as it is sent.
 */
const sharedAnswers = new WeakMap<object, Map<Locale, Buffer<ArrayBuffer>>>();

/** The text of Envelope<T> { status: 0, msg, data }; no data, no `data` (as JSON.stringify does). */
function answerText(locale: Locale, data: unknown): string {
  const head = `{"status":0,"msg":${JSON.stringify(translate(locale, 'ok'))}`;
  return data === undefined ? `${head}}` : `${head},"data":${JSON.stringify(data)}}`;
}

export function ok<T>(c: AppContext, data: T, httpStatus: ContentfulStatusCode = 200) {
  const locale = c.get('locale');
  if (!isSharedValue(data)) return jsonAnswer(c, answerText(locale, data), httpStatus);
  let byLocale = sharedAnswers.get(data);
  if (!byLocale) sharedAnswers.set(data, (byLocale = new Map()));
  let text = byLocale.get(locale);
  if (text === undefined) byLocale.set(locale, (text = Buffer.from(answerText(locale, data))));
  return jsonAnswer(c, text, httpStatus);
}

export function fail(c: AppContext, httpStatus: ContentfulStatusCode, body: Envelope<never>) {
  return jsonAnswer(c, JSON.stringify(body), httpStatus);
}
