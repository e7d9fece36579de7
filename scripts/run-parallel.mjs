#!/usr/bin/env node
/**
 * Runs npm scripts at the same time and fails if any fails: `npm test` runs the jest projects
 * and the PostgreSQL suite side by side. The PostgreSQL suite runs in band (one core) for about
 * ten minutes; jest runs two workers (`test:unit`), which have both of CI's cores once it ends.
 * Each script's output is
 * kept in its own file and printed whole when it ends, so the two never interleave; a line says
 * when each started and ended.
 *
 *   node scripts/run-parallel.mjs test:unit test:pg
 */
import { spawn } from 'node:child_process';
import { createWriteStream, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const scripts = process.argv.slice(2);
if (!scripts.length) {
  console.error('usage: node scripts/run-parallel.mjs <npm script>...');
  process.exit(2);
}
const dir = mkdtempSync(join(tmpdir(), 'run-parallel-'));
const began = Date.now();
const seconds = () => `${Math.round((Date.now() - began) / 1000)} s`;
const children = [];
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => children.forEach((child) => child.kill(signal)));

const results = await Promise.all(
  scripts.map(
    (script) =>
      new Promise((resolve) => {
        const file = join(dir, `${script.replace(/[^\w-]/g, '_')}.log`);
        const out = createWriteStream(file);
        console.log(`run-parallel: ${script} started (output in ${file})`);
        const child = spawn('npm', ['run', script], { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: '0' } });
        children.push(child);
        child.stdout.pipe(out);
        child.stderr.pipe(out);
        child.on('exit', (code, signal) =>
          out.end(() => {
            console.log(`\n===== ${script}: ${code === 0 ? 'passed' : `FAILED (${signal ?? code})`} after ${seconds()} =====`);
            process.stdout.write(readFileSync(file));
            resolve(code === 0);
          }),
        );
      }),
  ),
);
process.exit(results.every(Boolean) ? 0 : 1);
