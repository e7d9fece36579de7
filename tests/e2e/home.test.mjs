/**
 * /home in Chromium against `npm start`'s server: for each role, a figure of what waits opens
 * the list it counts, filtered the same way, and the list agrees with the figure.
 */
import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { BASE_URL, closeBrowser, login, openPage } from './helpers.mjs';

after(closeBrowser);

/** Per role: the figure followed and where it leads. */
const FOLLOWED = {
  admin: { figure: 'Companies without a seal', path: '/company', api: '/api/companies?hasSeal=false' },
  user: { figure: 'Awaiting company seal', path: '/sign', api: '/api/sign-tasks?status=pending_company' },
  company: { figure: 'Sent, not yet signed', path: '/signApply/record', api: '/api/sign-tasks?status=pending_employee' },
  department: { figure: 'Sent, not yet signed', path: '/sign', api: '/api/sign-tasks?status=pending_employee' },
  operator: { figure: 'Refused in the last 7 days', path: '/sign', api: null },
};

describe('home per role', () => {
  for (const [username, { figure, path, api }] of Object.entries(FOLLOWED)) {
    it(`${username} follows “${figure}” to its list`, async () => {
      const { page, close } = await openPage('en-US');
      try {
        await login(page, username);
        await page.goto(`${BASE_URL}/home`);
        const link = page.getByRole('link', { name: figure, exact: true });
        await link.waitFor();
        const shown = Number((await link.locator('.ant-statistic-content-value').innerText()).replace(/\D/g, ''));
        await link.click();
        await page.waitForURL((url) => url.pathname === path);
        // The list loaded under the link's filter: the same count as the figure.
        const query = new URL(page.url()).searchParams;
        const total = async (url) => (await (await page.request.get(`${BASE_URL}${url}`)).json()).data.total;
        if (api) assert.equal(await total(`${api}&pageSize=1`), shown);
        else
          assert.equal(
            await total(`/api/sign-tasks?status=rejected&updatedFrom=${encodeURIComponent(query.get('updatedFrom'))}&pageSize=1`),
            shown,
          );
        await page.locator('.ant-table').first().waitFor();
        if (query.get('hasSeal') || query.get('updatedFrom')) await page.getByText(/^Showing only:/).waitFor();
      } finally {
        await close();
      }
    });
  }
});
