/**
 * What users hit on their first day, in Chromium: a new record is first in its list, a form
 * shows the server's refusal under the field, every demo account saves its basic settings as
 * they are, and a record out of reach shows the 403 page (no stacked notifications).
 */
import assert from 'node:assert/strict';
import { after, it } from 'node:test';
import ExcelJS from 'exceljs';
import { makeIdNumber } from '../../common/validation/china-ids.ts';
import { BASE_URL, closeBrowser, login, openPage, submitLogin } from './helpers.mjs';

after(closeBrowser);

const dialog = (page) => page.locator('.ant-modal-content:visible, .ant-drawer-content:visible').last();
const notifications = (page) => page.locator('.ant-notification-notice, .ant-message-error');

it('a new employee is first in the list after saving', async () => {
  const { page, close } = await openPage('en-US');
  try {
    await login(page, 'department');
    await page.goto(`${BASE_URL}/employee`);
    await page.locator('.ant-table-tbody tr.ant-table-row').first().waitFor();
    await page.getByRole('button', { name: 'New employee' }).click();
    const form = page.locator('.ant-modal-content:visible, .ant-drawer-content:visible').last();
    await form.getByLabel('Name', { exact: true }).fill('钱新来');
    await form.getByLabel('ID number', { exact: true }).fill(makeIdNumber('320102', '19980305', '417'));
    await form.getByLabel('Mobile', { exact: true }).fill('13600003333');
    await form.getByLabel('Entry date', { exact: true }).click();
    await form.getByLabel('Entry date', { exact: true }).fill('2026-11-02');
    await form.getByLabel('Entry date', { exact: true }).press('Enter');
    await form.getByRole('button', { name: 'OK' }).click();
    await page.waitForFunction(() => document.querySelector('.ant-table-tbody tr.ant-table-row')?.textContent.includes('钱新来'));
  } finally {
    await close();
  }
});

it('a list keeps its filter, sort and page in the URL: Back and a shared link bring it back', async () => {
  const { page, close } = await openPage('en-US');
  const rows = () => page.locator('.ant-table-tbody tr.ant-table-row');
  try {
    await login(page, 'admin');
    await page.goto(`${BASE_URL}/employee`);
    await rows().first().waitFor();
    await page.getByLabel('Status', { exact: true }).click();
    await page.locator('.ant-select-item-option', { hasText: 'Employed' }).click();
    await page.getByRole('button', { name: 'Query' }).click();
    await page.waitForURL(/status=active/);
    await page.getByRole('columnheader', { name: 'Entry date' }).click();
    await page.waitForURL(/sorter=entryDate/);
    await page.locator('.ant-pagination-item-2').click();
    await page.waitForURL(/current=2/);
    const shown = await rows().first().innerText();

    // Away and Back, then the same URL in a new tab: the same filter, sort, page and rows.
    await page.goto(`${BASE_URL}/company/29`);
    await page.goBack();
    await page.locator('.ant-pagination-item-2.ant-pagination-item-active').waitFor();
    assert.equal(await rows().first().innerText(), shown);
    const link = page.url();
    const other = await page.context().newPage();
    await other.goto(link);
    await other.locator('.ant-pagination-item-2.ant-pagination-item-active').waitFor();
    await other.locator('thead th.ant-table-column-sort', { hasText: 'Entry date' }).waitFor();
    assert.equal(await other.locator('.ant-table-tbody tr.ant-table-row').first().innerText(), shown);
    // The filter bar shows the status it filters by.
    assert.match(await other.locator('.list-filter-bar').innerText(), /Employed/);
  } finally {
    await close();
  }
});

it("a company's admin exports full ID numbers after confirming, and finds the export in the audit log", async () => {
  const { page, close } = await openPage('en-US');
  try {
    await login(page, 'user');
    await page.goto(`${BASE_URL}/employee?name=${encodeURIComponent('王海涛')}`);
    await page.locator('.ant-table-tbody tr.ant-table-row').first().waitFor();
    // The list shows the ID masked.
    assert.match(await page.locator('.ant-table-tbody tr.ant-table-row').first().innerText(), /\d{6}\*{8}/);
    await page.locator('.ant-dropdown-button .ant-dropdown-trigger').click();
    await page.locator('.ant-dropdown-menu-item', { hasText: 'Export with full ID numbers' }).click();
    const confirm = page.locator('.ant-modal-confirm');
    await confirm.getByText("recorded in the company's audit log").waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), confirm.getByRole('button', { name: 'Export' }).click()]);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await download.path());
    const ids = [];
    workbook.worksheets[0].eachRow((row, n) => n > 1 && ids.push(String(row.getCell(4).value)));
    assert.deepEqual(ids, [makeIdNumber('340104', '19880314', '213')]);

    await page.goto(`${BASE_URL}/company/29`);
    await page.getByRole('tab', { name: 'Audit log' }).click();
    const row = page.locator('.ant-tabs-tabpane-active .ant-table-tbody tr.ant-table-row').first();
    await row.waitFor();
    assert.match(await row.innerText(), /Employee export with full ID numbers[\s\S]*1 rows · name=王海涛/);
  } finally {
    await close();
  }
});

it('a duplicate credit code shows under its field, with no notification', async () => {
  const { page, close } = await openPage('en-US');
  try {
    await login(page, 'admin');
    const existing = (await (await page.request.get(`${BASE_URL}/api/companies/29`)).json()).data;
    await page.goto(`${BASE_URL}/company`);
    await page.getByRole('button', { name: 'New company' }).click();
    const form = dialog(page);
    await form.getByLabel('Company name', { exact: true }).fill('重复信用代码测试有限公司');
    await form.getByLabel('Unified social credit code', { exact: true }).fill(existing.creditCode);
    await form.getByLabel('Legal representative', { exact: true }).fill('王建国');
    await form.getByLabel('Contact', { exact: true }).fill('李小红');
    await form.getByLabel('Contact mobile', { exact: true }).fill('13912345678');
    await form.getByRole('button', { name: 'OK' }).click();
    const item = form.locator('.ant-form-item', { has: page.getByLabel('Unified social credit code', { exact: true }) });
    await item.locator('.ant-form-item-explain-error').waitFor();
    assert.match(await item.locator('.ant-form-item-explain-error').innerText(), /credit code/i);
    assert.equal(await notifications(page).count(), 0);
  } finally {
    await close();
  }
});

it('every demo account saves its basic settings as they are', async () => {
  for (const username of ['admin', 'user', 'company', 'department', 'operator']) {
    const { page, close } = await openPage('en-US');
    try {
      await login(page, username);
      await page.goto(`${BASE_URL}/account/settings`);
      const saved = page.waitForResponse((r) => r.url().endsWith('/api/account/settings') && r.request().method() === 'PUT');
      await page.getByRole('button', { name: 'Update Information' }).click();
      assert.equal((await saved).status(), 200, username);
      await page.getByText('Information updated').first().waitFor();
    } finally {
      await close();
    }
  }
});

it('a photo chosen in the settings becomes the avatar in the header', async () => {
  const { page, close } = await openPage('en-US');
  try {
    await login(page, 'operator');
    await page.goto(`${BASE_URL}/account/settings`);
    // A landscape JPEG, as a phone takes it: the browser makes it a small square PNG.
    const jpeg = await page.evaluate(async () => {
      const canvas = Object.assign(document.createElement('canvas'), { width: 640, height: 480 });
      const g = canvas.getContext('2d');
      g.fillStyle = '#1677ff';
      g.fillRect(0, 0, 640, 480);
      const blob = await new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.9));
      return Array.from(new Uint8Array(await blob.arrayBuffer()));
    });
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/account/avatar') && r.request().method() === 'POST');
    await page
      .locator('input[type=file][accept="image/*"]')
      .setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: Buffer.from(jpeg) });
    assert.equal((await saved).status(), 200);
    const header = page.locator('[data-testid="avatar-dropdown"] img');
    await header.waitFor();
    assert.match(await header.getAttribute('src'), /^\/api\/avatars\/\d+\?v=/);
    const size = await header.evaluate((img) => img.decode().then(() => [img.naturalWidth, img.naturalHeight]));
    assert.deepEqual(size, [256, 256]);
  } finally {
    await close();
  }
});

it('a company out of reach shows the 403 page, not notifications', async () => {
  const { page, close } = await openPage('en-US');
  try {
    await login(page, 'user');
    await page.goto(`${BASE_URL}/company/31`);
    await page.getByText('Sorry, you are not authorized to access this page.').waitFor();
    assert.equal(await notifications(page).count(), 0);
  } finally {
    await close();
  }
});

it('a deep-link login comes back to the page with the top menu, not a side menu', async () => {
  const { page, close } = await openPage('en-US');
  try {
    await page.goto(`${BASE_URL}/company/29`);
    await page.waitForURL((url) => url.pathname === '/user/login');
    await page.locator('#username').fill('user');
    await page.locator('#password').fill('ant.design');
    await submitLogin(page);
    await page.waitForURL((url) => url.pathname === '/company/29');
    await page.locator('.ant-menu-horizontal').first().waitFor();
    assert.equal(await page.locator('.ant-pro-sider').count(), 0, 'no side menu');
    const logos = await page
      .locator('.ant-pro-global-header-logo img, .ant-pro-top-nav-header-logo img')
      .evaluateAll((imgs) => imgs.map((i) => i.getAttribute('src')));
    assert.ok(logos.length > 0 && logos.every((src) => src === '/logo.svg'), `logo: ${logos}`);
  } finally {
    await close();
  }
});

it('a page that fails to load offline shows no technical message and loads once back online', async () => {
  const { page, close } = await openPage('zh-CN');
  try {
    await login(page, 'admin');
    await page.goto(`${BASE_URL}/home`);
    await page.waitForLoadState('networkidle');
    await page.context().setOffline(true);
    // A page whose chunk was never loaded: its menu entry, clicked offline.
    await page.locator('.ant-menu-horizontal').getByText('防范名单').click();
    await page.waitForURL((url) => url.pathname === '/preventionList');
    await page.waitForFunction(() => !document.querySelector('.ant-pro-page-container .ant-table'));
    const text = await page.locator('body').innerText();
    assert.doesNotMatch(text, /Loading chunk|Something went wrong|页面出错了/);
    await page.context().setOffline(false);
    await page.locator('.ant-table-tbody tr.ant-table-row').first().waitFor();
    assert.equal(new URL(page.url()).pathname, '/preventionList');
  } finally {
    await close();
  }
});

it('on a 390 px phone, lists do not scroll the page sideways and rows stay one line', async () => {
  // The company user's employee toolbar has the wider export button (with full ID numbers), widest in English.
  const visits = [
    ['admin', 'zh-CN', ['/employee', '/company', '/preventionList']],
    ['user', 'en-US', ['/employee']],
  ];
  for (const [username, locale, paths] of visits) {
    const { page, close } = await openPage(locale);
    try {
      await page.setViewportSize({ width: 390, height: 844 });
      await login(page, username);
      for (const path of paths) {
        await page.goto(`${BASE_URL}${path}`);
        await page.locator('.ant-table-tbody tr.ant-table-row').first().waitFor();
        await page.waitForLoadState('networkidle');
        const { scrollWidth, clientWidth, rowHeight, toolbarRight } = await page.evaluate(() => ({
          scrollWidth: document.scrollingElement.scrollWidth,
          clientWidth: document.scrollingElement.clientWidth,
          rowHeight: document.querySelector('.ant-table-tbody tr.ant-table-row').getBoundingClientRect().height,
          toolbarRight: Math.max(...[...document.querySelectorAll('.list-toolbar button')].map((b) => b.getBoundingClientRect().right)),
        }));
        assert.ok(scrollWidth <= clientWidth, `${username} ${path}: the page is ${scrollWidth} px wide in ${clientWidth}`);
        assert.ok(toolbarRight <= clientWidth, `${username} ${path}: a toolbar button ends at ${toolbarRight} px, off the screen`);
        assert.ok(rowHeight < 80, `${username} ${path}: rows are ${rowHeight} px tall`);
      }
      // The header keeps the account menu within reach.
      assert.ok(await page.locator('.ant-pro-global-header-header-actions-avatar').isVisible());
    } finally {
      await close();
    }
  }
});

it('risky actions ask first: mark as left takes a leave date and can be undone, suspending a company confirms', async () => {
  const { page, close } = await openPage('en-US');
  const rowOf = (name) => page.locator('.ant-table-tbody tr.ant-table-row', { hasText: name });
  try {
    await login(page, 'department');
    await page.goto(`${BASE_URL}/employee?status=active`);
    const row = page.locator('.ant-table-tbody tr.ant-table-row').first();
    await row.waitFor();
    const name = (await row.locator('td').first().innerText()).trim();
    await row.getByText('Mark as left').click();
    const form = dialog(page);
    await form.getByText(`Mark ${name} as left`).waitFor();
    assert.match(await form.getByLabel('Leave date', { exact: true }).inputValue(), /^\d{4}-\d\d-\d\d$/);
    await form.getByRole('button', { name: 'OK' }).click();
    await page.goto(`${BASE_URL}/employee?name=${encodeURIComponent(name)}`);
    await rowOf(name).getByText('Left', { exact: true }).waitFor();

    // The way back: the edit drawer's status.
    await rowOf(name).getByText('Edit', { exact: true }).click();
    const drawer = dialog(page);
    // The chosen value covers the search input: click the select's box.
    await drawer
      .locator('.ant-form-item', { has: page.getByLabel('Status', { exact: true }) })
      .locator('.ant-select-selector')
      .click();
    await page.locator('.ant-select-item-option', { hasText: 'Employed' }).click();
    await drawer.getByRole('button', { name: 'OK' }).click();
    await rowOf(name).getByText('Employed', { exact: true }).waitFor();
  } finally {
    await close();
  }

  const admin = await openPage('en-US');
  try {
    await login(admin.page, 'admin');
    await admin.page.goto(`${BASE_URL}/company`);
    const row = admin.page.locator('.ant-table-tbody tr.ant-table-row').first();
    await row.getByText('Suspend', { exact: true }).click();
    await admin.page
      .locator('.ant-popconfirm')
      .getByText(/^Suspend .+\? All of its users are turned away at once\.$/)
      .waitFor();
    await admin.page.locator('.ant-popconfirm').getByRole('button', { name: 'Cancel' }).click();
    await row.getByText('Suspend', { exact: true }).waitFor();
  } finally {
    await admin.close();
  }
});

it('in English, nothing is left in Chinese or cut off: titles, search labels, home cards, field defaults; admins pick a template owner', async () => {
  const { page, close } = await openPage('en-US');
  try {
    await login(page, 'admin');
    await page.goto(`${BASE_URL}/employee`);
    await page.locator('.ant-table-tbody tr.ant-table-row').first().waitFor();
    assert.equal(await page.title(), 'Employees - E-Signature Cloud');
    const cut = await page
      .locator('.list-filter-bar .ant-form-item-label label')
      .evaluateAll((labels) => labels.filter((l) => l.scrollWidth > l.clientWidth + 1).map((l) => l.textContent));
    assert.deepEqual(cut, []);

    await page.goto(`${BASE_URL}/home`);
    await page.locator('.ant-card').first().waitFor();
    await page.waitForLoadState('networkidle');
    const routes = await page
      .locator('.ant-card')
      .evaluateAll((cards) => cards.map((c) => c.innerText).filter((text) => /(^|\n)\/[a-z]/i.test(text)));
    assert.deepEqual(routes, []);

    await page.goto(`${BASE_URL}/contract/principleContract`);
    await page.getByRole('button', { name: 'Upload template' }).click();
    const upload = dialog(page);
    await upload.getByLabel('Company', { exact: true }).waitFor();
    await upload.getByRole('button', { name: 'Cancel' }).click();
    await upload.waitFor({ state: 'hidden' });

    // A new field's default label is English; leaving unsaved asks, and leaving discards.
    await page.locator('.ant-table-tbody tr.ant-table-row').first().getByRole('link', { name: 'Fields' }).click();
    await page.locator('[data-page="1"] canvas').waitFor();
    await page.getByRole('button', { name: /Add field/ }).hover();
    await page.locator('.ant-dropdown:visible').getByText('Text', { exact: true }).click();
    assert.match(await page.getByLabel('Label', { exact: true }).inputValue(), /^Field \d+$/);
    await page.locator('.ant-menu-horizontal').getByText('Employees').click();
    await page.locator('.ant-modal-confirm').getByRole('button', { name: 'Discard and leave' }).click();
    await page.waitForURL(/\/employee/);
  } finally {
    await close();
  }
});

it('the login never leaves the site, whatever its redirect names', async () => {
  const { page, close } = await openPage('en-US');
  try {
    // Browsers read "\" as "/" and drop tabs: each of these names another host.
    for (const redirect of ['/\\evil.example/', '/\t/evil.example/', '/\\/evil.example/']) {
      await login(page, 'admin', { path: `/user/login?redirect=${encodeURIComponent(redirect)}` });
      assert.equal(new URL(page.url()).origin, new URL(BASE_URL).origin, `after login with redirect ${JSON.stringify(redirect)}`);
      await page.context().clearCookies();
    }
  } finally {
    await close();
  }
});
