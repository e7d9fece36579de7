/** API clients that call with an API key and no cookie, as a company's other systems would. */
import createClient from 'openapi-fetch';
import { ApiClient } from './harness';
import type { paths } from './openapi-paths';

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

/**
 * A client typed from the API's OpenAPI document (openapi-fetch on the openapi-typescript types
 * generated from it): a call that the document does not allow does not type-check.
 */
export function documentedClient(base: string, secret: string) {
  return createClient<paths>({ baseUrl: base, headers: { authorization: `Bearer ${secret}` } });
}
