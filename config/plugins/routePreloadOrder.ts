/**
 * Umi's route preload helper (dist/preload_helper.*.js) fetches the current route's chunks while
 * umi.js loads. It picks the first route pattern matching the path, but Umi lists the patterns
 * least specific first, so `/*` (the 404 page inside the layout) wins for every path with a
 * parameter: /signing/:token preloaded the layout and the 404 page instead of its own chunks.
 * After the build, this lists them most specific first, ranked as React Router ranks routes.
 */
import type { IApi } from '@umijs/max';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** React Router 6's route score: static segments 10, parameters 3, empty 1, a splat -2. */
function score(path: string): number {
  const segments = path.split('/');
  const splat = segments.includes('*') ? -2 : 0;
  return segments.filter((s) => s !== '*').reduce((sum, s) => sum + (/^:[\w-]+$/.test(s) ? 3 : s === '' ? 1 : 10), segments.length + splat);
}

/** The `r:{...}` route table of the helper, reordered; the helper unchanged if it has none. */
export function reorderRouteTable(helper: string): string {
  const start = helper.indexOf('r:{');
  if (start < 0) return helper;
  let depth = 0;
  let end = start + 2;
  for (; end < helper.length; end += 1) {
    if (helper[end] === '{') depth += 1;
    if (helper[end] === '}' && --depth === 0) break;
  }
  const table: Record<string, number[]> = JSON.parse(helper.slice(start + 2, end + 1));
  const ordered = Object.fromEntries(Object.entries(table).sort(([a], [b]) => score(b) - score(a)));
  return `${helper.slice(0, start + 2)}${JSON.stringify(ordered)}${helper.slice(end + 1)}`;
}

export default (api: IApi) => {
  api.onBuildComplete({
    stage: Infinity,
    fn: ({ err }: { err?: Error }) => {
      if (err) return;
      const out = api.paths.absOutputPath;
      for (const file of readdirSync(out).filter((f) => /^preload_helper\b.*\.js$/.test(f))) {
        const path = join(out, file);
        writeFileSync(path, reorderRouteTable(readFileSync(path, 'utf8')));
      }
    },
  });
};
