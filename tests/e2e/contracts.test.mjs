/**
 * Issue 5 in Chromium against `npm start`'s server: a company user uploads a principal template,
 * places three fields and a signature field by dragging, saves, reloads and finds them where
 * they were; the filled preview carries the sample values, or a chosen employee's record. A new
 * field lands on the page in view; leaving with unsaved changes asks first.
 */
import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { BASE_URL, closeBrowser, login, openPage } from './helpers.mjs';

after(closeBrowser);

async function makePdf() {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let i = 1; i <= 2; i += 1) {
    const page = doc.addPage([595.28, 841.89]);
    page.drawText(`Labour contract, page ${i}`, { x: 72, y: 760, size: 18, font });
  }
  return Buffer.from(await doc.save());
}

async function pdfText(bytes) {
  const doc = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false }).promise;
  const pages = [];
  for (let i = 1; i <= doc.numPages; i += 1) {
    const content = await (await doc.getPage(i)).getTextContent();
    pages.push(content.items.map((item) => item.str).join(''));
  }
  return pages;
}

const rects = (page) =>
  page.locator('[data-field]').evaluateAll((els) => Object.fromEntries(els.map((el) => [el.dataset.field, el.dataset.rect])));

describe('contract templates', () => {
  it('a company user uploads a template, places fields by dragging, saves and finds them after reload', async () => {
    const { page, close } = await openPage('en-US');
    try {
      await login(page, 'user');
      await page.goto(`${BASE_URL}/contract/principleContract`);
      await page.getByRole('button', { name: 'Upload template' }).click();
      const form = page.locator('.ant-modal-content:visible').last();
      await form.locator('input[type=file]').setInputFiles({ name: 'labour.pdf', mimeType: 'application/pdf', buffer: await makePdf() });
      await form.getByLabel('Template name', { exact: true }).fill('E2E 劳动合同');
      await form.getByLabel('Code', { exact: true }).fill('E2E-LC');
      await form.getByRole('button', { name: 'OK' }).click();
      const row = page.getByRole('row', { name: /E2E 劳动合同/ });
      await row.getByRole('link', { name: 'Fields' }).click();
      await page.waitForURL(/\/contract\/setting\?id=\d+/);
      await page.locator('[data-page="1"] canvas').waitFor();

      // A new field has no key: it is typed here (field help's keys are offered as one types).
      const add = async (type, key) => {
        await page.getByRole('button', { name: /Add field/ }).hover();
        await page.locator('.ant-dropdown:visible').getByText(type, { exact: true }).click();
        if (!key) return;
        await page.getByLabel('Key', { exact: true }).fill(key);
        // Tab leaves the box with what was typed (Escape would clear the autocomplete's text).
        await page.keyboard.press('Tab');
      };
      await add('Text', 'contract_text');
      await add('Date', 'start_date');
      await add('Number', 'weekly_hours');
      await add('Employee signature');
      const first = await rects(page);
      const keys = Object.keys(first);
      assert.equal(keys.length, 4);
      // Added in view on page 1, one below the other (none hides another).
      const tops = keys.map((key) => Number(first[key].split(',')[1]));
      for (let i = 1; i < tops.length; i += 1) assert.ok(tops[i] < tops[i - 1], `field ${i} below field ${i - 1}: ${tops}`);
      const placedFirst = first[keys[0]];

      // Drag each box to its own place on page 1.
      for (const [i, key] of keys.entries()) {
        const box = await page.locator(`[data-field="${key}"]`).boundingBox();
        await page.mouse.move(box.x + 20, box.y + 5);
        await page.mouse.down();
        await page.mouse.move(box.x + 40 + i * 30, box.y + 60 + i * 70, { steps: 5 });
        await page.mouse.up();
      }
      const placed = await rects(page);
      assert.ok(placed[keys[0]] !== placedFirst, 'dragging moved the box');

      // Scrolled to page 2, a new signature place lands on page 2, in view.
      await page.locator('[data-page="2"]').evaluate((el) => el.scrollIntoView({ block: 'center' }));
      await add('Company seal');
      const seal = page.locator('[data-page="2"] [data-field="company_signature"]');
      await seal.waitFor();
      assert.ok(await seal.isVisible());
      Object.assign(placed, await rects(page));

      // Unsaved: leaving asks; staying keeps the page and the work.
      await page.locator('.ant-menu-horizontal').getByText('Employees').click();
      const confirm = page.locator('.ant-modal-confirm');
      await confirm.locator('.ant-modal-confirm-title', { hasText: 'You have unsaved changes' }).waitFor();
      await confirm.getByRole('button', { name: 'Stay' }).click();
      assert.match(page.url(), /\/contract\/setting\?id=/);
      assert.equal(Object.keys(await rects(page)).length, 5);

      await page.getByRole('button', { name: /Save/ }).click();
      await page.getByText('Saved').first().waitFor();
      await page.reload();
      await page.locator('[data-field]').first().waitFor();
      assert.deepEqual(await rects(page), placed);

      const previewWith = async (fill) => {
        await page.getByRole('button', { name: /Filled preview/ }).click();
        const dialog = page.locator('.ant-modal-content:visible').last();
        await fill(dialog);
        const [preview] = await Promise.all([
          page.waitForResponse((r) => r.url().endsWith('/preview') && r.request().method() === 'POST'),
          dialog.getByRole('button', { name: 'Preview', exact: true }).click(),
        ]);
        assert.equal(preview.status(), 200);
        await page.locator('.ant-modal-content canvas').first().waitFor();
        const text = (await pdfText(await preview.body())).join('\n');
        await page.locator('.ant-modal-content:visible').last().locator('.ant-modal-close').click();
        await page.locator('.ant-modal-content canvas').first().waitFor({ state: 'hidden' });
        return text;
      };
      const sample = await previewWith(async () => {});
      // A text field's sample is in the interface language (its catalogue loads with the screen).
      assert.match(sample, /Example|示例/, `preview shows the sample text: ${sample}`);
      for (const value of ['2026-01-01', '40']) assert.ok(sample.includes(value), `preview shows ${value}: ${sample}`);

      // The text field takes the employee's name: a chosen employee fills it; a typed value wins elsewhere.
      await page.locator(`[data-field="${keys[0]}"]`).click();
      await page.getByLabel('Default from', { exact: true }).click();
      await page.locator('.ant-select-item-option', { hasText: 'Employee name' }).click();
      await page.getByRole('button', { name: /Save/ }).click();
      await page.getByText('Saved').first().waitFor();
      const filled = await previewWith(async (dialog) => {
        await dialog.getByLabel('Fill from employee', { exact: true }).fill('王海涛');
        await page.locator('.ant-select-item-option', { hasText: '王海涛' }).click();
        await dialog.getByLabel('Field 3', { exact: true }).fill('38');
      });
      for (const value of ['王海涛', '38', '2026-01-01']) assert.ok(filled.includes(value), `preview shows ${value}: ${filled}`);
    } finally {
      await close();
    }
  });
});
