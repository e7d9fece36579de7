/**
 * Measures the first-load JavaScript of /user/login and /employee in Chromium on the built app
 * served by `npm start`: every script the page fetches until the network is idle, each gzipped
 * (level 9) so the figure does not depend on the server's compression. Prints one row per page.
 *   npm run measure:js
 */
import { gzipSync } from 'node:zlib';
import { launchChromium } from './chromium.mjs';
import { startServer } from './serve-for-tests.mjs';

async function scriptsOf(page, run) {
  const scripts = new Map();
  const onResponse = async (res) => {
    if (res.request().resourceType() !== 'script' || !res.ok()) return;
    scripts.set(
      res.url(),
      res.body().then((b) => gzipSync(b, { level: 9 }).length),
    );
  };
  page.on('response', onResponse);
  await run();
  await page.waitForLoadState('networkidle');
  page.off('response', onResponse);
  const sizes = await Promise.all([...scripts.entries()].map(async ([url, size]) => [new URL(url).pathname, await size]));
  return sizes.sort((a, b) => b[1] - a[1]);
}

const kB = (n) => `${(n / 1024).toFixed(1)} kB`;
// BASE_URL measures a server already running; otherwise one is started as `npm start` would.
const server = process.env.BASE_URL ? { url: process.env.BASE_URL, stop: async () => undefined } : await startServer();
const browser = await launchChromium();
try {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const results = [];

  results.push(['/user/login', await scriptsOf(page, () => page.goto(`${server.url}/user/login`))]);

  // Log in, then load /employee in a fresh page load, as a returning user would.
  await page.locator('#username').fill('admin');
  await page.locator('#password').fill('ant.design');
  await page.getByRole('button', { name: /^(登\s?录|Login)$/ }).click();
  await page.waitForURL((u) => !u.pathname.startsWith('/user/login'));
  const fresh = await context.newPage();
  results.push(['/employee', await scriptsOf(fresh, () => fresh.goto(`${server.url}/employee`))]);

  for (const [path, sizes] of results) {
    const total = sizes.reduce((s, [, n]) => s + n, 0);
    console.log(`${path}: ${kB(total)} of gzipped JS in ${sizes.length} files`);
    if (process.argv.includes('--verbose')) sizes.forEach(([file, n]) => console.log(`  ${kB(n).padStart(10)}  ${file}`));
  }
} finally {
  await browser.close();
  await server.stop();
}
