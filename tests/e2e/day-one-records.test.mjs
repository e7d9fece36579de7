/**
 * Day-one issue, point 1, in Chromium as the user walked it: a company user opens a completed
 * task's page, switches its document tabs and reloads, and the task's audit trail does not grow
 * (showing a PDF is not downloading it); then saves the PDF, and exactly one `downloaded` event
 * appears. The task is made completed over HTTP, as the real actors would (signing.test.mjs
 * walks those screens).
 */
import assert from 'node:assert/strict';
import { after, it } from 'node:test';
import { makeIdNumber } from '../../common/validation/china-ids.ts';
import { dataUrl, sealPng, signaturePng } from '../api/support/png.ts';
import { BASE_URL, closeBrowser, login, loginOverHttp, openPage } from './helpers.mjs';
import { readOutbox } from '../../scripts/dev-outbox.mjs';

after(closeBrowser);

// An employee of this test's own, so that no other browser test's tasks or texts get in the way.
const WORKER = { name: '许文档', idNumber: makeIdNumber('310106', '19920415', '276'), mobile: '13700005127' };

const json = async (response) => {
  const body = await response.json();
  assert.equal(body.status, 0, `${response.url()}: ${JSON.stringify(body).slice(0, 300)}`);
  return body.data;
};

/** The newest text to the worker that `fits`, waited for (texts are queued, then held in the outbox). */
async function textTo(fits) {
  for (let tries = 0; tries < 60; tries += 1) {
    const found = (await readOutbox(BASE_URL, WORKER.mobile)).find(fits);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`no such text to ${WORKER.mobile}`);
}

/** The worker as an employee of company 29: found by mobile, or added. */
async function workerId(request) {
  const found = await json(await request.get(`${BASE_URL}/api/employees?mobile=${WORKER.mobile}`));
  if (found.list.length) return found.list[0].id;
  const added = await json(
    await request.post(`${BASE_URL}/api/employees`, {
      data: { ...WORKER, position: '文员', entryDate: '2024-05-06' },
    }),
  );
  return added.id;
}

/**
 * A completed task with two documents (the labour contract and its confidentiality agreement),
 * made by the company user of company 29 (a signing company): sent, signed by the worker with
 * the texted code, sealed.
 */
async function completedTask(request) {
  await json(await loginOverHttp(request, 'user'));
  await json(
    await request.post(`${BASE_URL}/api/companies/29/seal`, {
      multipart: { file: { name: 'seal.png', mimeType: 'image/png', buffer: sealPng() } },
    }),
  );
  const principal = (await json(await request.get(`${BASE_URL}/api/contracts?kind=principal&status=enabled&pageSize=100`))).list;
  const accessory = (await json(await request.get(`${BASE_URL}/api/contracts?kind=accessory&status=enabled&pageSize=100`))).list;
  const created = await json(
    await request.post(`${BASE_URL}/api/sign-tasks`, {
      data: {
        templateId: principal.find((c) => c.code === 'LC-2025').id,
        accessoryIds: [accessory.find((c) => c.code === 'NDA-2025').id],
        employeeIds: [await workerId(request)],
        values: { contract_term: '固定期限', monthly_salary: '6800.00' },
        send: true,
      },
    }),
  );
  assert.equal(created.created.length, 1, JSON.stringify(created.refused));
  const taskId = created.created[0].id;
  const token = /\/signing\/([A-Za-z0-9_-]{43})/.exec((await textTo((m) => m.text.includes('/signing/'))).text)[1];
  await json(await request.post(`${BASE_URL}/api/signing/${token}/code`, { data: {} }));
  const { code } = await textTo((m) => m.code);
  await json(await request.post(`${BASE_URL}/api/signing/${token}/sign`, { data: { code, signature: dataUrl(signaturePng()) } }));
  await json(await request.post(`${BASE_URL}/api/sign-tasks/${taskId}/company-sign`, { data: {} }));
  return taskId;
}

it('viewing, switching tabs and reloading a completed task records nothing; saving its PDF records one download', async () => {
  const { page, close } = await openPage('en-US');
  try {
    const taskId = await completedTask(page.request);
    const task = async () => json(await page.request.get(`${BASE_URL}/api/sign-tasks/${taskId}`));
    const before = await task();
    assert.equal(before.status, 'completed');
    assert.equal(before.documents.length, 2);
    const [principal, accessory] = before.documents;
    const downloads = (events) => events.filter((e) => e.action === 'downloaded');
    assert.equal(downloads(before.events).length, 0);

    // The page's PDF request for a document, answered (any event it made is written by then).
    const pdfShown = async (documentId) => {
      const response = await page.waitForResponse(
        (r) => new URL(r.url()).pathname === `/api/sign-tasks/${taskId}/documents/${documentId}` && r.request().method() === 'GET',
        { timeout: 60_000 },
      );
      assert.equal(response.status(), 200, `the PDF of document ${documentId} was not shown`);
    };
    const eventCount = async () => (await task()).events.length;

    // Open the task's page (logged in on the login page, as the user was): the first document is drawn.
    await login(page, 'user');
    let shown = pdfShown(principal.id);
    await page.goto(`${BASE_URL}/sign/${taskId}`);
    await shown;
    assert.equal(await eventCount(), before.events.length, 'opening the task added events');

    // The second document's tab, and back.
    shown = pdfShown(accessory.id);
    await page.getByRole('tab', { name: /保密协议/ }).click();
    await shown;
    await page.getByRole('tab', { name: /劳动合同/ }).click();
    assert.equal(await eventCount(), before.events.length, 'switching tabs added events');

    // Reload: drawn again, still nothing recorded.
    shown = pdfShown(principal.id);
    await page.reload();
    await shown;
    assert.equal(await eventCount(), before.events.length, 'reloading added events');

    // Save the shown PDF: one download, recorded once, naming the document.
    const saved = page.waitForEvent('download');
    await page
      .locator('.ant-tabs-tabpane-active')
      .getByRole('link', { name: /Download current version/ })
      .click();
    const download = await saved;
    assert.match(download.suggestedFilename(), /\.pdf$/);
    const afterDownload = await task();
    assert.equal(afterDownload.events.length, before.events.length + 1);
    assert.equal(downloads(afterDownload.events).length, 1);
    assert.equal(afterDownload.events.at(-1).action, 'downloaded');
    assert.equal(afterDownload.events.at(-1).detail.documentId, principal.id);
  } finally {
    await close();
  }
});
