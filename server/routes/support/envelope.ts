/** The answer envelope of every JSON route: {status, msg, data}; status 0 is success. */
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Envelope } from '../../../common/api';
import { translate } from '../../i18n';
import type { AppContext } from './context';

export function ok<T>(c: AppContext, data: T, httpStatus: ContentfulStatusCode = 200) {
  const body: Envelope<T> = { status: 0, msg: translate(c.get('locale'), 'ok'), data };
  return c.json(body, httpStatus);
}

export function fail(c: AppContext, httpStatus: ContentfulStatusCode, body: Envelope<never>) {
  return c.json(body, httpStatus);
}
