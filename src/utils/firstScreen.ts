import { matchPath } from '@umijs/max';

/** What React.lazy returns, as far as starting its load goes (React 18's lazy object). */
interface LazyComponent {
  _payload?: unknown;
  _init?: (payload: unknown) => unknown;
}

/**
 * Starts loading a React.lazy component now, so that it is ready when first drawn rather than
 * suspending then. A render that suspends shortly after a fallback was shown is not committed:
 * React (18) starts it again from the root once the code is in. On a cold /employee, lazy parts
 * met while drawing the layout (the page, the header's actions, the footer...) each cost a new
 * render of the layout and the page: the layout was drawn five times before the first rows showed.
 */
export function preloadLazy(component: unknown) {
  const lazy = component as LazyComponent | undefined;
  try {
    lazy?._init?.(lazy._payload);
  } catch {
    // A load under way throws its promise, a failed one its error: the draw meets either as before.
  }
}

interface RouteEntry {
  path?: string;
  parentId?: string;
  redirect?: string;
  clientLoader?: (args: object) => Promise<unknown>;
}

/** The routes that draw `pathname`: the matching route, then the routes around it (the layout). */
function routesDrawing(pathname: string, routes: Record<string, RouteEntry>): string[] {
  const matches = (splat: boolean) =>
    Object.keys(routes).filter((id) => {
      const { path, redirect } = routes[id];
      return path && !redirect && path.endsWith('*') === splat && matchPath(path, pathname);
    });
  const matched = matches(false);
  const ids: string[] = [];
  // Umi's route table is flat, each entry naming its parent.
  for (const id of matched.length ? matched : matches(true))
    for (let at: string | undefined = id; at; at = routes[at]?.parentId) ids.push(at);
  return [...new Set(ids)];
}

/**
 * Starts what the first screen needs as the app starts, before the language has loaded and the
 * first render has run: the code of its routes (page and layout) and its routes' data. Umi calls
 * a route's `clientLoader` only after that first render; the first call now gets the answer
 * already on its way, later ones (a later visit) ask again.
 */
export function startFirstScreen(pathname: string, routes: Record<string, RouteEntry>, components: Record<string, unknown>) {
  for (const id of routesDrawing(pathname, routes)) {
    preloadLazy(components[id]);
    const route = routes[id];
    const loader = route.clientLoader;
    if (!loader) continue;
    let early: Promise<unknown> | undefined = loader({});
    early.catch(() => undefined); // the page shows its own failure
    route.clientLoader = (args) => {
      const answer = early ?? loader(args);
      early = undefined;
      return answer;
    };
  }
}
