/** An API client that calls with an API key and no cookie, as a company's other systems would. */
import { ApiClient } from './harness';

export class KeyClient extends ApiClient {
  constructor(
    base: string,
    readonly secret: string,
    options: { locale?: string } = {},
  ) {
    super(base, options);
  }
  override raw(method: string, path: string, init: { body?: BodyInit; headers?: Record<string, string> } = {}) {
    return super.raw(method, path, { ...init, headers: { authorization: `Bearer ${this.secret}`, ...init.headers } });
  }
}
