/**
 * Stands in for Umi's layout Exception (plugin-layout), which imports antd's Result for a default
 * 403/404 that this app never shows: src/app.tsx gives the layout its own 403 and 404 pages, both
 * loaded when needed. Same choice as Umi's: no route, the 404; a route the user may not open, the
 * 403; otherwise the page. Plain JavaScript: the build reads it in place of a generated module.
 */
export default function Exception({ children, route, noFound, unAccessible }) {
  if (!route) return noFound;
  if (route.unaccessible) return unAccessible;
  return children;
}
