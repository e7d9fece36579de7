/**
 * The shell in Chromium against `npm start`'s server: each demo account sees exactly the top
 * menu its permissions allow (zh-CN and en-US), the globe switches the language on the login
 * page and in the header, forbidden routes show 403, logout keeps the page.
 */
import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { BASE_URL, closeBrowser, login, loginOverHttp, openPage, submitLogin, topMenu } from './helpers.mjs';

const MENUS = {
  admin: ['home', 'company', 'contract', 'employee', 'preventionList', 'outbox', 'record', 'helpCenter', 'stats'],
  user: ['home', 'company', 'contract', 'employee', 'sign', 'record', 'helpCenter', 'batchSign', 'stats'],
  company: ['home', 'company', 'contract', 'employee', 'record', 'helpCenter', 'stats'],
  department: ['home', 'employee', 'sign', 'advanceSend', 'helpCenter'],
  operator: ['home', 'employee', 'sign', 'advanceSend', 'helpCenter', 'batchSign'],
};
const TITLES = {
  'zh-CN': {
    home: '首页',
    company: '客户公司',
    contract: '合同管理',
    employee: '员工管理',
    sign: '签署',
    advanceSend: '提前发送',
    preventionList: '防范名单',
    record: '签署记录',
    helpCenter: '帮助中心',
    batchSign: '批量签署',
    outbox: '发件箱',
    stats: '数据统计',
  },
  'en-US': {
    home: 'Home',
    company: 'Companies',
    contract: 'Contracts',
    employee: 'Employees',
    sign: 'Signing',
    advanceSend: 'Advance send',
    preventionList: 'Prevention list',
    record: 'Signing records',
    helpCenter: 'Help center',
    batchSign: 'Batch signing',
    outbox: 'Outbox',
    stats: 'Statistics',
  },
};

after(closeBrowser);

for (const locale of Object.keys(TITLES)) {
  describe(`top menu per role, ${locale}`, () => {
    for (const [username, keys] of Object.entries(MENUS)) {
      it(`${username} sees ${keys.join(', ')}`, async () => {
        const { page, close } = await openPage(locale);
        try {
          await login(page, username);
          assert.equal(new URL(page.url()).pathname, '/employee', 'the root redirects to /employee');
          assert.deepEqual(
            await topMenu(page),
            keys.map((k) => TITLES[locale][k]),
          );
        } finally {
          await close();
        }
      });
    }
  });
}

describe('language', () => {
  it('the globe switches the language in place, on the login page and in the header', async () => {
    const { page, close } = await openPage('zh-CN');
    try {
      await page.goto(`${BASE_URL}/user/login`);
      await page.locator('#username').fill('admin');
      await page.getByRole('button', { name: '语言 / Language' }).click();
      await page.getByRole('menuitem', { name: 'English' }).click();
      await page.getByRole('tab', { name: 'Account Login' }).waitFor();
      assert.equal(await page.locator('#username').inputValue(), 'admin', 'what was typed is kept');

      await page.locator('#password').fill('ant.design');
      await submitLogin(page);
      await page.waitForURL((url) => !url.pathname.startsWith('/user/login') && url.pathname !== '/');
      assert.equal((await topMenu(page))[0], 'Home');
      // The header's parts arrive one after another: click once they stand still.
      await page.waitForLoadState('networkidle');
      await page.getByRole('button', { name: 'Language' }).click();
      await page.getByRole('menuitem', { name: '繁體中文' }).click();
      await page.waitForFunction(() => document.querySelector('.ant-menu-horizontal li')?.textContent?.includes('首頁'));
    } finally {
      await close();
    }
  });
});

describe('access and logout', () => {
  it('a forbidden route shows 403', async () => {
    const { page, close } = await openPage('en-US');
    try {
      await login(page, 'department');
      await page.goto(`${BASE_URL}/preventionList`);
      await page.getByText('Sorry, you are not authorized to access this page.').waitFor();
      await page.goto(`${BASE_URL}/company`);
      await page.getByText('Sorry, you are not authorized to access this page.').waitFor();
    } finally {
      await close();
    }
  });

  it('logout lands on /user/login with the redirect parameter, and login returns there', async () => {
    const { page, close } = await openPage('zh-CN');
    try {
      await login(page, 'admin');
      await page.goto(`${BASE_URL}/account/settings`);
      await page.getByText('基本设置').first().waitFor();
      await page.getByTestId('avatar-dropdown').hover();
      await page.getByText('退出登录').click();
      await page.waitForURL((url) => url.pathname === '/user/login');
      assert.equal(new URL(page.url()).searchParams.get('redirect'), '/account/settings');
      // The session is gone on the server too.
      const res = await page.request.get(`${BASE_URL}/api/currentUser`);
      assert.equal((await res.json()).status, 302);
      await page.locator('#username').fill('admin');
      await page.locator('#password').fill('ant.design');
      await submitLogin(page);
      await page.waitForURL((url) => url.pathname === '/account/settings');
    } finally {
      await close();
    }
  });

  it('a wrong password shows the sample-account hint', async () => {
    const { page, close } = await openPage('en-US');
    try {
      await page.goto(`${BASE_URL}/user/login`);
      await page.locator('#username').fill('admin');
      await page.locator('#password').fill('wrong-password');
      await submitLogin(page);
      await page.getByText('Incorrect username/password (admin/ant.design)').waitFor();
      assert.equal(new URL(page.url()).pathname, '/user/login');
    } finally {
      await close();
    }
  });
});

describe('first screens', () => {
  // antd's styles for these screens come with umi.css, made at build time
  // (config/antdStaticStyles); one the browser has to make is a component missing from
  // config/antdStaticStyles/screens.tsx, and costs the first render its making.
  const madeInBrowser = (page) =>
    page.evaluate(() => [...document.querySelectorAll('style[data-css-hash]')].map((s) => s.innerHTML.slice(0, 80)));

  it('the login page and a list draw with the styles built ahead, none made in the browser', async () => {
    const { page, close } = await openPage('en-US');
    try {
      await page.goto(`${BASE_URL}/user/login`);
      await page.locator('#username').waitFor();
      await page.waitForLoadState('networkidle');
      assert.deepEqual(await madeInBrowser(page), []);

      await loginOverHttp(page.request, 'admin');
      await page.goto(`${BASE_URL}/employee`);
      await page.locator('.ant-table-tbody tr.ant-table-row').first().waitFor();
      await page.waitForLoadState('networkidle');
      assert.deepEqual(await madeInBrowser(page), []);
      // The styles are there all the same: the primary button is the theme's colour.
      const primary = await page
        .locator('.ant-btn-primary')
        .first()
        .evaluate((el) => getComputedStyle(el).backgroundColor);
      assert.equal(primary, 'rgb(24, 144, 255)');
    } finally {
      await close();
    }
  });
});
