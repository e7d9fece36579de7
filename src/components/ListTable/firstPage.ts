/**
 * A list's first page asked for as its route is entered, in parallel with the page's code and
 * the layout, rather than after the page has drawn an empty list: the rows are there when the
 * list first draws, or on their way. Its own module, light, because Umi puts each page's
 * `clientLoader` into the entry.
 */
import type { Page } from '@common/api/paging';
import { listQuery, readListState } from './listQuery';

/** A list call that can leave its failures to its caller. */
type ListCall<T, Q> = (query: Q, options: { skipErrorHandler: true }) => Promise<Page<T>>;

interface FirstPage extends Rows<unknown> {
  /** The route and query (as JSON) the rows answer: a list takes them only for the same. */
  path: string;
  query: string;
}

/** Rows asked for a list: their page once in, and the answer to come. */
type Rows<T> = { page?: Page<T>; rows: Promise<Page<T>> };

/** The rows asked for at the latest entry into a list route, until a list takes them. */
let waiting: FirstPage | undefined;

/** The route whose list is on screen: its own changes of the URL (a sort, a page) enter nothing. */
let shown: string | undefined;

/**
 * A page's `clientLoader`: Umi calls it as the route is entered (on arrival and on each
 * navigation to it), before the page's code has loaded. It asks for the list's first page as the
 * URL says and leaves the answer for the list. `messages`, the import of the page's message area
 * (src/locales/onDemand), starts that download too, so the page does not then wait for its words.
 */
export const firstPageLoader =
  <T, Q>(request: ListCall<T, Q>, messages?: () => Promise<unknown>) =>
  async (): Promise<null> => {
    // Umi calls loaders on every change of the URL, the list's own rewrites included.
    if (shown === window.location.pathname) return null;
    // A failed download shows when the page itself imports the area.
    messages?.().catch(() => undefined);
    const query = listQuery(readListState(window.location.search));
    const first: FirstPage = {
      path: window.location.pathname,
      query: JSON.stringify(query),
      rows: request(query as Q, { skipErrorHandler: true }),
    };
    first.rows.then(
      (page) => (first.page = page),
      // The list then asks itself, and shows what goes wrong.
      () => undefined,
    );
    waiting = first;
    // Nothing for Umi to keep: the list takes the rows from here.
    return null;
  };

/**
 * The rows waiting for the list at `path` with `query` (its first request), if any: their page
 * when already in, and the answer to come. Read while drawing, so it takes nothing: a draw may be
 * thrown away and done again (a sibling waiting for its code).
 */
export function firstPageFor<T>(path: string, query: string): Rows<T> | undefined {
  const first = waiting;
  return first?.path === path && first.query === query ? (first as Rows<T>) : undefined;
}

/** Once the list at `path` is on screen, the rows asked for it are not for any later list. */
export function doneWithFirstPage(path: string) {
  if (waiting?.path === path) waiting = undefined;
}

/** Marks the list at `path` as on screen; the answer unmarks it (for an effect's cleanup). */
export function showingList(path: string) {
  shown = path;
  return () => {
    if (shown === path) shown = undefined;
  };
}
