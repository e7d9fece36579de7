/**
 * Issue 4 in Chromium against `npm start`'s server: an admin creates a company, a department and
 * a department account; that account adds an employee and imports an .xlsx of good and bad
 * rows; a person put on the prevention list is flagged among the employees.
 */
import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import ExcelJS from 'exceljs';
import { makeCreditCode, makeIdNumber } from '../../common/validation/china-ids.ts';
import { BASE_URL, changeRequiredPassword, closeBrowser, login, openPage } from './helpers.mjs';

after(closeBrowser);

const COMPANY = '星河测试科技有限公司';
const DEPARTMENT = '研发部';
const ACCOUNT = 'xinghe.dev';
const ACCOUNT_PASSWORD = 'Xinghe2026';

/** Fills a modal or drawer form field found by its label. */
const fill = (scope, label, value) => scope.getByLabel(label, { exact: true }).fill(value);
const dialog = (page) => page.locator('.ant-modal-content:visible, .ant-drawer-content:visible').last();

describe('companies, accounts and employees', () => {
  it('admin creates a company with a department and a department account, who adds an employee', async () => {
    const { page, close } = await openPage('en-US');
    try {
      await login(page, 'admin');
      await page.goto(`${BASE_URL}/company`);
      await page.getByRole('button', { name: 'New company' }).click();
      let form = dialog(page);
      await fill(form, 'Company name', COMPANY);
      await fill(form, 'Unified social credit code', makeCreditCode('91', '440300', 'MA5FXH01'));
      await fill(form, 'Legal representative', '何星河');
      await fill(form, 'Contact', '何小姐');
      await fill(form, 'Contact mobile', '13700001234');
      await form.getByRole('button', { name: 'OK' }).click();
      await page.getByRole('link', { name: COMPANY }).click();
      await page.waitForURL(/\/company\/\d+$/);

      await page.getByRole('tab', { name: 'Departments' }).click();
      await page.getByRole('button', { name: 'New department' }).click();
      form = dialog(page);
      await fill(form, 'Department name', DEPARTMENT);
      await form.getByRole('button', { name: 'OK' }).click();
      await page
        .getByText(DEPARTMENT, { exact: true })
        .waitFor()
        .catch(async (error) => {
          // What the page said instead (a refusal in the form, a message), for the failure's report.
          const said = await page
            .locator('.ant-form-item-explain, .ant-message, .ant-notification, [role=alert], .ant-list')
            .allInnerTexts();
          throw new Error(`${error.message}\nthe page says: ${JSON.stringify(said)}`);
        });

      await page.getByRole('tab', { name: 'Accounts' }).click();
      await page.getByRole('button', { name: 'New account' }).click();
      form = dialog(page);
      await fill(form, 'Username', ACCOUNT);
      await fill(form, 'Name', '研发部 陈主管');
      await fill(form, 'Initial password', ACCOUNT_PASSWORD);
      await form.getByLabel('Role', { exact: true }).click();
      await page.locator('.ant-select-dropdown:visible').getByText('Department user', { exact: true }).click();
      await form.getByLabel('Department', { exact: true }).click();
      await page.locator('.ant-select-dropdown:visible').getByText(DEPARTMENT, { exact: true }).click();
      await form.getByRole('button', { name: 'OK' }).click();
      // Marked as having to change the password the administrator chose.
      await page.getByRole('cell', { name: `${ACCOUNT} Must change password`, exact: true }).waitFor();
    } finally {
      await close();
    }

    const second = await openPage('en-US');
    try {
      const { page } = second;
      // The administrator chose that password: the account replaces it first.
      await login(page, ACCOUNT, { password: ACCOUNT_PASSWORD, mustChange: true });
      await changeRequiredPassword(page, ACCOUNT_PASSWORD, 'Xinghe2026mine');
      await page.goto(`${BASE_URL}/employee`);
      await page.getByRole('button', { name: 'New employee' }).click();
      const form = dialog(page);
      await fill(form, 'Name', '赵六');
      await fill(form, 'ID number', makeIdNumber('440305', '19950812', '231'));
      await fill(form, 'Mobile', '13600002222');
      await form.getByLabel('Entry date', { exact: true }).click();
      await form.getByLabel('Entry date', { exact: true }).fill('2026-03-02');
      await form.getByLabel('Entry date', { exact: true }).press('Enter');
      await form.getByRole('button', { name: 'OK' }).click();
      const row = page.getByRole('row', { name: /赵六/ });
      await row.waitFor();
      // A department user sees ID numbers masked and the employee in their own department.
      assert.match(await row.innerText(), /440305\*{8}\d{3}[\dX]/);
      assert.match(await row.innerText(), new RegExp(DEPARTMENT));
    } finally {
      await second.close();
    }
  });

  it('importing an .xlsx imports the good rows and lists the bad ones', async () => {
    const { page, close } = await openPage('en-US');
    try {
      await login(page, 'department');
      await page.goto(`${BASE_URL}/employee`);
      const template = await page.request.get(`${BASE_URL}/api/employees/template`);
      assert.equal(template.status(), 200);
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(await template.body());
      const sheet = book.worksheets[0];
      const headers = sheet.getRow(1).values.slice(1).length;
      while (sheet.rowCount > 1) sheet.spliceRows(2, 1);
      const row = (name, idNumber, mobile) => {
        const values = [name, idNumber, mobile, '', '仓管员', '2026-04-01'];
        sheet.addRow(values.slice(0, headers));
      };
      row('导入甲', makeIdNumber('110105', '19920101', '011'), '13500000001');
      row('导入乙', makeIdNumber('110105', '19930202', '022'), '13500000002');
      row('坏号码', '110105199303030334', '13500000003');
      row('坏手机', makeIdNumber('110105', '19940404', '044'), '12345');
      const file = Buffer.from(await book.xlsx.writeBuffer());

      await page.getByRole('button', { name: 'Import' }).click();
      const form = dialog(page);
      await form
        .locator('input[type=file]')
        .setInputFiles({ name: 'staff.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: file });
      await form.getByRole('button', { name: 'Check' }).click();
      await form.getByText('4 rows: 2 valid, 2 with errors').waitFor();
      assert.equal(await form.locator('.ant-table-tbody tr').count(), 2);
      await form.getByRole('button', { name: 'Import 2 valid rows' }).click();
      await page.getByRole('row', { name: /导入甲/ }).waitFor();
      await page.getByRole('row', { name: /导入乙/ }).waitFor();
      assert.equal(await page.getByRole('row', { name: /坏号码|坏手机/ }).count(), 0);
    } finally {
      await close();
    }
  });

  it('an employee put on the prevention list is flagged', async () => {
    const { page, close } = await openPage('en-US');
    try {
      await login(page, 'admin');
      await page.goto(`${BASE_URL}/employee`);
      // Pick an employee who is not flagged yet and bar their ID number.
      const res = await page.request.get(`${BASE_URL}/api/employees?pageSize=100&prevented=false`);
      const employee = (await res.json()).data.list[0];
      assert.ok(employee, 'the seed has employees not on the list');
      await page.goto(`${BASE_URL}/preventionList`);
      await page.getByRole('button', { name: 'Add person' }).click();
      const form = dialog(page);
      await fill(form, 'Name', employee.name);
      await fill(form, 'ID number', employee.idNumber);
      await fill(form, 'Reason', '提供虚假材料');
      await form.getByRole('button', { name: 'OK' }).click();
      await page.getByRole('cell', { name: employee.idNumber }).waitFor();

      await page.goto(`${BASE_URL}/employee`);
      await page.getByLabel('ID number', { exact: true }).fill(employee.idNumber);
      await page.getByRole('button', { name: /Query/ }).click();
      const row = page.getByRole('row', { name: new RegExp(employee.name) });
      await row.getByText('Prevention list').waitFor();
    } finally {
      await close();
    }
  });
});
