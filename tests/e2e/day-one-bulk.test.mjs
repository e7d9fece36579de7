/**
 * Day-one point 6 in Chromium, as the operator met it: two employees with their own salaries in
 * one new signing, through the values sheet downloaded from the page, filled in Excel (exceljs
 * here), uploaded back and checked row by row; a wrong row fixed in the table; a dry run that
 * creates nothing; drafts saved, one edited; a revoked task corrected and sent again in one step.
 * And (point 13) Esc in the drawer asks before throwing away what was filled in.
 */
import assert from 'node:assert/strict';
import { readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, it } from 'node:test';
import ExcelJS from 'exceljs';
import { makeIdNumber } from '../../common/validation/china-ids.ts';
import { seedEmployees } from '../../server/db/seed/employees.ts';
import { BASE_URL, closeBrowser, login, openPage } from './helpers.mjs';

after(closeBrowser);

// 周婷 (company 29) is in no other browser test; 沈佳怡 is a new colleague the operator adds.
const NEWCOMER = { name: '沈佳怡', idNumber: makeIdNumber('310101', '19960512', '347'), mobile: '13916620581', entryDate: '2026-11-01' };
const idNumberOf = (name) => (name === NEWCOMER.name ? NEWCOMER.idNumber : seedEmployees.find((e) => e.name === name).idNumber);
const NAMES = ['周婷', NEWCOMER.name];
const drawerOf = (page) => page.locator('.ant-drawer-content:visible').last();
const answerOf = (page, path, method = 'POST') =>
  page.waitForResponse((r) => new URL(r.url()).pathname === path && r.request().method() === method);

/** The operator's tasks for `name`, newest first, over the page's own session. */
async function tasksOf(page, name) {
  const res = await page.request.get(`${BASE_URL}/api/sign-tasks?employeeName=${encodeURIComponent(name)}&pageSize=50`);
  return (await res.json()).data.list;
}

async function openNewSigning(page) {
  await page.goto(`${BASE_URL}/sign`);
  await page.getByRole('button', { name: 'New signing' }).click();
  const drawer = drawerOf(page);
  const choose = async (selector, option) => {
    const select = drawer.locator('.ant-select', { has: page.locator(selector) });
    await select.scrollIntoViewIfNeeded();
    await select.click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: option }).first().click();
  };
  await choose('#newSigning_templateId', '劳动合同（2025 版）');
  return { drawer, choose };
}

it('an operator gives two employees their own salaries through the values sheet, checks, saves drafts, edits one and resends a revoked one', async () => {
  const { page, close } = await openPage('en-US');
  try {
    await login(page, 'operator');
    const added = await page.request.post(`${BASE_URL}/api/employees`, { data: NEWCOMER });
    assert.equal((await added.json()).status, 0, 'the newcomer is added');
    const before = (await tasksOf(page, '周婷')).length;
    const { drawer, choose } = await openNewSigning(page);
    await drawer.getByText('Paste ID numbers').click();
    await drawer.getByLabel('One ID number per line').fill(NAMES.map(idNumberOf).join('\n'));
    await drawer.getByRole('button', { name: 'Add by ID number' }).click();
    await drawer.getByText('2 chosen').waitFor();
    await choose('#newSigning_values_contract_term', '固定期限');
    await drawer.getByRole('switch', { name: 'Different values for each person' }).click();

    // The sheet: a row per chosen employee, a column per field.
    const [download] = await Promise.all([page.waitForEvent('download'), drawer.getByText('Download values template').click()]);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await readFile(await download.path()));
    const sheet = workbook.worksheets[0];
    const header = sheet.getRow(1).values.slice(1);
    const salaryColumn = header.indexOf('月工资 (monthly_salary)') + 1;
    assert.ok(salaryColumn > 0, `a salary column in ${header.join(', ')}`);
    const rowOf = (name) => [2, 3].find((r) => sheet.getRow(r).getCell(2).value === name);
    sheet.getRow(rowOf('周婷')).getCell(salaryColumn).value = '7100';
    sheet.getRow(rowOf('沈佳怡')).getCell(salaryColumn).value = 'seven thousand';
    sheet.getRow(1).getCell(header.length + 1).value = 'Notes';
    const filled = join(tmpdir(), `values-${Date.now()}.xlsx`);
    await writeFile(filled, Buffer.from(await workbook.xlsx.writeBuffer()));

    const checked = answerOf(page, '/api/sign-tasks/values-sheet');
    await drawer.locator('[data-testid="employee-values"] input[type=file]').setInputFiles(filled);
    await checked;
    // Row by row: one taken, one refused with its reason; the unknown column is named.
    await drawer.getByText('Sheet read: 1 rows filled into the table, 1 rows not used').waitFor();
    await drawer.getByText('Columns not recognised (not read): Notes').waitFor();
    await drawer.getByText(/Row \d \(沈佳怡\): 月工资 \(monthly_salary\)/).waitFor();
    assert.equal(await drawer.getByLabel('周婷 月工资').inputValue(), '7100.00');
    // Fixed by hand in the table.
    await drawer.getByLabel('沈佳怡 月工资').fill('7300');

    // A dry run: both could be sent, nothing is created.
    const dry = answerOf(page, '/api/sign-tasks');
    await drawer.getByRole('button', { name: 'Check' }).click();
    assert.equal((await dry).status(), 200);
    await drawer.getByText('Checked (no task created): 2 can be sent, 0 would be refused').waitFor();
    assert.equal((await tasksOf(page, '周婷')).length, before, 'the check creates nothing');

    await drawer.getByText('Save as drafts').click();
    const saved = answerOf(page, '/api/sign-tasks');
    await drawer.getByRole('button', { name: 'Save as drafts' }).last().click();
    const { created } = (await (await saved).json()).data;
    assert.deepEqual(Object.fromEntries(created.map((t) => [t.employeeName, t.values.monthly_salary])), {
      周婷: '7100.00',
      沈佳怡: '7300.00',
    });
    await drawer.getByText('2 task(s) saved as drafts', { exact: false }).waitFor();

    // A draft edited from its page.
    const draft = created.find((t) => t.employeeName === '周婷');
    await page.goto(`${BASE_URL}/sign/${draft.id}`);
    await page.getByRole('button', { name: 'Edit' }).click();
    const editor = page.locator('.ant-modal-content:visible');
    await editor.locator('#values_monthly_salary').fill('7150');
    const edited = answerOf(page, `/api/sign-tasks/${draft.id}`, 'PATCH');
    await editor.getByRole('button', { name: 'Save' }).click();
    assert.equal((await (await edited).json()).data.values.monthly_salary, '7150.00');
    await page.getByText('Draft edited').first().waitFor();

    // The other is revoked, then corrected and sent again in one step.
    const other = created.find((t) => t.employeeName === '沈佳怡');
    const revoked = await page.request.post(`${BASE_URL}/api/sign-tasks/${other.id}/revoke`, { data: { reason: 'wrong salary' } });
    assert.equal((await revoked.json()).status, 0);
    await page.goto(`${BASE_URL}/sign/${other.id}`);
    await page.getByRole('button', { name: 'Correct and send again' }).click();
    const again = page.locator('.ant-modal-content:visible');
    await again.locator('#values_monthly_salary').fill('7400');
    const resubmitted = answerOf(page, `/api/sign-tasks/${other.id}/resubmit`);
    await again.getByRole('button', { name: 'Send again' }).click();
    const next = (await (await resubmitted).json()).data;
    assert.equal(next.status, 'pending_employee');
    assert.equal(next.values.monthly_salary, '7400.00');
    await page.waitForURL(`${BASE_URL}/sign/${next.id}`);
  } finally {
    await close();
  }
});

it('Esc in the new-signing drawer asks before throwing away what was filled in', async () => {
  const { page, close } = await openPage('en-US');
  try {
    await login(page, 'operator');
    const { drawer } = await openNewSigning(page);
    await page.keyboard.press('Escape');
    const confirm = page.locator('.ant-modal-confirm', { hasText: 'Discard what you filled in?' });
    await confirm.waitFor();
    await confirm.getByRole('button', { name: 'Keep editing' }).click();
    await confirm.waitFor({ state: 'detached' });
    assert.ok(await drawer.isVisible(), 'the drawer stays with its contents');
    await page.keyboard.press('Escape');
    await confirm.getByRole('button', { name: 'Discard' }).click();
    await drawer.waitFor({ state: 'detached' });
  } finally {
    await close();
  }
});
