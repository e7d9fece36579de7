/**
 * Reaching the worker for real, in Chromium, against a production server of its own that texts
 * through Tencent Cloud SMS, here a loopback stand-in checking every request's TC3 signature:
 * the operator sends; the worker, on a 390 px phone, proves their identity, gets the code by
 * text and signs; the company seals; the worker is texted that the contract took effect, signs
 * in on /my with a texted code and downloads the PDF, whose two signatures pdfsig finds valid
 * and trusted.
 * Another worker's session cannot read that contract. The server's request log carries none of
 * the links or codes texted.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { launchChromium } from '../../scripts/chromium.mjs';
import { startServer } from '../../scripts/serve-for-tests.mjs';
import { seedEmployees } from '../../server/db/seed/employees.ts';
import { MESSAGE_KINDS } from '../../common/api/messages.ts';
import { startTencentStandIn } from '../api/support/provider-stand-ins.ts';
import { PASSWORD } from './helpers.mjs';

const TEMPLATES = Object.fromEntries(MESSAGE_KINDS.map((kind, i) => [kind, String(300100 + i)]));
const [WORKER, OTHER] = seedEmployees.filter((e) => e.companyId === 29).slice(3, 5);

let tencent;
let server;
let browser;

before(async () => {
  tencent = await startTencentStandIn({ secretId: 'AKIDe2e0001', secretKey: 'e2e-secret-0001', sdkAppId: '1400000077' });
  server = await startServer({
    env: {
      SMS_PROVIDER: 'tencent',
      SMS_KEY_ID: 'AKIDe2e0001',
      SMS_KEY_SECRET: 'e2e-secret-0001',
      SMS_APP_ID: '1400000077',
      SMS_SIGN_NAME: '电子签名云服务',
      SMS_TEMPLATES: JSON.stringify(TEMPLATES),
      SMS_ENDPOINT: tencent.url,
      SMS_CALLBACK_TOKEN: 'e2e-callback-token',
      LOG_REQUESTS: '1',
      DEV_OUTBOX: '0',
    },
  });
  browser = await launchChromium();
});
after(async () => {
  await browser?.close();
  await server?.stop();
  await tencent?.close();
});

/** The newest text of `kind` the provider took for `mobile`, once it has arrived (the jobs runner sends it). */
async function texted(mobile, kind, after = 0) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const found = tencent.sent.filter((t) => t.mobile === mobile && t.templateId === TEMPLATES[kind]).slice(after);
    if (found.length) return found.at(-1).params;
    if (Date.now() > deadline) throw new Error(`no ${kind} text to ${mobile}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A back-office session over HTTP, in its own browser context. */
async function staff(username) {
  const context = await browser.newContext();
  const res = await context.request.post(`${server.url}/api/login/account`, { data: { type: 'account', username, password: PASSWORD } });
  assert.equal(res.status(), 200);
  const api = async (method, path, data) => {
    const answer = await context.request.fetch(`${server.url}${path}`, { method, data });
    return { status: answer.status(), body: answer.headers()['content-type']?.includes('json') ? await answer.json() : null };
  };
  return { context, api };
}

async function sendTask(operator, employee) {
  const found = await operator.api('GET', `/api/employees?companyId=29&idNumber=${employee.idNumber}`);
  const templates = await operator.api('GET', '/api/contracts?pageSize=50');
  const created = await operator.api('POST', '/api/sign-tasks', {
    templateId: templates.body.data.list.find((t) => t.code === 'LC-2025').id,
    employeeIds: [found.body.data.list[0].id],
    values: { contract_term: '固定期限', monthly_salary: '7200.00' },
    send: true,
  });
  assert.equal(created.status, 201, JSON.stringify(created.body));
  return created.body.data.created[0].id;
}

describe('reaching the worker', () => {
  it('texts through the provider; the worker proves who they are, signs on a phone, and keeps the signed PDF on /my', async () => {
    const admin = await staff('admin');
    const operator = await staff('operator');
    assert.equal((await admin.api('PUT', '/api/companies/29', { verifyIdentity: true })).status, 200);
    const taskId = await sendTask(operator, WORKER);

    // The worker, on a phone: identity, the texted code, the signature.
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'zh-CN' });
    const page = await phone.newPage();
    const [, , link] = await texted(WORKER.mobile, 'signing_link');
    await page.goto(link.replace(/^https?:\/\/[^/]+/, server.url));
    await page.getByText('核验身份').first().waitFor();
    assert.ok((await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)) <= 1, 'no sideways scrolling');
    // The page says where the contract will be kept.
    await page.getByText(/\/my/).first().waitFor();
    await page.getByPlaceholder('与身份证上一致').fill(WORKER.name);
    await page.getByPlaceholder('18 位身份证号').fill(WORKER.idNumber);
    await page.getByRole('button', { name: '核验并继续' }).click();
    await page.getByRole('button', { name: '获取验证码' }).click();
    const [code] = await texted(WORKER.mobile, 'signing_code');
    await page.getByPlaceholder('6 位数字').fill(code);
    const pad = page.locator('canvas').last();
    await pad.scrollIntoViewIfNeeded();
    const box = await pad.boundingBox();
    await page.mouse.move(box.x + 20, box.y + box.height / 2);
    await page.mouse.down();
    for (let i = 1; i <= 12; i += 1) await page.mouse.move(box.x + 20 + i * 20, box.y + box.height / 2 + (i % 2 ? -25 : 25), { steps: 4 });
    await page.mouse.up();
    await page.getByRole('button', { name: /^签\s?署$/ }).click();
    await page.getByText('签署成功').waitFor();

    // The company seals.
    const user = await staff('user');
    const seal = execFileSync(process.execPath, [
      '--import',
      'tsx',
      '-e',
      "process.stdout.write(require('./tests/api/support/png.ts').sealPng().toString('base64'))",
    ]).toString();
    await user.context.request.post(`${server.url}/api/companies/29/seal`, {
      multipart: { file: { name: 'seal.png', mimeType: 'image/png', buffer: Buffer.from(seal, 'base64') } },
    });
    assert.equal((await user.api('POST', `/api/sign-tasks/${taskId}/company-sign`, {})).status, 200);

    // The worker is told it took effect, and where to keep it.
    const [, , myLink] = await texted(WORKER.mobile, 'completed');
    assert.match(myLink, /\/my$/);
    await page.goto(`${server.url}/my`);
    await page.getByPlaceholder('11 位手机号').fill(WORKER.mobile);
    await page.getByRole('button', { name: '获取验证码' }).click();
    const [myCode] = await texted(WORKER.mobile, 'my_code');
    await page.getByPlaceholder('6 位数字').fill(myCode);
    await page.getByRole('button', { name: /^登\s?录$/ }).click();
    await page.getByText('已生效').first().waitFor();
    assert.ok((await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)) <= 1, 'no sideways scrolling on /my');
    const downloading = page.waitForEvent('download');
    await page.locator(`a[href^="/api/my/contracts/${taskId}/documents/"]`).first().click();
    const download = await downloading;
    const dir = mkdtempSync(join(tmpdir(), 'e2e-my-'));
    const pdf = join(dir, 'mine.pdf');
    await download.saveAs(pdf);

    // pdfsig, trusting the published root and issuing CA, finds every signature valid.
    const nss = join(dir, 'nss');
    execFileSync('mkdir', ['-p', nss]);
    execFileSync('certutil', ['-N', '-d', `sql:${nss}`, '--empty-password']);
    const root = await (await fetch(`${server.url}/api/pki/root.pem`)).text();
    writeFileSync(join(dir, 'root.pem'), root);
    writeFileSync(join(dir, 'ca.cer'), Buffer.from(await (await fetch(`${server.url}/api/pki/ca.cer`)).arrayBuffer()));
    execFileSync('certutil', ['-A', '-d', `sql:${nss}`, '-n', 'root', '-t', 'CT,C,C', '-a', '-i', join(dir, 'root.pem')]);
    execFileSync('certutil', ['-A', '-d', `sql:${nss}`, '-n', 'ca', '-t', ',,', '-i', join(dir, 'ca.cer')]);
    const report = execFileSync('pdfsig', ['-nssdir', `sql:${nss}`, pdf], { encoding: 'utf8' });
    // The worker's and the company's signatures (poppler does not judge the RFC 3161 document
    // timestamp after them; it covers the whole file).
    assert.equal(report.match(/Signature Type: ETSI\.CAdES\.detached/g)?.length, 2, report);
    assert.equal(report.match(/Signature Validation: Signature is Valid\./g)?.length, 2, report);
    assert.equal(report.match(/Certificate Validation: Certificate is Trusted\./g)?.length, 2, report);
    assert.match(report.slice(report.lastIndexOf('Signature #3')), /DocumentTimestamp1[\s\S]*Total document signed/);
    await phone.close();

    // Another worker, signed in on /my with their own mobile, cannot read it.
    const otherTask = await sendTask(operator, OTHER);
    const [, , otherLink] = await texted(OTHER.mobile, 'signing_link');
    const otherToken = otherLink.split('/signing/')[1];
    const otherPhone = await browser.newContext();
    const anonymous = otherPhone.request;
    assert.equal(
      (
        await anonymous.post(`${server.url}/api/signing/${otherToken}/identity`, { data: { name: OTHER.name, idNumber: OTHER.idNumber } })
      ).status(),
      200,
    );
    await anonymous.post(`${server.url}/api/signing/${otherToken}/code`, { data: {} });
    const [otherCode] = await texted(OTHER.mobile, 'signing_code');
    const drawn = execFileSync(process.execPath, [
      '--import',
      'tsx',
      '-e',
      "const p=require('./tests/api/support/png.ts');process.stdout.write(p.dataUrl(p.signaturePng()))",
    ]).toString();
    assert.equal(
      (await anonymous.post(`${server.url}/api/signing/${otherToken}/sign`, { data: { code: otherCode, signature: drawn } })).status(),
      200,
    );
    assert.ok(otherTask > taskId);
    const before = (await operator.api('GET', `/api/sign-tasks/${taskId}`)).body.data.events.length;
    await anonymous.post(`${server.url}/api/my/code`, { data: { mobile: OTHER.mobile } });
    const [otherMyCode] = await texted(OTHER.mobile, 'my_code');
    assert.equal((await anonymous.post(`${server.url}/api/my/login`, { data: { mobile: OTHER.mobile, code: otherMyCode } })).status(), 200);
    const documentId = (await operator.api('GET', `/api/sign-tasks/${taskId}`)).body.data.documents[0].id;
    for (const path of [`documents/${documentId}`, 'evidence', 'archive']) {
      const res = await anonymous.get(`${server.url}/api/my/contracts/${taskId}/${path}`);
      assert.ok([403, 404].includes(res.status()), `${path}: ${res.status()}`);
    }
    assert.equal((await operator.api('GET', `/api/sign-tasks/${taskId}`)).body.data.events.length, before, 'nothing written');
    await otherPhone.close();
    for (const context of [admin.context, operator.context, user.context]) await context.close();

    // The request log of the whole run: no link's token, no code.
    const log = server.log();
    assert.match(log, /GET \/signing\/:token 200/);
    const secrets = tencent.sent
      .flatMap((t) => t.params)
      .flatMap((p) => [/\/signing\/([A-Za-z0-9_-]{43})/.exec(p)?.[1], /^\d{6}$/.exec(p)?.[0]]);
    const found = secrets.filter(Boolean);
    assert.ok(found.length >= 6, 'links and codes were texted');
    for (const secret of found) assert.ok(!log.includes(secret), `the log shows ${secret.length === 6 ? 'a code' : 'a link'}`);
  });
});
