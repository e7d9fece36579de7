/**
 * npm run screenshots (node --import tsx scripts/screenshots.mjs): pictures of the real app for
 * the docs and the manual, made again whenever the interface changes. Starts `npm start`'s server
 * on a fresh database, puts some signing work in it the way users would (tasks sent, signed,
 * refused, sealed), then in Chromium at 1440 x 900, in zh-CN and en-US:
 * - docs/screenshots/home-<locale>.png, stats-<locale>.png, manual-<locale>.png;
 * - docs/screenshots/manual/<role>-<page>.<locale>.jpg: each page a role's manual has a section
 *   about (`<!-- route: /x -->` in help/manual/<role>.<locale>.md), shown beside that section;
 * - docs/screenshots/screens/<screen>-<width>.<locale>.png: the screens most lately changed (the
 *   SCREENS list), at 1440 and 390 px wide, to be looked at before a change to them is done.
 */
import { mkdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { launchChromium } from './chromium.mjs';
import { startServer } from './serve-for-tests.mjs';
import { readOutbox } from './dev-outbox.mjs';
import { dataUrl, sealPng, signaturePng } from '../tests/api/support/png.ts';
import { MANUAL_SHOT_SIZE, manualShotName } from '../common/api/help.ts';

const LOCALES = ['zh-CN', 'en-US'];
const ROLES = { admin: 'admin', company: 'user', department: 'department', operator: 'operator' };
const OUT = 'docs/screenshots';
const VIEWPORT = MANUAL_SHOT_SIZE;

async function json(response) {
  const body = await response.json();
  if (body.status !== 0) throw new Error(`${response.url()}: ${JSON.stringify(body).slice(0, 200)}`);
  return body.data;
}

/** A few days of work: tasks sent, most signed, one refused, some sealed by the company. */
async function someWork(request, base) {
  const login = (username) => request.post(`${base}/api/login/account`, { data: { type: 'account', username, password: 'ant.design' } });
  await json(await login('user'));
  await json(
    await request.post(`${base}/api/companies/29/seal`, {
      multipart: { file: { name: 'seal.png', mimeType: 'image/png', buffer: sealPng() } },
    }),
  );
  await json(await login('operator'));
  const employees = (await json(await request.get(`${base}/api/employees?companyId=29&status=active&pageSize=100`))).list;
  const templates = (await json(await request.get(`${base}/api/contracts?kind=principal&status=enabled&pageSize=100`))).list;
  const created = await json(
    await request.post(`${base}/api/sign-tasks`, {
      data: {
        templateId: templates.find((c) => c.code === 'LC-2025').id,
        employeeIds: employees.slice(0, 6).map((e) => e.id),
        values: { contract_term: '固定期限', monthly_salary: '6800.00' },
        send: true,
      },
    }),
  );
  const outbox = async (mobile, like) => (await readOutbox(base, mobile)).find((m) => m.text.includes(like));
  const signed = [];
  for (const [i, task] of created.created.entries()) {
    const { mobile } = employees.find((e) => e.id === task.employeeId);
    if (i === 5) continue; // still with the employee
    const token = /\/signing\/([A-Za-z0-9_-]{43})/.exec((await outbox(mobile, '/signing/')).text)[1];
    await json(await request.post(`${base}/api/signing/${token}/code`, { data: {} }));
    const { code } = await outbox(mobile, '验证码');
    if (i === 4) await json(await request.post(`${base}/api/signing/${token}/reject`, { data: { code, reason: '薪资与约定不符' } }));
    else {
      await json(await request.post(`${base}/api/signing/${token}/sign`, { data: { code, signature: dataUrl(signaturePng()) } }));
      signed.push(task.id);
    }
  }
  for (const id of signed.slice(0, 2)) await json(await request.post(`${base}/api/sign-tasks/${id}/company-sign`, { data: {} }));
  const draft = await json(
    await request.post(`${base}/api/sign-tasks`, {
      data: {
        templateId: templates.find((c) => c.code === 'LC-2025').id,
        employeeIds: [employees[6].id],
        values: { contract_term: '固定期限', monthly_salary: '7100.00' },
      },
    }),
  );
  return { draftId: draft.created[0].id, refusedId: created.created[4].id };
}

/**
 * The screens most lately changed: who sees each, where, and what to do on it before the picture
 * (`act`, given the page). `tasks` are the ids someWork made.
 */
const SCREENS = (tasks) => [
  { name: 'login', role: null, path: '/user/login' },
  { name: 'login-suspended', role: null, path: '/user/login?reason=companySuspended' },
  { name: 'account-settings', role: 'admin', path: '/account/settings' },
  { name: 'company-accounts', role: 'admin', path: '/company/29?tab=accounts' },
  { name: 'prevention-list', role: 'admin', path: '/preventionList' },
  {
    name: 'employee-import',
    role: 'company',
    path: '/employee',
    act: async (page) => {
      await page.getByRole('button', { name: /(导\s?入|Import)$/ }).click();
      await page.locator('.ant-modal-content').waitFor();
      // The modal's zoom ends before the picture.
      await page.waitForTimeout(500);
    },
  },
  { name: 'sign-list', role: 'operator', path: '/sign' },
  {
    name: 'new-signing',
    role: 'operator',
    path: '/sign',
    act: async (page) => {
      await page
        .getByRole('button', { name: /发起签署|New signing/ })
        .first()
        .click();
      await page.locator('.ant-select', { has: page.locator('#newSigning_templateId') }).click();
      await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click();
      await page.locator('[role=switch]').first().click();
      await page.locator('[role=switch][aria-checked=true]').first().waitFor();
      // The switch's own animation ends before the picture.
      await page.waitForTimeout(400);
    },
  },
  { name: 'draft-task', role: 'operator', path: `/sign/${tasks.draftId}` },
  { name: 'refused-task', role: 'operator', path: `/sign/${tasks.refusedId}` },
  { name: 'advance-send', role: 'operator', path: '/advanceSend' },
  { name: 'batch-sign', role: 'operator', path: '/batchSign' },
  { name: 'faq', role: 'operator', path: '/helpCenter/FAQ' },
];
const WIDTHS = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
];

/** The pages a manual has sections about: the role's own, and those every back-office role shares (manual/shared). */
function routesOf(role, locale) {
  const files = [`${role}.${locale}.md`, `shared.${locale}.md`].map((name) => join('help', 'manual', name)).filter(existsSync);
  const text = files.map((file) => readFileSync(file, 'utf8')).join('\n');
  return [...new Set([...text.matchAll(/<!-- route: (\/[\w/]*) -->/g)].map((m) => m[1]))];
}

async function settle(page) {
  await page.waitForLoadState('networkidle');
  // Charts and lists draw after their data arrives.
  await page
    .waitForFunction(() => !document.querySelector('.ant-spin-spinning, .ant-skeleton-active'), null, { timeout: 15_000 })
    .catch(() => {});
}

mkdirSync(join(OUT, 'manual'), { recursive: true });
mkdirSync(join(OUT, 'screens'), { recursive: true });
const server = await startServer();
const browser = await launchChromium();
let made = 0;
try {
  const setup = await browser.newContext();
  const tasks = await someWork(setup.request, server.url);
  await setup.close();
  for (const locale of LOCALES) {
    for (const viewport of WIDTHS) {
      for (const screen of SCREENS(tasks)) {
        const context = await browser.newContext({ viewport, locale });
        await context.addInitScript((l) => window.localStorage.setItem('umi_locale', l), locale);
        const page = await context.newPage();
        if (screen.role) {
          const answer = await context.request.post(`${server.url}/api/login/account`, {
            data: { type: 'account', username: ROLES[screen.role] ?? screen.role, password: 'ant.design' },
          });
          if ((await answer.json()).status !== 0) throw new Error(`login as ${screen.role} failed`);
        }
        await page.goto(`${server.url}${screen.path}`);
        await settle(page);
        if (screen.act) {
          await screen.act(page);
          await settle(page);
        }
        await page.screenshot({
          path: join(OUT, 'screens', `${screen.name}-${viewport.width}.${locale}.png`),
          fullPage: viewport.width < 600,
        });
        made += 1;
        await context.close();
      }
    }
  }
  for (const locale of LOCALES) {
    for (const [role, username] of Object.entries(ROLES)) {
      const context = await browser.newContext({ viewport: VIEWPORT, locale });
      await context.addInitScript((l) => window.localStorage.setItem('umi_locale', l), locale);
      const page = await context.newPage();
      await page.goto(`${server.url}/user/login`);
      await page.locator('#username').fill(username);
      await page.locator('#password').fill('ant.design');
      await page.getByRole('button', { name: /^(登\s?录|Login)$/ }).click();
      await page.waitForURL((url) => !url.pathname.startsWith('/user/login'));
      const shoot = async (path, file, options = {}) => {
        await page.goto(`${server.url}${path}`);
        await settle(page);
        await page.screenshot({ path: file, ...options });
        made += 1;
      };
      if (role === 'company') {
        await shoot('/home', join(OUT, `home-${locale}.png`));
        await shoot('/stats', join(OUT, `stats-${locale}.png`));
        await shoot('/helpCenter/manual', join(OUT, `manual-${locale}.png`));
      }
      for (const route of routesOf(role, locale)) {
        if (route.includes(':')) continue;
        await shoot(route, join(OUT, 'manual', manualShotName(role, route, locale)), { type: 'jpeg', quality: 70 });
      }
      await context.close();
    }
  }
  console.log(`${made} screenshots in ${OUT}`);
} finally {
  await browser.close();
  await server.stop();
}
