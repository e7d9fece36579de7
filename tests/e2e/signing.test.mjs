/**
 * Signing end to end in Chromium against `npm start`'s server: an operator initiates for two
 * employees on /sign; one employee, on a 390 x 844 phone, gets the code, draws a signature and
 * signs; a company user seals on /sign; the record shows the timeline and downloads a PDF in
 * which both images are visible at their places (rendered with pdftoppm, pixels checked).
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { launchChromium } from '../../scripts/chromium.mjs';
import { seedEmployees } from '../../server/db/seed/employees.ts';
import { BASE_URL, closeBrowser, login, loginOverHttp, openPage } from './helpers.mjs';
import { readOutbox } from '../../scripts/dev-outbox.mjs';

after(closeBrowser);

// Not 王海涛: another browser test puts the first employee on the prevention list.
const EMPLOYEES = ['李娜', '张建军'];
const MOBILE = '18516039274'; // 李娜
const idOf = (name) => seedEmployees.find((e) => e.name === name).idNumber;

async function outbox(like) {
  return (await readOutbox(BASE_URL, MOBILE)).find((m) => m.text.includes(like));
}

/** Dark pixels inside a rectangle of a page, in PDF points (rendered at 72 dpi: 1 pt = 1 px). */
function darkPixels(file, place) {
  const out = execFileSync('pdftoppm', ['-f', String(place.page), '-l', String(place.page), '-r', '72', '-gray', file]);
  const header = /^P5\s+(\d+)\s+(\d+)\s+255\s/.exec(out.subarray(0, 50).toString('latin1'));
  const [width, height] = [Number(header[1]), Number(header[2])];
  const pixels = out.subarray(header[0].length);
  let dark = 0;
  const top = Math.round(height - place.y - place.height);
  for (let y = Math.max(0, top); y < Math.min(height, top + place.height); y += 1) {
    for (let x = Math.round(place.x); x < Math.min(width, place.x + place.width); x += 1) if (pixels[y * width + x] < 160) dark += 1;
  }
  return dark;
}

describe('signing', () => {
  it('operator initiates, the employee signs on a phone, the company seals, the record downloads a signed PDF', async () => {
    // 1. The operator initiates for two employees.
    const { page, close } = await openPage('en-US');
    let taskId;
    try {
      await login(page, 'operator');
      await page.goto(`${BASE_URL}/sign`);
      await page.getByRole('button', { name: 'New signing' }).click();
      const drawer = page.locator('.ant-drawer-content:visible').last();
      const choose = async (selector, option) => {
        const select = drawer.locator('.ant-select', { has: page.locator(selector) });
        await select.scrollIntoViewIfNeeded();
        await select.click();
        await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: option }).first().click();
      };
      await choose('#newSigning_templateId', '劳动合同（2025 版）');
      // Employees by their ID numbers, pasted (the operator sees them masked in lists).
      await drawer.getByText('Paste ID numbers').click();
      await drawer.getByLabel('One ID number per line').fill(EMPLOYEES.map(idOf).join('\n'));
      await drawer.getByRole('button', { name: 'Add by ID number' }).click();
      await drawer.getByText('2 chosen').waitFor();
      await choose('#newSigning_values_contract_term', '固定期限');
      await drawer.locator('#newSigning_values_monthly_salary').fill('7200');
      await drawer.getByRole('button', { name: 'Send now' }).last().click();
      await drawer.getByText('2 signing task(s) created').waitFor();
    } finally {
      await close();
    }

    // 2. The employee signs on a phone.
    const browser = await launchChromium();
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'zh-CN' });
    const mobilePage = await phone.newPage();
    try {
      const text = await outbox('/signing/');
      const link = /\/signing\/([A-Za-z0-9_-]{43})/.exec(text.text)[0];
      await mobilePage.goto(`${BASE_URL}${link}`);
      await mobilePage.getByText('上海华联物流有限公司').first().waitFor();
      // The contract's first page: an image the server drew, decoded by the phone's browser, as
      // wide as the page's column and without pdf.js ever loading.
      const firstPage = mobilePage.getByRole('img', { name: /^第 1 页，共 \d+ 页$/ }).first();
      await firstPage.waitFor();
      await mobilePage.waitForFunction(() => document.querySelector('img[data-page="1"]')?.complete);
      const shown = await firstPage.evaluate((img) => ({ natural: img.naturalWidth, width: img.getBoundingClientRect().width }));
      assert.equal(shown.natural, 1080);
      assert.ok(shown.width >= 300 && shown.width <= 390, `the first page is ${shown.width} px wide`);
      const scripts = await mobilePage.evaluate(() => performance.getEntriesByType('resource').map((r) => r.name));
      assert.deepEqual(
        scripts.filter((name) => /pdf\.worker|pdfjs/i.test(name)),
        [],
      );
      // Made for the phone: nothing wider than the screen.
      const overflow = await mobilePage.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      assert.ok(overflow <= 1, `the page scrolls sideways by ${overflow} px`);
      await mobilePage.getByRole('button', { name: '获取验证码' }).click();
      await mobilePage.getByText(/秒后重新获取/).waitFor();
      const code = (await outbox('验证码')).code;
      await mobilePage.getByPlaceholder('6 位数字').fill(code);
      const pad = mobilePage.locator('canvas').last();
      await pad.scrollIntoViewIfNeeded();
      const box = await pad.boundingBox();
      await mobilePage.mouse.move(box.x + 20, box.y + box.height / 2);
      await mobilePage.mouse.down();
      for (let i = 1; i <= 12; i += 1)
        await mobilePage.mouse.move(box.x + 20 + i * 20, box.y + box.height / 2 + (i % 2 ? -25 : 25), { steps: 4 });
      await mobilePage.mouse.up();
      await mobilePage.getByRole('button', { name: /^签\s?署$/ }).click();
      await mobilePage
        .getByText('签署成功')
        .waitFor()
        .catch(async (error) => {
          // What the page said instead (an error message, a state), for the failure's report.
          const said = await mobilePage.locator('.ant-message-notice, .ant-alert, .ant-result, .ant-form-item-explain').allInnerTexts();
          throw new Error(`${error.message}\nthe page says: ${JSON.stringify(said)}`);
        });
    } finally {
      await phone.close();
      await browser.close();
    }

    // 3. A company user seals, 4. the record shows the timeline and downloads the PDF.
    const company = await openPage('en-US');
    try {
      await loginOverHttp(company.page.request, 'user');
      const seal = execFileSync(process.execPath, [
        '--import',
        'tsx',
        '-e',
        "process.stdout.write(require('./tests/api/support/png.ts').sealPng().toString('base64'))",
      ]).toString();
      await company.page.request.post(`${BASE_URL}/api/companies/29/seal`, {
        multipart: { file: { name: 'seal.png', mimeType: 'image/png', buffer: Buffer.from(seal, 'base64') } },
      });
      await login(company.page, 'user');
      await company.page.goto(`${BASE_URL}/sign`);
      const row = company.page.getByRole('row', { name: /李娜/ }).first();
      await row.getByText('Company seal', { exact: true }).click();
      await company.page
        .locator('.ant-popover:visible, .ant-modal-content:visible')
        .last()
        .getByRole('button', { name: /OK|Confirm|Seal/ })
        .click();
      await company.page.getByText('Company seal added').waitFor();

      await company.page.goto(`${BASE_URL}/signApply/record`);
      const record = company.page.getByRole('row', { name: /李娜/ }).first();
      await record.waitFor();
      const tasks = await company.page.request.get(`${BASE_URL}/api/sign-tasks?status=completed`);
      const completed = (await tasks.json()).data.list.find((t) => t.employeeName === '李娜');
      assert.ok(completed, 'the task is completed');
      taskId = completed.id;
      await record.getByText(/Timeline/).click();
      await company.page
        .locator('.ant-drawer-content:visible')
        .getByText(/company|Company/)
        .first()
        .waitFor();

      const detail = (await (await company.page.request.get(`${BASE_URL}/api/sign-tasks/${taskId}`)).json()).data;
      const downloadPromise = company.page.waitForEvent('download');
      await company.page.goto(`${BASE_URL}/sign/${taskId}`);
      await company.page
        .getByRole('link', { name: /Download|PDF/ })
        .first()
        .click();
      const download = await downloadPromise;
      const dir = mkdtempSync(join(tmpdir(), 'e2e-signed-'));
      const file = join(dir, 'signed.pdf');
      await download.saveAs(file);
      assert.equal(detail.documents[0].current.stage, 'completed');
      const fields = (await (await company.page.request.get(`${BASE_URL}/api/contracts/${detail.templateId}/fields`)).json()).data;
      const employeePlace = fields.find((f) => f.type === 'signature' && f.party === 'employee');
      const companyPlace = fields.find((f) => f.type === 'signature' && f.party === 'company');
      assert.ok(darkPixels(file, employeePlace) > 50, 'the drawn signature is visible');
      assert.ok(darkPixels(file, companyPlace) > 50, 'the seal is visible');
      writeFileSync(join(dir, 'ok'), '');
    } finally {
      await company.close();
    }
  });
});
