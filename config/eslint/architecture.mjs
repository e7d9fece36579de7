// The import table of docs/architecture.md ("Which way data flows"), enforced: each room of the
// tree may import only the rooms the table lets it. One rule, `architecture/import-zones`, reads
// where an import lands (relative, `@/` and `@common/` specifiers resolved against the file) and
// refuses what the table forbids, naming the rule it breaks.
import { builtinModules } from 'node:module';
import { dirname, join, relative, sep } from 'node:path';

const ROOT = join(dirname(new URL(import.meta.url).pathname), '..', '..');
const NODE_MODULES = new Set(builtinModules.flatMap((name) => [name, `node:${name}`]));

/** Where a specifier lands, as a path from the project root, or null for a package. */
function target(specifier, file) {
  if (specifier.startsWith('@common/')) return join('common', specifier.slice('@common/'.length));
  if (specifier.startsWith('@/')) return join('src', specifier.slice(2));
  if (specifier.startsWith('.')) return relative(ROOT, join(dirname(file), specifier));
  return null;
}

const under = (path, folder) => path === folder || path.startsWith(`${folder}/`);
const packageName = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');
/** The page area a path is in (src/pages/<Area>/…), or null. */
const pageArea = (path) => /^src\/pages\/([^/]+)\//.exec(path)?.[1] ?? null;

/** Every room of the server: the SPA is reached over HTTP, never imported. */
const fromServer = (to) => to !== null && under(to, 'src') && 'the server imports nothing from src/';

/**
 * Rooms, most specific first: what a file in `room` must not import. Each check answers a reason
 * or null. Packages are checked by name, project files by where they land.
 */
const RULES = [
  {
    room: 'common',
    check: (to, specifier) =>
      to !== null
        ? !under(to, 'common') && 'common/ imports nothing outside common/'
        : specifier !== 'zod' && 'common/ imports no framework or Node module (zod only)',
  },
  {
    room: 'src',
    check: (to, specifier, from) => {
      if (to === null) return NODE_MODULES.has(specifier) && 'the SPA runs in the browser: no Node module';
      if (under(to, 'common') && specifier.startsWith('.')) return 'shared code is imported as @common/…, from anywhere in the SPA';
      if (under(to, 'server')) return 'the SPA imports nothing from server/ (the API is reached over HTTP)';
      if (under(from, 'src/services') && under(to, 'src/pages')) return 'src/services imports no page';
      // The shell (src/app.tsx) draws the layout's 403, 404 and password pages itself.
      if (!under(from, 'src/pages') && from !== 'src/app.tsx' && under(to, 'src/pages')) return 'only pages and the shell import src/pages';
      const [own, other] = [pageArea(from), pageArea(to)];
      return (
        own !== null &&
        other !== null &&
        own !== other &&
        `a page imports no other page's folder (src/pages/${other}): share it from src/components or src/services`
      );
    },
  },
  {
    room: 'server/domain',
    check: (to, specifier) =>
      to === null
        ? packageName(specifier) === 'hono' && 'domain code knows nothing of HTTP (no Hono)'
        : fromServer(to) || (under(to, 'server/routes') && 'domain code knows nothing of HTTP (no server/routes)'),
  },
  {
    room: 'server/routes',
    check: (to) =>
      fromServer(to) || (to !== null && under(to, 'server/db') && 'routes reach the database through the domain, not server/db'),
  },
  {
    room: 'server/lib',
    check: (to) =>
      fromServer(to) ||
      (to !== null && (under(to, 'server/domain') || under(to, 'server/routes')) && 'server/lib is plumbing: no domain, no routes'),
  },
  {
    room: 'server/pdf',
    check: (to) =>
      fromServer(to) ||
      (to !== null &&
        (under(to, 'server/domain') || under(to, 'server/routes')) &&
        'server/pdf reads and fills PDFs: no domain, no routes'),
  },
  {
    room: 'server',
    check: fromServer,
  },
  {
    room: 'config',
    check: (to) => to !== null && (under(to, 'server') || under(to, 'src/pages')) && 'config/ imports no page and nothing of the server',
  },
  {
    room: 'mock',
    check: (to) => to !== null && under(to, 'src') && 'the mock server adapter imports nothing from src/',
  },
];

const importZones = {
  meta: {
    type: 'problem',
    docs: { description: 'Imports follow the table of docs/architecture.md' },
    messages: { breaks: '{{reason}} (docs/architecture.md, "Which way data flows")' },
    schema: [],
  },
  create(context) {
    const from = relative(ROOT, context.filename).split(sep).join('/');
    const rule = RULES.find(({ room }) => under(from, room));
    if (!rule) return {};
    const visit = (node) => {
      const specifier = node.source?.value;
      if (typeof specifier !== 'string') return;
      const to = target(specifier, context.filename)?.split(sep).join('/') ?? null;
      const reason = rule.check(to, specifier, from);
      if (reason) context.report({ node: node.source, messageId: 'breaks', data: { reason } });
    };
    return { ImportDeclaration: visit, ExportNamedDeclaration: visit, ExportAllDeclaration: visit, ImportExpression: visit };
  },
};

export default { rules: { 'import-zones': importZones } };
