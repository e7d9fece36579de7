/**
 * A declared path with its `:name` parameters filled in: what the SPA's request layer calls and
 * what the server names in a page's hints. A module of its own: the SPA's entry imports it, and
 * define.ts brings zod.
 */
export function fillPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name])));
}
