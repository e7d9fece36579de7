/**
 * The Content-Security-Policy in a real browser: every page each role may open (the route table
 * filtered by the access table, detail pages and the PDF field editor included), the login page,
 * the public verify page and an employee's signing page load under the policy, and Chromium
 * reports no violation, from the page or from a worker (pdf.js).
 */
import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { accessOf } from '../../common/access.ts';
import { UserType } from '../../common/api/accounts.ts';
import table from '../../config/routes.ts';
import { BASE_URL, closeBrowser, login, openPage } from './helpers.mjs';

after(closeBrowser);

// tsx hands a TypeScript default export to ESM wrapped once more.
const routes = Array.isArray(table) ? table : table.default;

const USERS = {
  admin: { type: UserType.ADMIN, relation_id: 0, department: null },
  user: { type: UserType.COMPANY, relation_id: 29, department: null },
  company: { type: UserType.COMPANY, relation_id: 31, department: null },
  department: { type: UserType.DEPARTMENT, relation_id: 29, department: 1 },
  operator: { type: UserType.OPERATOR, relation_id: 29, department: null },
};

/** Leaf routes of the table a user may open, parameters left for the caller to fill. */
function pagesOf(user) {
  const access = accessOf(user);
  const pages = [];
  const walk = (list) => {
    for (const route of list) {
      if (route.access && !access[route.access]) continue;
      if (route.routes) walk(route.routes);
      else if (route.component && route.path !== '*' && route.layout !== false) pages.push(route.path);
    }
  };
  walk(routes);
  return pages;
}

/** Records CSP violations: the page's own events, and Chromium's console reports (workers too). */
async function watch(page) {
  const violations = [];
  await page.addInitScript(() => {
    window.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) => window.__csp.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return async () => [...violations, ...(await page.evaluate(() => window.__csp ?? []))];
}

/** Opens `path` and waits until the page has drawn its content and the network is quiet. */
async function visit(page, path) {
  await page.goto(`${BASE_URL}${path}`);
  await page.waitForLoadState('networkidle');
  await page.locator('#root *').first().waitFor();
}

async function firstId(page, path) {
  const body = await (await page.request.get(`${BASE_URL}${path}`)).json();
  return body.data.list[0]?.id;
}

describe('Content-Security-Policy', () => {
  it('the login, verify and signing pages load with no violation', async () => {
    const { page, close } = await openPage();
    try {
      const violations = await watch(page);
      for (const path of ['/user/login', '/verify', `/signing/${'x'.repeat(43)}`]) await visit(page, path);
      assert.deepEqual(await violations(), []);
    } finally {
      await close();
    }
  });

  it('is enforced, and a violation would be seen: an outside image is blocked and reported', async () => {
    const { page, close } = await openPage();
    try {
      const violations = await watch(page);
      await visit(page, '/user/login');
      await page.evaluate(() => {
        const img = document.createElement('img');
        img.src = 'https://example.invalid/tracker.png';
        document.body.append(img);
      });
      await page.waitForFunction(() => window.__csp.length > 0);
      assert.match((await violations()).join('\n'), /img-src/);
    } finally {
      await close();
    }
  });

  for (const [username, user] of Object.entries(USERS)) {
    it(`every page of ${username} loads with no violation`, async () => {
      const { page, close } = await openPage();
      try {
        const violations = await watch(page);
        await login(page, username);
        const ids = {
          id: user.type === UserType.ADMIN || user.type === UserType.COMPANY ? user.relation_id || 29 : undefined,
        };
        const visited = [];
        for (const path of pagesOf(user)) {
          let target = path;
          if (path === '/company/:id') target = `/company/${ids.id}`;
          if (path === '/sign/:id') {
            const task = await firstId(page, '/api/sign-tasks?pageSize=1');
            if (!task) continue;
            target = `/sign/${task}`;
          }
          if (path === '/contract/setting')
            target = `/contract/setting?id=${await firstId(page, '/api/contracts?pageSize=1&kind=principal')}`;
          if (target.includes(':')) continue;
          await visit(page, target);
          visited.push(target);
        }
        assert.ok(visited.length >= 5, `visited ${visited.join(', ')}`);
        assert.deepEqual(await violations(), [], `pages: ${visited.join(', ')}`);
      } finally {
        await close();
      }
    });
  }
});
