/**
 * Day-one report 2 in Chromium, as the employee on a 390 px phone drawing at 3x: a single tap on
 * the signature pad is not a signature. The page says so under the pad and sends nothing; the
 * server refuses that same drawing (the pad's own PNG); the task still waits for the employee;
 * the name written across the pad then signs, with the same code.
 */
import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { launchChromium } from '../../scripts/chromium.mjs';
import { readOutbox } from '../../scripts/dev-outbox.mjs';
import { seedEmployees } from '../../server/db/seed/employees.ts';
import { BASE_URL, closeBrowser, loginOverHttp, openPage } from './helpers.mjs';

after(closeBrowser);

// Of company 29, and in no other browser test.
const EMPLOYEE = '赵磊';
const MOBILE = seedEmployees.find((e) => e.name === EMPLOYEE).mobile;
// The page's and the server's words (src/locales/zh-CN/signing.ts, server/i18n/signing/zh-CN.ts).
const TOO_SMALL = '签名太小，请在签名框内用手指完整写下您的姓名';

const json = async (response) => {
  const body = await response.json();
  assert.equal(body.status, 0, `${response.url()}: ${JSON.stringify(body).slice(0, 300)}`);
  return body.data;
};

/** The latest text to the employee containing `like`, from the dev outbox. */
async function text(like) {
  const found = (await readOutbox(BASE_URL, MOBILE)).find((m) => m.text.includes(like));
  assert.ok(found, `no text to ${MOBILE} containing ${like}`);
  return found;
}

/** The operator sends the employee a task over HTTP (initiating on /sign has its own test); answers the link's token. */
async function sendTask() {
  const { page, close } = await openPage('en-US');
  try {
    const { request } = page;
    await json(await loginOverHttp(request, 'operator'));
    const employees = (await json(await request.get(`${BASE_URL}/api/employees?companyId=29&pageSize=100`))).list;
    const templates = (await json(await request.get(`${BASE_URL}/api/contracts?kind=principal&status=enabled&pageSize=100`))).list;
    const created = await json(
      await request.post(`${BASE_URL}/api/sign-tasks`, {
        data: {
          templateId: templates.find((c) => c.code === 'LC-2025').id,
          employeeIds: [employees.find((e) => e.name === EMPLOYEE).id],
          values: { contract_term: '固定期限', monthly_salary: '6800.00' },
          send: true,
        },
      }),
    );
    assert.equal(created.created.length, 1, `not sent: ${JSON.stringify(created.refused)}`);
  } finally {
    await close();
  }
  return /\/signing\/([A-Za-z0-9_-]{43})/.exec((await text('/signing/')).text)[1];
}

describe('day one: a tap is not a signature', () => {
  it('on a phone, one tap on the pad is refused with a message, nothing is signed, and a written name then signs', async () => {
    const token = await sendTask();
    const browser = await launchChromium();
    const phone = await browser.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 3,
      isMobile: true,
      hasTouch: true,
      locale: 'zh-CN',
    });
    const page = await phone.newPage();
    const signCalls = [];
    page.on('request', (r) => r.method() === 'POST' && r.url().endsWith('/sign') && signCalls.push(r.url()));
    /** What the page shows instead of what was awaited, for a failure's report. */
    const saidInstead = async (error) => {
      const said = await page.locator('.ant-alert, .ant-result, .ant-form-item-explain, [role=alert]').allInnerTexts();
      throw new Error(`${error.message}\nthe page says: ${JSON.stringify(said)}`);
    };
    try {
      await page.goto(`${BASE_URL}/signing/${token}`);
      await page.getByText('上海华联物流有限公司').first().waitFor();
      await page.getByRole('button', { name: '获取验证码' }).click();
      await page.getByText(/秒后重新获取/).waitFor();
      const { code } = await text('验证码');
      await page.getByPlaceholder('6 位数字').fill(code);

      // One tap in the middle of the pad, then 签署: the message under the pad, no request.
      const pad = page.locator('canvas[aria-label="签名板"]');
      await pad.scrollIntoViewIfNeeded();
      const box = await pad.boundingBox();
      await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
      await page.getByRole('button', { name: /^签\s?署$/ }).click();
      await page.getByText(TOO_SMALL).waitFor().catch(saidInstead);
      assert.deepEqual(signCalls, [], 'the page sent the tap to the server');

      // The server refuses the pad's own PNG of that tap (3x, as the phone drew it), on `signature`.
      const drawn = await pad.evaluate((canvas) => canvas.toDataURL('image/png'));
      const refused = await page.request.post(`${BASE_URL}/api/signing/${token}/sign`, {
        data: { code, signature: drawn },
        headers: { 'Accept-Language': 'zh-CN' },
      });
      assert.equal(refused.status(), 422);
      assert.deepEqual(await refused.json().then(({ field, msg }) => ({ field, msg })), { field: 'signature', msg: TOO_SMALL });

      // Nothing signed: the link is still open.
      assert.equal((await json(await page.request.get(`${BASE_URL}/api/signing/${token}`))).state, 'open');

      // The pad cleared, the name written across it: signed, with the same code.
      await page.getByRole('button', { name: '清除重写' }).click();
      await pad.scrollIntoViewIfNeeded();
      const at = await pad.boundingBox();
      await page.mouse.move(at.x + 20, at.y + at.height / 2);
      await page.mouse.down();
      for (let i = 1; i <= 12; i += 1) await page.mouse.move(at.x + 20 + i * 20, at.y + at.height / 2 + (i % 2 ? -25 : 25), { steps: 4 });
      await page.mouse.up();
      await page.getByRole('button', { name: /^签\s?署$/ }).click();
      await page.getByText('签署成功').waitFor().catch(saidInstead);
    } finally {
      await phone.close();
      await browser.close();
    }
  });
});
