/**
 * The lists in Chromium: every column that offers sorting sorts on the server (both directions
 * answer 200 and no error appears).
 */
import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { BASE_URL, closeBrowser, login, openPage } from './helpers.mjs';

after(closeBrowser);

/** Each list page, and who opens it. */
const LISTS = [
  ['admin', '/company'],
  ['admin', '/employee'],
  ['admin', '/preventionList'],
  ['admin', '/signApply/record'],
  ['admin', '/contract/principleContract'],
  ['admin', '/contract/AccessoryContract'],
  ['admin', '/contract/helper'],
  ['user', '/sign'],
  ['user', '/batchSign'],
  ['department', '/advanceSend'],
];

/** API answers of 400 or more while `action` runs. */
async function failuresDuring(page, action) {
  const failures = [];
  const record = (response) => {
    if (response.url().includes('/api/') && response.status() >= 400) failures.push(`${response.status()} ${response.url()}`);
  };
  page.on('response', record);
  try {
    await action();
  } finally {
    page.off('response', record);
  }
  return failures;
}

describe('sorting', () => {
  for (const username of [...new Set(LISTS.map(([u]) => u))]) {
    it(`every sortable column of ${username}'s lists sorts on the server, both ways`, async () => {
      const { page, close } = await openPage();
      try {
        await login(page, username);
        const sorted = [];
        for (const [, path] of LISTS.filter(([u]) => u === username)) {
          await page.goto(`${BASE_URL}${path}`);
          await page.locator('.ant-table-tbody').first().waitFor();
          await page.waitForLoadState('networkidle');
          const headers = page.locator('th.ant-table-column-has-sorters:visible');
          const count = await headers.count();
          for (let i = 0; i < count; i += 1) {
            const header = headers.nth(i);
            const title = (await header.innerText()).trim();
            // Three clicks go through ascending, descending and unsorted, whatever the column starts at.
            const sorters = new Set();
            const failures = await failuresDuring(page, async () => {
              for (let click = 0; click < 3; click += 1) {
                // The list's own request: it always carries the page number.
                const answered = page.waitForResponse((r) => r.url().includes('/api/') && r.url().includes('current='));
                await header.click();
                const sorter = new URL((await answered).url()).searchParams.get('sorter');
                if (sorter) sorters.add(sorter);
              }
            });
            assert.equal(sorters.size, 2, `${path}: ${title} sorted both ways (${[...sorters].join(', ')})`);
            assert.deepEqual(failures, [], `${path}: sorting by ${title}`);
            assert.equal(await page.locator('.ant-message-error, .ant-notification-notice-error').count(), 0, `${path}: ${title}`);
            sorted.push(`${path} ${title}`);
          }
        }
        assert.ok(sorted.length >= 3, sorted.join(', '));
      } finally {
        await close();
      }
    });
  }
});

describe('first rows', () => {
  it("a list opened by its URL asks for its rows once, with the page's code; coming back asks afresh", async () => {
    const { page, close } = await openPage('en-US');
    const asked = [];
    page.on('request', (r) => new URL(r.url()).pathname === '/api/employees' && asked.push(r.url()));
    const rowsShown = async () => {
      await page.locator('.ant-table-tbody tr.ant-table-row').first().waitFor();
      await page.waitForLoadState('networkidle');
    };
    try {
      await login(page, 'admin');
      // Only what this visit asks for counts (the landing page after login may be a list too).
      await page.waitForLoadState('networkidle');
      asked.length = 0;
      await page.goto(`${BASE_URL}/employee?status=active`);
      await rowsShown();
      assert.equal(asked.length, 1, asked.join('\n'));
      assert.match(asked[0], /status=active/);

      // Away and back through the menu: the rows asked for on arrival are not shown again.
      await page.locator('.ant-menu-horizontal').getByText('Companies').click();
      await page.waitForURL((url) => url.pathname === '/company');
      await rowsShown();
      await page.locator('.ant-menu-horizontal').getByText('Employees').click();
      await page.waitForURL((url) => url.pathname === '/employee');
      await rowsShown();
      assert.equal(asked.length, 2, asked.join('\n'));
    } finally {
      await close();
    }
  });
});
