/**
 * Background work in Chromium against `npm start`'s server: an operator seals contracts on
 * /batchSign and follows the batch to 100% with each task's result; a department user schedules
 * a send on /advanceSend and finds it listed with its send time.
 */
import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { seedEmployees } from '../../server/db/seed/employees.ts';
import { dataUrl, sealPng, signaturePng } from '../api/support/png.ts';
import { BASE_URL, closeBrowser, login, loginOverHttp, openPage } from './helpers.mjs';
import { readOutbox } from '../../scripts/dev-outbox.mjs';

after(closeBrowser);

// Employees of company 29 that no other browser test uses.
const TO_SEAL = ['马晓丽', '郭强'];
const TO_SCHEDULE = '陈思远'; // in the department user's department
const seedOf = (name) => seedEmployees.find((e) => e.name === name);

const json = async (response) => {
  const body = await response.json();
  assert.equal(body.status, 0, `${response.url()}: ${JSON.stringify(body).slice(0, 300)}`);
  return body.data;
};

/** The latest text to `mobile` containing `like`, from the dev outbox. */
async function text(mobile, like) {
  return (await readOutbox(BASE_URL, mobile)).find((m) => m.text.includes(like));
}

/**
 * Tasks waiting for the company, made over HTTP as the real actors would (the signing page has
 * its own browser test): the operator sends, each employee asks for a code and signs.
 */
async function tasksWaitingForTheCompany(request) {
  await json(await loginOverHttp(request, 'user'));
  await json(
    await request.post(`${BASE_URL}/api/companies/29/seal`, {
      multipart: { file: { name: 'seal.png', mimeType: 'image/png', buffer: sealPng() } },
    }),
  );
  await json(await loginOverHttp(request, 'operator'));
  const employees = (await json(await request.get(`${BASE_URL}/api/employees?companyId=29&pageSize=100`))).list;
  const templates = (await json(await request.get(`${BASE_URL}/api/contracts?kind=principal&status=enabled&pageSize=100`))).list;
  const created = await json(
    await request.post(`${BASE_URL}/api/sign-tasks`, {
      data: {
        templateId: templates.find((c) => c.code === 'LC-2025').id,
        employeeIds: TO_SEAL.map((name) => employees.find((e) => e.name === name).id),
        values: { contract_term: '固定期限', monthly_salary: '6800.00' },
        send: true,
      },
    }),
  );
  assert.equal(created.created.length, TO_SEAL.length);
  for (const name of TO_SEAL) {
    const { mobile } = seedOf(name);
    const token = /\/signing\/([A-Za-z0-9_-]{43})/.exec((await text(mobile, '/signing/')).text)[1];
    await json(await request.post(`${BASE_URL}/api/signing/${token}/code`, { data: {} }));
    const { code } = await text(mobile, '验证码');
    await json(await request.post(`${BASE_URL}/api/signing/${token}/sign`, { data: { code, signature: dataUrl(signaturePng()) } }));
  }
}

describe('background work', () => {
  it('an operator seals contracts on /batchSign and follows the batch to 100%, with each task’s result', async () => {
    const { page, close } = await openPage('en-US');
    try {
      await tasksWaitingForTheCompany(page.request);
      await login(page, 'operator');
      await page.goto(`${BASE_URL}/batchSign`);
      for (const name of TO_SEAL) {
        const row = page.getByRole('row', { name: new RegExp(name) });
        await row.getByRole('checkbox').check();
      }
      await page.getByRole('button', { name: `Seal selected (${TO_SEAL.length})` }).click();
      await page.locator('.ant-popover:visible').getByRole('button', { name: 'OK' }).click();

      // The live card: the bar reaches 100% and says every contract was sealed.
      const progress = page.getByRole('progressbar', { name: 'Sealing progress' });
      await progress.waitFor();
      await page.getByText(`Batch finished: all ${TO_SEAL.length} contract(s) sealed.`).waitFor({ timeout: 60_000 });
      assert.equal(await progress.getAttribute('aria-valuenow'), '100');

      // Per-task results, from the past batches.
      await page.getByText('View results', { exact: true }).first().click();
      const drawer = page.locator('.ant-drawer-content:visible');
      for (const name of TO_SEAL) {
        const result = drawer.getByRole('row', { name: new RegExp(name) });
        await result.getByText('Sealed').waitFor();
      }
      const completed = await json(await page.request.get(`${BASE_URL}/api/sign-tasks?status=completed&pageSize=100`));
      for (const name of TO_SEAL)
        assert.ok(
          completed.list.some((t) => t.employeeName === name),
          `${name}'s task is completed`,
        );
    } finally {
      await close();
    }
  });

  it('a department user schedules a send on /advanceSend and finds it listed with its time', async () => {
    const { page, close } = await openPage('en-US');
    try {
      await login(page, 'department');
      await page.goto(`${BASE_URL}/advanceSend`);
      await page.getByRole('button', { name: 'New scheduled send' }).click();
      const drawer = page.locator('.ant-drawer-content:visible').last();
      const template = drawer.locator('.ant-select', { has: page.locator('#newSigning_templateId') });
      await template.click();
      await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: '劳动合同（2025 版）' }).first().click();
      await drawer.getByText('Paste ID numbers').click();
      await drawer.getByLabel('One ID number per line').fill(seedOf(TO_SCHEDULE).idNumber);
      await drawer.getByRole('button', { name: 'Add by ID number' }).click();
      await drawer.getByText('1 chosen').waitFor();
      const term = drawer.locator('.ant-select', { has: page.locator('#newSigning_values_contract_term') });
      await term.scrollIntoViewIfNeeded();
      await term.click();
      await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: '固定期限' }).first().click();
      await drawer.locator('#newSigning_values_monthly_salary').fill('7000');
      await drawer.getByText('Send later').click();
      // Tomorrow at 09:30, the user's local time.
      const tomorrow = new Date(Date.now() + 24 * 3600_000);
      const day = `${tomorrow.getFullYear()}-${String(tomorrow.getMonth() + 1).padStart(2, '0')}-${String(tomorrow.getDate()).padStart(2, '0')}`;
      const sendAt = drawer.locator('#newSigning_sendAt');
      await sendAt.click();
      await sendAt.fill(`${day} 09:30`);
      await sendAt.press('Enter');
      await drawer.getByRole('button', { name: 'Schedule' }).last().click();
      await drawer.getByText('1 signing task(s) created').waitFor();
      await drawer.getByRole('button', { name: 'Done' }).click();

      const row = page.getByRole('row', { name: new RegExp(TO_SCHEDULE) });
      await row.getByText(`${day} 09:30`).waitFor();
      const listed = await json(
        await page.request.get(`${BASE_URL}/api/sign-tasks?status=scheduled&employeeName=${encodeURIComponent(TO_SCHEDULE)}`),
      );
      assert.equal(listed.list.length, 1);
    } finally {
      await close();
    }
  });
});
