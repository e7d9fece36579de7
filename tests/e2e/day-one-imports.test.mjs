/**
 * Day-one point 7 in Chromium, as a department user met it: a sheet whose position column is
 * headed 职位 (not the template's 岗位), with a notes column and a row with a bad mobile. The
 * check names the column it read under another name and the one it ignores; the rejected row is
 * downloaded with its reason, the good one imported with its position.
 */
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, it } from 'node:test';
import ExcelJS from 'exceljs';
import { makeIdNumber } from '../../common/validation/china-ids.ts';
import { BASE_URL, closeBrowser, login, openPage } from './helpers.mjs';

after(closeBrowser);

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

it('an import reads 职位 as the position, names the column it ignores, and gives back the rejected row with its reason', async () => {
  const { page, close } = await openPage('en-US');
  try {
    await login(page, 'department');
    await page.goto(`${BASE_URL}/employee`);
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('员工');
    sheet.addRow(['姓名', '身份证号码', '手机号', '职位', '入职日期', '备注']);
    sheet.addRow(['同义甲', makeIdNumber('110105', '19910505', '051'), '13500000051', '叉车工', '2026-05-01', '夜班']);
    sheet.addRow(['同义乙', makeIdNumber('110105', '19920606', '062'), '12345', '理货员', '2026-05-01', '']);
    const file = Buffer.from(await book.xlsx.writeBuffer());

    await page.getByRole('button', { name: 'Import' }).click();
    const form = page.locator('.ant-modal-content:visible');
    await form.locator('input[type=file]').setInputFiles({ name: 'staff.xlsx', mimeType: XLSX, buffer: file });
    await form.getByRole('button', { name: 'Check' }).click();
    await form.getByText('2 rows: 1 valid, 1 with errors').waitFor();
    await form.getByText('These columns were recognised under another name:').waitFor();
    await form.getByText('职位 → Position').waitFor();
    await form.getByText('These columns are not recognised and will be ignored:').waitFor();
    await form.getByText(/备注/).first().waitFor();

    // The rejected row, downloaded with its reason, re-importable as it is.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      form.getByRole('button', { name: 'Download the 1 rejected rows' }).click(),
    ]);
    const rejected = new ExcelJS.Workbook();
    await rejected.xlsx.load(await readFile(await download.path()));
    const rows = [];
    rejected.worksheets[0].eachRow((row) => rows.push(row.values.slice(1).map((v) => String(v ?? ''))));
    assert.equal(rows.length, 2, 'the header and the one rejected row');
    assert.deepEqual(rows[0].slice(0, 6), ['姓名', '身份证号码', '手机号', '职位', '入职日期', '备注']);
    assert.equal(rows[1][0], '同义乙');
    assert.match(rows[1].at(-1), /mobile/i, 'the reason names the mobile');

    await form.getByRole('button', { name: 'Import 1 valid rows' }).click();
    const imported = page.getByRole('row', { name: /同义甲/ });
    await imported.waitFor();
    assert.match(await imported.innerText(), /叉车工/, 'the position came from the 职位 column');
  } finally {
    await close();
  }
});
