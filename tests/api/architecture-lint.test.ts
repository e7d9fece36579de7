/**
 * The boundaries of docs/architecture.md are enforced by `npm run lint`, not only written: code
 * that breaks them, planted where it would live, fails ESLint with the rule that says why.
 */
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';

const ROOT = join(__dirname, '..', '..');
const run = promisify(execFile);

interface LintMessage {
  ruleId: string | null;
  message: string;
}

/** ESLint's findings for `code` as if it were the file at `path` (nothing is written). */
async function lint(path: string, code: string): Promise<LintMessage[]> {
  const eslint = join(ROOT, 'node_modules', 'eslint', 'bin', 'eslint.js');
  const linting = run(process.execPath, [eslint, '--format', 'json', '--stdin', '--stdin-filename', path], { cwd: ROOT });
  linting.child.stdin!.end(code);
  // ESLint exits 1 when it finds errors; its report is on stdout all the same.
  const { stdout } = await linting.catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '[]' }));
  return (JSON.parse(stdout) as Array<{ messages: LintMessage[] }>).flatMap((result) => result.messages);
}

const planted: Array<[string, string, string, RegExp]> = [
  ['HTTP in domain code', 'server/domain/signing/planted.ts', "import { Hono } from 'hono';\nexport const app = new Hono();\n", /no Hono/],
  ['the database in a route module', 'server/routes/planted.ts', "export { openDatabase } from '../db/open';\n", /through the domain/],
  [
    'a route module in domain code',
    'server/domain/seals/planted.ts',
    "export { sealRoutes } from '../../routes/seals';\n",
    /no server\/routes/,
  ],
  ['another page’s folder', 'src/pages/BatchSign/planted.tsx', "export { default } from '../Sign/index';\n", /no other page's folder/],
  [
    'a Node module in SPA code',
    'src/services/planted.ts',
    "import { readFileSync } from 'node:fs';\nexport const read = readFileSync;\n",
    /no Node module/,
  ],
  ['the server in SPA code', 'src/components/planted.ts', "export { createApp } from '../../server/app';\n", /nothing from server/],
  ['a framework in shared code', 'common/planted.ts', "import { useState } from 'react';\nexport const state = useState;\n", /zod only/],
  ['the SPA in server code', 'server/lib/planted.ts', "export { request } from '../../src/services/request';\n", /nothing from src/],
  ['window in server code', 'server/lib/planted-width.ts', 'export const width = () => window.innerWidth;\n', /without a browser/],
];

describe('npm run lint refuses code that breaks the architecture', () => {
  it.each(planted)('%s', async (_what, path, code, reason) => {
    const messages = await lint(path, code);
    expect(messages.map((m) => m.ruleId)).toContainEqual(expect.stringMatching(/^(architecture\/import-zones|no-restricted-globals)$/));
    expect(messages.map((m) => m.message).join('\n')).toMatch(reason);
  });

  it('accepts the same places importing what the table allows', async () => {
    expect(
      await lint('server/domain/signing/planted.ts', "import { DomainError } from '../errors';\nexport const E = DomainError;\n"),
    ).toEqual([]);
    expect(await lint('src/pages/BatchSign/planted.tsx', "export { request } from '../../services/request';\n")).toEqual([]);
    expect(await lint('src/services/planted.ts', "export { LIMITS } from '@common/validation/limits';\n")).toEqual([]);
  });
});
