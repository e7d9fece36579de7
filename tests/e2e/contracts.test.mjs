/**
 * Issue 5 in Chromium against `npm start`'s server: a company user uploads a principal template,
 * places three fields and a signature field by dragging, saves, reloads and finds them where
 * they were; the filled preview carries the sample values.
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

      const add = async (type) => {
        await page.getByRole('button', { name: /Add field/ }).hover();
        await page.locator('.ant-dropdown:visible').getByText(type, { exact: true }).click();
      };
      await add('Text');
      await add('Date');
      await add('Number');
      await add('Employee signature');
      const keys = Object.keys(await rects(page));
      assert.equal(keys.length, 4);

      // Drag each box to its own place on page 1.
      for (const [i, key] of keys.entries()) {
        const box = await page.locator(`[data-field="${key}"]`).boundingBox();
        await page.mouse.move(box.x + 20, box.y + 5);
        await page.mouse.down();
        await page.mouse.move(box.x + 40 + i * 30, box.y + 60 + i * 70, { steps: 5 });
        await page.mouse.up();
      }
      const placed = await rects(page);
      const initialY = Number(placed[keys[0]].split(',')[1]);
      assert.ok(initialY < 841.89 - 120 - 20, 'dragging down lowered y (PDF points from the bottom)');

      await page.getByRole('button', { name: /Save/ }).click();
      await page.getByText('Saved').first().waitFor();
      await page.reload();
      await page.locator('[data-field]').first().waitFor();
      assert.deepEqual(await rects(page), placed);

      const [preview] = await Promise.all([
        page.waitForResponse((r) => r.url().endsWith('/preview') && r.request().method() === 'POST'),
        page.getByRole('button', { name: /Filled preview/ }).click(),
      ]);
      assert.equal(preview.status(), 200);
      const text = (await pdfText(await preview.body())).join('\n');
      // A text field's sample is in the interface language (its catalogue loads with the screen).
      assert.match(text, /Example|示例/, `preview shows the sample text: ${text}`);
      for (const value of ['2026-01-01', '40']) assert.ok(text.includes(value), `preview shows ${value}: ${text}`);
      await page.locator('.ant-modal-content canvas').first().waitFor();
    } finally {
      await close();
    }
  });
});
