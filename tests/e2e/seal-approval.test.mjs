/**
 * Approval before sealing (用印审批) in Chromium, as the two people walk it: the company user of
 * company 29 seals a signed task from its page and is told it waits for the seal's approver; the
 * approver (the department user, named on the seal) finds it under Seal approvals in the menu and
 * approves; the batch seals it, and the task page names who approved. The task and the seal's
 * approval setting are made over HTTP; the setting is put back after, for the other tests.
 */
import assert from 'node:assert/strict';
import { after, it } from 'node:test';
import { makeIdNumber } from '../../common/validation/china-ids.ts';
import { dataUrl, signaturePng } from '../api/support/png.ts';
import { readOutbox } from '../../scripts/dev-outbox.mjs';
import { BASE_URL, closeBrowser, login, loginOverHttp, openPage, topMenu } from './helpers.mjs';

after(closeBrowser);

const WORKER = { name: '韩审批', idNumber: makeIdNumber('310106', '19930512', '318'), mobile: '13700005233' };

const json = async (response) => {
  const body = await response.json();
  assert.equal(body.status, 0, `${response.url()}: ${JSON.stringify(body).slice(0, 300)}`);
  return body.data;
};

async function textTo(fits) {
  for (let tries = 0; tries < 60; tries += 1) {
    const found = (await readOutbox(BASE_URL, WORKER.mobile)).find(fits);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`no such text to ${WORKER.mobile}`);
}

/** A task of company 29 the worker has signed, sent by the company user over HTTP. */
async function signedTask(request) {
  const principal = (await json(await request.get(`${BASE_URL}/api/contracts?kind=principal&status=enabled&pageSize=100`))).list;
  const found = await json(await request.get(`${BASE_URL}/api/employees?mobile=${WORKER.mobile}`));
  const employeeId = found.list.length
    ? found.list[0].id
    : (await json(await request.post(`${BASE_URL}/api/employees`, { data: { ...WORKER, position: '文员', entryDate: '2024-05-06' } }))).id;
  const created = await json(
    await request.post(`${BASE_URL}/api/sign-tasks`, {
      data: {
        templateId: principal.find((c) => c.code === 'LC-2025').id,
        employeeIds: [employeeId],
        values: { contract_term: '固定期限', monthly_salary: '7200.00' },
        send: true,
      },
    }),
  );
  const taskId = created.created[0].id;
  const token = /\/signing\/([A-Za-z0-9_-]{43})/.exec((await textTo((m) => m.text.includes('/signing/'))).text)[1];
  await json(await request.post(`${BASE_URL}/api/signing/${token}/code`, { data: {} }));
  const { code } = await textTo((m) => m.code);
  await json(await request.post(`${BASE_URL}/api/signing/${token}/sign`, { data: { code, signature: dataUrl(signaturePng()) } }));
  return taskId;
}

it('the company user sends a sealing for approval; the approver approves it from the menu; the task is sealed and names the approver', async () => {
  const requester = await openPage('en-US');
  const approver = await openPage('en-US');
  let sealId;
  try {
    const { page } = requester;
    await json(await loginOverHttp(page.request, 'user'));
    const seals = await json(await page.request.get(`${BASE_URL}/api/companies/29/seals`));
    sealId = seals.find((s) => s.kind === 'company' && s.status === 'active').id;
    const accounts = (await json(await page.request.get(`${BASE_URL}/api/users?pageSize=100`))).list;
    const department = accounts.find((a) => a.username === 'department');
    await json(
      await page.request.patch(`${BASE_URL}/api/seals/${sealId}`, { data: { approvalRequired: true, approverIds: [department.id] } }),
    );
    const taskId = await signedTask(page.request);

    // The requester seals from the task page and is told it waits.
    await page.goto(`${BASE_URL}/sign/${taskId}`);
    await page.getByText('Approval needed').first().waitFor();
    await page.getByRole('button', { name: 'Company seal' }).click();
    await page.locator('.ant-popover:visible').getByRole('button', { name: 'OK' }).click();
    await page.getByText("Sent for seal use approval: it is sealed once one of the seal's approvers approves.").waitFor();
    const waiting = await json(await page.request.get(`${BASE_URL}/api/sign-tasks/${taskId}`));
    assert.equal(waiting.status, 'pending_company');

    // The approver: the menu has Seal approvals; the request waits there.
    await login(approver.page, 'department');
    assert.ok((await topMenu(approver.page)).includes('Seal approvals'));
    await approver.page.goto(`${BASE_URL}/sealApproval`);
    const row = approver.page.getByRole('row', { name: /李静/ }).first();
    await row.waitFor();
    await row.getByText('Approve', { exact: true }).click();
    await approver.page.locator('.ant-popover:visible').getByRole('button', { name: 'OK' }).click();
    await approver.page.getByText('Seal use approved').first().waitFor();

    // The batch runs on the server's job runner: the task completes, and its page names the approver.
    let task;
    for (let tries = 0; tries < 120; tries += 1) {
      task = await json(await page.request.get(`${BASE_URL}/api/sign-tasks/${taskId}`));
      if (task.status === 'completed') break;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    assert.equal(task.status, 'completed');
    await page.reload();
    const card = page.locator('.ant-card', { hasText: 'Approved by' });
    await card.waitFor();
    assert.match(await card.innerText(), /刘洋/);
  } finally {
    if (sealId)
      await requester.page.request.patch(`${BASE_URL}/api/seals/${sealId}`, { data: { approvalRequired: false, approverIds: [] } });
    await requester.close();
    await approver.close();
  }
});
