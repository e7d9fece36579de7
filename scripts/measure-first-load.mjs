/**
 * Measures the first load of /user/login, /employee, /signing/:token and /stats in Chromium on the
 * built app served by `npm start`, cold (a fresh browser context, so an empty cache, for every run):
 * - JavaScript: every script the page fetches until the network is idle, each gzipped (level 9)
 *   so the figure does not depend on the server's compression; for the signing page also the part
 *   of it that had arrived when the contract's first page was drawn;
 * - first visible: milliseconds from navigation start until the page's main content is in the
 *   document with a size, at the animation frame that draws it (median of the runs);
 * - the main thread's work until then: the renderer's task and script time (Chromium's
 *   Performance metrics), which moves less than the time when other work shares the cores.
 * `--pages login,employee` measures only the pages whose path contains one of the words;
 * `--drawn-before` opens each signing link after its first page image was drawn.
 * With `--against <url>`, another built app served at that URL (Ant Design Pro v6's dist, its
 * mock API on the same origin) is measured in the same session: runs alternate ours / theirs per
 * page pair (/user/login with /user/login, /employee with /list/table-list) and the ratios are
 * printed (ours divided by theirs: gzipped JS bytes, median first-visible time, median main-thread
 * task time).
 *   npm run measure:js [-- --runs 7] [-- --verbose] [-- --against http://127.0.0.1:8001]
 */
import { gzipSync } from 'node:zlib';
import { launchChromium } from './chromium.mjs';
import { readOutbox } from './dev-outbox.mjs';
import { startServer } from './serve-for-tests.mjs';

const argValue = (name, fallback) => {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : fallback;
};
const RUNS = Number(argValue('--runs', 7));
const AGAINST = argValue('--against')?.replace(/\/$/, '');
const VERBOSE = process.argv.includes('--verbose');
const ONLY = argValue('--pages')?.split(',');
const DRAWN_BEFORE = process.argv.includes('--drawn-before');
const PASSWORD = 'ant.design';

/**
 * Runs in the page before its own scripts: records `window.__firstVisible` (ms since navigation
 * start) at the animation frame after `selector` first matches an element with a size.
 */
function watchFirstVisible(selector) {
  const seen = () => {
    const el = document.querySelector(selector);
    return el && el.getBoundingClientRect().height > 0;
  };
  const observer = new MutationObserver(() => {
    if (!seen()) return;
    observer.disconnect();
    requestAnimationFrame(() => (window.__firstVisible = performance.now()));
  });
  observer.observe(document, { childList: true, subtree: true, attributes: true });
}

/** One cold load of `path`: its scripts' gzipped sizes and the first-visible time. */
async function coldLoad(browser, url, { path, selector, login, drawn, viewport = { width: 1440, height: 900 } }) {
  const context = await browser.newContext({ viewport });
  try {
    // Only what the app serves: a build that loads a tag from the Internet (Pro's analytics) is
    // measured without it, as on a machine without that network.
    await context.route(
      (target) => !['127.0.0.1', 'localhost'].includes(target.hostname),
      (route) => route.abort(),
    );
    if (login) await context.request.post(`${url}/api/login/account`, { data: { type: 'account', username: login, password: PASSWORD } });
    await context.addInitScript(watchFirstVisible, selector);
    // Set up before the page's scripts: a later look would find the page drawn long before.
    if (drawn) await context.addInitScript(drawn);
    const page = await context.newPage();
    // The renderer's main-thread time (tasks, and script among them) up to the first visible
    // frame: the work a load costs, steadier than its time when other work shares the cores.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    // Bodies are read and gzipped once the page is idle: work in this process while the page
    // loads would take the cores the page and the server are measured on.
    const scripts = new Map();
    const onResponse = (res) => {
      if (res.request().resourceType() === 'script' && res.ok()) scripts.set(new URL(res.url()).pathname, res);
    };
    page.on('response', onResponse);
    await page.goto(`${url}${path}`, { waitUntil: 'commit' });
    const visible = await (await page.waitForFunction(() => window.__firstVisible, undefined, { timeout: 30_000 })).jsonValue();
    const { metrics } = await cdp.send('Performance.getMetrics');
    const metric = (name) => metrics.find((m) => m.name === name).value * 1000;
    const busy = { task: metric('TaskDuration'), script: metric('ScriptDuration') };
    // `drawn` records on the page's clock (the time since the navigation began) the frame that drew it.
    const drawnMs = drawn && (await (await page.waitForFunction(() => window.__drawn, undefined, { timeout: 30_000 })).jsonValue());
    await page.waitForLoadState('networkidle');
    page.off('response', onResponse);
    // When each script had arrived, on the page's own clock (the one `drawn` answers on).
    const arrived = new Map(
      await page.evaluate(() => performance.getEntriesByType('resource').map((r) => [new URL(r.name).pathname, r.responseEnd])),
    );
    const loaded = (
      await Promise.all(
        [...scripts.entries()].map(async ([file, res]) => {
          // A body the browser no longer holds is left out.
          const body = await res.body().catch(() => undefined);
          return body && [file, { bytes: gzipSync(body, { level: 9 }).length, arrived: arrived.get(file) ?? Infinity }];
        }),
      )
    ).filter(Boolean);
    const sizes = loaded.map(([file, { bytes }]) => [file, bytes]).sort((a, b) => b[1] - a[1]);
    const beforeDrawn = drawn && loaded.filter(([, s]) => s.arrived <= drawnMs).reduce((sum, [, s]) => sum + s.bytes, 0);
    return { ms: visible, busy, sizes, beforeDrawn, drawnMs };
  } finally {
    await context.close();
  }
}

/**
 * A signing link as an employee receives it: the operator sends a task to the `n`th active
 * employee, the dev outbox holds the text.
 */
async function signingPath(browser, url, n) {
  const context = await browser.newContext();
  try {
    const json = async (response) => {
      const body = await response.json();
      if (body.status !== 0) throw new Error(`${response.url()}: ${JSON.stringify(body).slice(0, 300)}`);
      return body.data;
    };
    await json(
      await context.request.post(`${url}/api/login/account`, { data: { type: 'account', username: 'operator', password: PASSWORD } }),
    );
    const employees = (await json(await context.request.get(`${url}/api/employees?status=active&pageSize=100`))).list;
    const templates = (await json(await context.request.get(`${url}/api/contracts?kind=principal&status=enabled&pageSize=100`))).list;
    const created = await json(
      await context.request.post(`${url}/api/sign-tasks`, {
        data: {
          templateId: templates.find((c) => c.code === 'LC-2025').id,
          employeeIds: [employees.filter((e) => !e.prevented)[n].id],
          values: { contract_term: '固定期限', monthly_salary: '6800.00' },
          send: true,
        },
      }),
    );
    if (created.created.length !== 1) throw new Error(`no signing task: ${JSON.stringify(created.refused)}`);
    const mobile = employees.filter((e) => !e.prevented)[n].mobile;
    const text = (await readOutbox(url, mobile)).find((m) => m.text.includes('/signing/')).text;
    const path = /\/signing\/[A-Za-z0-9_-]{43}/.exec(text)[0];
    if (DRAWN_BEFORE) {
      // As a link opened after its first page was drawn (by an earlier visit).
      const view = await json(await context.request.get(`${url}/api${path}`));
      await context.request.get(`${url}/api${path}/documents/${view.documents[0].id}/pages/1`);
    }
    return path;
  } finally {
    await context.close();
  }
}

const kB = (n) => `${(n / 1024).toFixed(1)} kB`;
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

/** Prints one page's figures; returns its JS bytes and median first-visible ms for the ratios. */
function report(name, runs) {
  const { sizes } = runs[0];
  const total = sizes.reduce((s, [, n]) => s + n, 0);
  const times = runs.map((r) => Math.round(r.ms));
  const ms = Math.round(median(times));
  console.log(
    `${name}: ${kB(total)} of gzipped JS in ${sizes.length} files; first visible ${ms} ms ` +
      `(median of ${runs.length} cold runs: ${times.join(', ')})`,
  );
  const task = Math.round(median(runs.map((r) => r.busy.task)));
  const script = Math.round(median(runs.map((r) => r.busy.script)));
  console.log(`  main thread before it: ${task} ms of tasks, ${script} ms of them script (medians)`);
  if (runs[0].beforeDrawn) {
    const drawnTimes = runs.map((r) => Math.round(r.drawnMs));
    console.log(`  of which before the contract's first page was drawn: ${kB(median(runs.map((r) => r.beforeDrawn)))}`);
    console.log(`  first page drawn at ${Math.round(median(drawnTimes))} ms (median of ${drawnTimes.join(', ')})`);
  }
  if (VERBOSE) sizes.forEach(([file, n]) => console.log(`  ${kB(n).padStart(10)}  ${file}`));
  return { bytes: total, ms, task };
}

// BASE_URL measures a server already running; otherwise one is started as `npm start` would.
const server = process.env.BASE_URL ? { url: process.env.BASE_URL, stop: async () => undefined } : await startServer();
const browser = await launchChromium();
try {
  const pages = [
    // `against`: the matching page of Ant Design Pro v6, the app --against is meant for. Its table page
    // needs its mock's login (admin / ant.design, the same request as ours) before it loads.
    { name: '/user/login', path: '/user/login', selector: '#username', against: { path: '/user/login', selector: '#username' } },
    // A returning user: the session cookie is there before the page loads.
    {
      name: '/employee',
      path: '/employee',
      selector: '.ant-table-tbody tr.ant-table-row',
      login: 'admin',
      against: { path: '/list/table-list', selector: '.ant-table-tbody tr.ant-table-row', login: 'admin' },
    },
    {
      name: '/signing/:token',
      // A new link each run, as each employee opens their own: its pages are drawn when first asked for.
      path: (run) => signingPath(browser, server.url, run),
      selector: 'main h1',
      // On a phone; the contract's first page: the server's image of it, loaded and decoded.
      viewport: { width: 390, height: 844 },
      drawn: () => {
        const check = () => {
          const page = document.querySelector('img[data-page="1"]');
          if (window.__drawn || !page?.complete || page.naturalWidth <= 300) return;
          requestAnimationFrame(() => (window.__drawn ??= performance.now()));
        };
        // An image's load does not bubble, but is seen on its way down.
        document.addEventListener('load', check, true);
        new MutationObserver(check).observe(document, { childList: true, subtree: true });
      },
    },
    { name: '/stats', path: '/stats', selector: '.ant-statistic-content', login: 'admin' },
  ].filter((p) => !ONLY || ONLY.some((word) => p.name.includes(word)));
  for (const target of pages) {
    const other = AGAINST && target.against;
    const ours = [];
    const theirs = [];
    for (let i = 0; i < RUNS; i += 1) {
      const path = typeof target.path === 'function' ? await target.path(i) : target.path;
      ours.push(await coldLoad(browser, server.url, { ...target, path }));
      // Alternating, so that both apps meet the same machine load (others share its 2 cores).
      if (other) theirs.push(await coldLoad(browser, AGAINST, other));
    }
    const a = report(target.name, ours);
    if (!other) continue;
    const b = report(`  against ${AGAINST}${other.path}`, theirs);
    console.log(
      `  ratio ours / theirs: JS ${(a.bytes / b.bytes).toFixed(2)}, first visible ${(a.ms / b.ms).toFixed(2)}, main thread ${(a.task / b.task).toFixed(2)}`,
    );
  }
} finally {
  await browser.close();
  await server.stop();
}
