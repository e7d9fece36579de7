/**
 * Sign tasks brought to a given state over HTTP, as the real actors would: the operator creates
 * and sends, the employee reads the texted link and code and signs.
 */
import type { SignTaskCreateResult } from '../../../common/api/signing';
import { makeIdNumber } from '../../../common/validation/china-ids';
import type { ApiClient, TestServer } from './harness';
import { dataUrl, sealPng, signaturePng } from './png';
import { fileForm } from './roles';
import { raw } from './database';

export const LABOUR_VALUES = { contract_term: '固定期限', monthly_salary: '6800.00' };

export function templateIdOf(server: Pick<TestServer, 'handle'>, code: string): number {
  return (raw(server.handle).prepare('select id from contract_templates where code = ? and version = 1').get(code) as { id: number }).id;
}

function lastSms(server: Pick<TestServer, 'handle'>, mobile: string, like: string): string {
  const row = raw(server.handle)
    .prepare('select body from dev_outbox where recipient = ? and body like ? order by id desc limit 1')
    .get(mobile, like) as { body: string } | undefined;
  if (!row) throw new Error(`no text like ${like} to ${mobile}`);
  return row.body;
}

export function linkToken(server: Pick<TestServer, 'handle'>, mobile: string): string {
  return /\/signing\/([A-Za-z0-9_-]{43})/.exec(lastSms(server, mobile, '%/signing/%'))![1];
}

export function mobileOf(server: Pick<TestServer, 'handle'>, employeeId: number): string {
  return (raw(server.handle).prepare('select mobile from employees where id = ?').get(employeeId) as { mobile: string }).mobile;
}

/** What the employee holds after asking for a code: the texted link's token and the texted code. */
export async function employeeCode(server: Pick<TestServer, 'handle'>, anonymous: ApiClient, employeeId: number) {
  const mobile = mobileOf(server, employeeId);
  const token = linkToken(server, mobile);
  await anonymous.post(`/api/signing/${token}/code`, {});
  return { token, code: /(\d{6})/.exec(lastSms(server, mobile, '%验证码%'))![1] };
}

export async function uploadSeal(client: ApiClient, companyId: number): Promise<void> {
  const res = await client.request('POST', `/api/companies/${companyId}/seal`, { body: fileForm(sealPng(), 'seal.png', 'image/png') });
  if (res.status !== 200) throw new Error(`seal upload failed: ${res.status}`);
}

let made = 0;

/** Employees of company 29 made for the test, each with its own ID number and mobile. */
export function addEmployees(server: Pick<TestServer, 'handle'>, count: number, prefix: string, departmentName = '仓储运营部'): number[] {
  const db = raw(server.handle);
  const department = (db.prepare('select id from departments where company_id = 29 and name = ?').get(departmentName) as { id: number }).id;
  const now = new Date().toISOString();
  const insert = db.prepare(
    `insert into employees (company_id, department_id, name, id_number, mobile, position, entry_date, status, created_at, updated_at)
     values (29, ?, ?, ?, ?, '分拣员', '2024-01-01', 'active', ?, ?)`,
  );
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
    made += 1;
    const birth = `1990${String(1 + (made % 12)).padStart(2, '0')}${String(1 + (made % 28)).padStart(2, '0')}`;
    const id = insert.run(
      department,
      `${prefix}${i}`,
      makeIdNumber('310104', birth, String(made % 1000).padStart(3, '0')),
      `139${String(made).padStart(8, '0')}`,
      now,
      now,
    );
    ids.push(Number(id.lastInsertRowid));
  }
  return ids;
}

/** Tasks for `employeeIds`, sent and signed by each employee: they wait for the company. */
export async function pendingCompanyTasks(
  server: Pick<TestServer, 'handle'>,
  operator: ApiClient,
  anonymous: ApiClient,
  employeeIds: number[],
): Promise<number[]> {
  const created = await operator.post<SignTaskCreateResult>('/api/sign-tasks', {
    templateId: templateIdOf(server, 'LC-2025'),
    employeeIds,
    values: LABOUR_VALUES,
    send: true,
  });
  if (created.status !== 201 || created.body.data!.created.length !== employeeIds.length) {
    throw new Error(`create failed: ${created.status} ${JSON.stringify(created.body).slice(0, 300)}`);
  }
  for (const task of created.body.data!.created) {
    const { token, code } = await employeeCode(server, anonymous, task.employeeId);
    const signed = await anonymous.post(`/api/signing/${token}/sign`, { code, signature: dataUrl(signaturePng()) });
    if (signed.status !== 200) throw new Error(`employee sign failed: ${signed.status} ${JSON.stringify(signed.body)}`);
  }
  return created.body.data!.created.map((t) => t.id);
}
