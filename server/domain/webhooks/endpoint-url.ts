/**
 * An endpoint's URL as given at creation or change: http or https, and unless private addresses
 * are allowed, a host whose every address is public (checked again at each delivery: DNS may
 * change meanwhile). Refusals are 422 on `url`.
 */
import { hostOf, resolvePublic } from '../../lib/public-address';
import type { Deps } from '../deps';
import { DomainError } from '../errors';

const LOOKUP_TIMEOUT_MS = 5000;

export async function checkEndpointUrl(deps: Pick<Deps, 'policy'>, text: string): Promise<string> {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new DomainError('validation', 'validation.invalid', { field: 'url' });
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new DomainError('validation', 'webhook.urlScheme', { field: 'url' });
  if (!deps.policy.webhooksToPrivateAddresses) {
    const resolved = await resolvePublic(hostOf(url), LOOKUP_TIMEOUT_MS);
    if (!resolved.ok) {
      throw new DomainError('validation', resolved.problem === 'unresolved' ? 'webhook.urlUnresolved' : 'webhook.urlNotPublic', {
        field: 'url',
      });
    }
  }
  return url.toString();
}
