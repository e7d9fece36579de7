/**
 * Day-one points 4 and 5 in Chromium, as the users met them: an operator schedules a send and
 * reads when the text really goes out (China time) and who was refused; an operator of a company
 * without a seal is warned before sending (who can upload one, and where), sends anyway, and the
 * refused sealing shows the server's words; a refused company deletion too, with no API path.
 */
import assert from 'node:assert/strict';
import { after, it } from 'node:test';
import { UserType } from '../../common/api/accounts.ts';
import { chinaTime } from '../../common/china-time.ts';
import { seedEmployees } from '../../server/db/seed/employees.ts';
import { dataUrl, signaturePng } from '../api/support/png.ts';
import { readOutbox } from '../../scripts/dev-outbox.mjs';
import { BASE_URL, changeRequiredPassword, closeBrowser, login, loginOverHttp, openPage } from './helpers.mjs';

after(closeBrowser);

// Employees no other browser test uses: 赵磊 (company 29); 杨雪 (29) is on the seeded prevention
// list; 孙志刚 works for company 31, which is seeded without a seal.
const seedOf = (name) => seedEmployees.find((e) => e.name === name);
const COMPANY_WITHOUT_SEAL = '南京金陵餐饮管理有限公司';
const OPERATOR_31 = { username: `noseal${Date.now().toString(36)}`, password: 'Seal2025ok' };

const drawerOf = (page) => page.locator('.ant-drawer-content:visible').last();
/** The request layer's messages and notifications on screen. */
const shownErrors = (page) => page.locator('.ant-message-notice, .ant-notification-notice');

/** The answer of POST `path`, once the page has made it. */
const answerOf = (page, path) => page.waitForResponse((r) => new URL(r.url()).pathname === path && r.request().method() === 'POST');

/** New signing on /sign, filled in with the 2025 labour contract for `names` (by pasted ID numbers). */
async function fillNewSigning(page, names) {
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
  await drawer.getByText('Paste ID numbers').click();
  await drawer.getByLabel('One ID number per line').fill(names.map((n) => seedOf(n).idNumber).join('\n'));
  await drawer.getByRole('button', { name: 'Add by ID number' }).click();
  await drawer.getByText(`${names.length} chosen`).waitFor();
  await choose('#newSigning_values_contract_term', '固定期限');
  await drawer.locator('#newSigning_values_monthly_salary').fill('7200');
  return drawer;
}

/** The newest text to `mobile` containing `like`: the outbox sends a moment after the request. */
async function textTo(mobile, like) {
  for (let i = 0; i < 30; i += 1) {
    const found = (await readOutbox(BASE_URL, mobile)).find((m) => m.text.includes(like));
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`no text like ${like} to ${mobile}`);
}

it('an operator schedules a send and reads when the text goes out (China time) and who was refused', async () => {
  const { page, close } = await openPage('en-US');
  try {
    await login(page, 'operator');
    const drawer = await fillNewSigning(page, ['赵磊', '杨雪']);
    await drawer.getByText('Send later').click();
    // Tomorrow at 09:30 in the browser's zone; the result names the China time the server kept.
    const tomorrow = new Date(Date.now() + 24 * 3600_000);
    const day = `${tomorrow.getFullYear()}-${String(tomorrow.getMonth() + 1).padStart(2, '0')}-${String(tomorrow.getDate()).padStart(2, '0')}`;
    const sendAt = drawer.locator('#newSigning_sendAt');
    await sendAt.click();
    await sendAt.fill(`${day} 09:30`);
    await sendAt.press('Enter');
    const answer = answerOf(page, '/api/sign-tasks');
    await drawer.getByRole('button', { name: 'Schedule' }).last().click();
    const { created } = (await (await answer).json()).data;
    assert.equal(created.length, 1);
    assert.equal(created[0].status, 'scheduled');

    await drawer.getByText('1 signing task(s) created').waitFor();
    await drawer.getByText(`1 task(s) will be texted at ${chinaTime(created[0].sendAt)} (China time, UTC+8)`).waitFor();
    const said = await drawer.innerText();
    assert.doesNotMatch(said, /sent to|have been sent/i, 'a scheduled send does not say the text was sent');
    // 杨雪 is refused, with the reason.
    await drawer.getByText('1 employee(s) could not be included; see the reasons below.').waitFor();
    assert.match(await drawer.getByRole('row', { name: /杨雪/ }).innerText(), /prevention list/i);
  } finally {
    await close();
  }
});

it('an operator of a company without a seal is warned before sending, sends anyway, and the refused sealing shows no API path', async () => {
  // An operator for company 31, made by the administrator.
  const admin = await openPage('en-US');
  try {
    await loginOverHttp(admin.page.request, 'admin');
    const made = await admin.page.request.post(`${BASE_URL}/api/users`, {
      data: { ...OPERATOR_31, name: '吴晓梅', type: UserType.OPERATOR, relation_id: 31 },
    });
    assert.equal((await made.json()).status, 0, 'the operator of company 31 is created');
  } finally {
    await admin.close();
  }

  const { page, close } = await openPage('en-US');
  try {
    // The administrator chose that password: the operator replaces it before anything else.
    await login(page, OPERATOR_31.username, { password: OPERATOR_31.password, mustChange: true });
    await changeRequiredPassword(page, OPERATOR_31.password, 'Seal2025mine');
    const drawer = await fillNewSigning(page, ['孙志刚']);
    // Warned, saying who can fix it and where.
    const warning = drawer.locator('.ant-alert-warning', { hasText: `${COMPANY_WITHOUT_SEAL} has no seal yet` });
    await warning.waitFor();
    assert.match(await warning.innerText(), /company user of this company or an administrator[\s\S]*Companies page/);
    // Not blocked.
    await drawer.getByRole('button', { name: 'Send now' }).last().click();
    await drawer.getByText('Signing text messages sent to 1 employee(s).').waitFor();
    await drawer.getByRole('button', { name: 'Done' }).click();

    // The employee signs (over HTTP, as the phone would).
    const { mobile } = seedOf('孙志刚');
    const token = /\/signing\/([A-Za-z0-9_-]{43})/.exec((await textTo(mobile, '/signing/')).text)[1];
    await page.request.post(`${BASE_URL}/api/signing/${token}/code`, { data: {} });
    const { code } = await textTo(mobile, '验证码');
    const signed = await page.request.post(`${BASE_URL}/api/signing/${token}/sign`, { data: { code, signature: dataUrl(signaturePng()) } });
    assert.equal((await signed.json()).status, 0, 'the employee has signed');

    // Sealing is refused in the server's words: who can upload a seal, no page, no API path.
    await page.goto(`${BASE_URL}/sign`);
    const row = page.getByRole('row', { name: /孙志刚/ }).first();
    await row.getByText('Company seal', { exact: true }).click();
    await page
      .locator('.ant-popover:visible')
      .getByRole('button', { name: /OK|Confirm|Seal/ })
      .click();
    const error = page.locator('.ant-message-error', { hasText: 'The company has no seal yet' });
    await error.waitFor();
    assert.match(await error.innerText(), /a company user of this company or an administrator/);
    assert.doesNotMatch(await page.locator('body').innerText(), /\/api\//);
    assert.equal(await page.locator('.ant-notification-notice').count(), 0, 'no "request error 409: <url>" notification');
  } finally {
    await close();
  }
});

it('a refused company deletion shows the server’s reason, with no API path', async () => {
  const { page, close } = await openPage('en-US');
  try {
    await login(page, 'admin');
    await page.goto(`${BASE_URL}/company`);
    const row = page.getByRole('row', { name: new RegExp(COMPANY_WITHOUT_SEAL) });
    await row.getByText('Delete', { exact: true }).click();
    await page
      .locator('.ant-popover:visible')
      .getByRole('button', { name: /OK|Confirm|Delete/ })
      .click();
    await page.locator('.ant-message-error', { hasText: 'cannot be deleted' }).waitFor();
    assert.doesNotMatch(
      await shownErrors(page)
        .allInnerTexts()
        .then((texts) => texts.join('\n')),
      /\/api\//,
    );
    assert.doesNotMatch(await page.locator('body').innerText(), /\/api\//);
    assert.equal(await page.locator('.ant-notification-notice').count(), 0);
  } finally {
    await close();
  }
});
