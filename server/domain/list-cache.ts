/**
 * List pages read through the list cache (lib/marked-cache.ts). A page depends on the list, the
 * caller (scope and role) and the query, and on nothing else (no clock): that is its key.
 */
import { readThrough } from '../lib/marked-cache';
import type { Deps } from './deps';
import type { Actor } from './scope';

export function cachedList<T>(
  deps: Pick<Deps, 'listCache'>,
  { list, actor, query, read }: { list: string; actor: Actor; query: object; read: () => Promise<T> },
): Promise<T> {
  const key = JSON.stringify([list, actor.id, actor.type, actor.relation_id, actor.department, query]);
  return readThrough(deps.listCache, key, read);
}
