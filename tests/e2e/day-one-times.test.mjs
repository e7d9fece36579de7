/**
 * Day-one issue, point 3 ("times without a zone"), in Chromium as the user walked it: a task
 * with a deadline of 23:59 China time (as the new-signing form's picker sets it: the end of the
 * day), the records page shows it, its export (.xlsx, opened with ExcelJS) gives 23:59:59 under
 * a header naming the zone, its file name carries the China date, and the texted link gives the
 * full time. The deadline is set over HTTP with its +08:00 offset, so that the test means the same
 * whatever the browser's time zone (the page shows China time on any device).
 */
import assert from 'node:assert/strict';
import { after, it } from 'node:test';
import ExcelJS from 'exceljs';
import { makeIdNumber } from '../../common/validation/china-ids.ts';
import { readOutbox } from '../../scripts/dev-outbox.mjs';
import { BASE_URL, closeBrowser, login, openPage } from './helpers.mjs';

after(closeBrowser);

// An employee of this test's own, so that no other browser test's tasks or texts get in the way.
const WORKER = { name: '时文区', idNumber: makeIdNumber('310106', '19930518', '314'), mobile: '13700005239' };

const HOUR = 3600_000;
/** The date in China (UTC+8) of `ms`, YYYY-MM-DD. */
const chinaDay = (ms) => new Date(ms + 8 * HOUR).toISOString().slice(0, 10);

const json = async (response) => {
  const body = await response.json();
  assert.equal(body.status, 0, `${response.url()}: ${JSON.stringify(body).slice(0, 300)}`);
  return body.data;
};

/** The worker as an employee of company 29: found by mobile, or added. */
async function workerId(request) {
  const found = await json(await request.get(`${BASE_URL}/api/employees?mobile=${WORKER.mobile}`));
  if (found.list.length) return found.list[0].id;
  const added = await json(
    await request.post(`${BASE_URL}/api/employees`, { data: { ...WORKER, position: '文员', entryDate: '2024-05-06' } }),
  );
  return added.id;
}

/** The newest text to the worker containing `like`, waited for (texts are queued, then held). */
async function textTo(like) {
  for (let tries = 0; tries < 60; tries += 1) {
    const found = (await readOutbox(BASE_URL, WORKER.mobile)).find((m) => m.text.includes(like));
    if (found) return found.text;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`no text containing ${like} to ${WORKER.mobile}`);
}

/** The text of the cell under `header` in the row of task `taskId` (its id in the first column). */
function cellUnder(sheet, header, taskId) {
  const headers = [];
  sheet.getRow(1).eachCell((cell, column) => (headers[column] = cell.text));
  const column = headers.indexOf(header);
  assert.ok(column > 0, `no column "${header}" among ${JSON.stringify(headers)}`);
  let text;
  sheet.eachRow((row, n) => {
    if (n > 1 && row.getCell(1).text === String(taskId)) text = row.getCell(column).text;
  });
  assert.ok(text !== undefined, `no row for task ${taskId}`);
  return text;
}

it('a deadline of 23:59 China time is 23:59 in the records, the export (zone named) and the text', async () => {
  const { page, close } = await openPage('zh-CN');
  try {
    // The company user of company 29 (a signing company), logged in on the login page.
    await login(page, 'user');
    const day = chinaDay(Date.now() + 7 * 24 * HOUR);
    const principal = (await json(await page.request.get(`${BASE_URL}/api/contracts?kind=principal&status=enabled&pageSize=100`))).list;
    const created = await json(
      await page.request.post(`${BASE_URL}/api/sign-tasks`, {
        data: {
          templateId: principal.find((c) => c.code === 'LC-2025').id,
          employeeIds: [await workerId(page.request)],
          values: { contract_term: '固定期限', monthly_salary: '6800.00' },
          deadline: `${day}T23:59:59+08:00`,
          send: true,
        },
      }),
    );
    assert.equal(created.created.length, 1, JSON.stringify(created.refused));
    const taskId = created.created[0].id;

    // The text gives the full time and names the zone.
    assert.match(await textTo('/signing/'), new RegExp(`北京时间 ${day} 23:59 前`));

    // The records page, filtered to the worker: the timeline drawer shows the deadline in China time.
    await page.goto(`${BASE_URL}/signApply/record?employeeName=${encodeURIComponent(WORKER.name)}`);
    const row = page.locator('.ant-table-tbody tr.ant-table-row', { hasText: WORKER.name }).first();
    await row.waitFor();
    await row.getByText('签署记录', { exact: true }).click();
    const drawer = page.locator('.ant-drawer-content:visible').last();
    await drawer.getByText(`${day} 23:59:59`, { exact: true }).waitFor();
    await drawer.locator('.ant-drawer-close').click();

    // Export the list from the page and open the .xlsx.
    const stampBefore = chinaDay(Date.now()).replace(/-/g, '');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.locator('a.ant-btn[href*="/api/sign-tasks/export"]').click(),
    ]);
    const stampAfter = chinaDay(Date.now()).replace(/-/g, '');
    assert.ok(
      [`sign-tasks-${stampBefore}.xlsx`, `sign-tasks-${stampAfter}.xlsx`].includes(download.suggestedFilename()),
      `file name ${download.suggestedFilename()}: not the China date`,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await download.path());
    assert.equal(cellUnder(workbook.worksheets[0], '截止时间（北京时间）', taskId), `${day} 23:59:59`);
  } finally {
    await close();
  }
});
