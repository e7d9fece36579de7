/**
 * Sign tasks brought to a given state over HTTP, as the real actors would: the operator creates
 * and sends, the employee reads the texted link and code and signs.
 */
import { heldTexts } from './outbox';
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

/** `?, ?, …` for `count` parameters. */
const marks = (count: number) => Array(count).fill('?').join(', ');

/** What the texts that carry a signing link and a signing code contain. */
const LINK_TEXT = '/signing/';
const CODE_TEXT = '验证码';
const tokenIn = (text: string) => /\/signing\/([A-Za-z0-9_-]{43})/.exec(text)![1];
const codeIn = (text: string) => /(\d{6})/.exec(text)![1];

/** The last text sent to each of `mobiles` whose body contains `like`, by mobile. */
function lastTexts(server: Pick<TestServer, 'handle'>, mobiles: string[], like: string): Map<string, string> {
  const rows = heldTexts(server.handle, mobiles).filter((text) => text.body.includes(like));
  return new Map(rows.map((r) => [r.recipient, r.body]));
}

function lastSms(server: Pick<TestServer, 'handle'>, mobile: string, like: string): string {
  const body = lastTexts(server, [mobile], like).get(mobile);
  if (body === undefined) throw new Error(`no text like ${like} to ${mobile}`);
  return body;
}

export function linkToken(server: Pick<TestServer, 'handle'>, mobile: string): string {
  return tokenIn(lastSms(server, mobile, LINK_TEXT));
}

export function mobileOf(server: Pick<TestServer, 'handle'>, employeeId: number): string {
  return (raw(server.handle).prepare('select mobile from employees where id = ?').get(employeeId) as { mobile: string }).mobile;
}

/** What the employee holds after asking for a code: the texted link's token and the texted code. */
export async function employeeCode(server: Pick<TestServer, 'handle'>, anonymous: ApiClient, employeeId: number) {
  const mobile = mobileOf(server, employeeId);
  const token = linkToken(server, mobile);
  await anonymous.post(`/api/signing/${token}/code`, {});
  return { token, code: codeIn(lastSms(server, mobile, CODE_TEXT)) };
}

export async function uploadSeal(client: ApiClient, companyId: number): Promise<void> {
  const res = await client.request('POST', `/api/companies/${companyId}/seal`, { body: fileForm(sealPng(), 'seal.png', 'image/png') });
  if (res.status !== 200) throw new Error(`seal upload failed: ${res.status}`);
}

let made = 0;

/**
 * Employees of company 29 made for the test, each with its own ID number and mobile: one insert
 * statement (on PostgreSQL each statement is a psql run, so one per employee would take minutes).
 */
export function addEmployees(server: Pick<TestServer, 'handle'>, count: number, prefix: string, departmentName = '仓储运营部'): number[] {
  if (count === 0) return [];
  const db = raw(server.handle);
  const department = (db.prepare('select id from departments where company_id = 29 and name = ?').get(departmentName) as { id: number }).id;
  const now = new Date().toISOString();
  const mobiles: string[] = [];
  const params: unknown[] = [];
  for (let i = 0; i < count; i++) {
    made += 1;
    const birth = `1990${String(1 + (made % 12)).padStart(2, '0')}${String(1 + (made % 28)).padStart(2, '0')}`;
    const mobile = `139${String(made).padStart(8, '0')}`;
    mobiles.push(mobile);
    params.push(department, `${prefix}${i}`, makeIdNumber('310104', birth, String(made % 1000).padStart(3, '0')), mobile, now, now);
  }
  const row = `(29, ?, ?, ?, ?, '分拣员', '2024-01-01', 'active', ?, ?)`;
  db.prepare(
    `insert into employees (company_id, department_id, name, id_number, mobile, position, entry_date, status, created_at, updated_at)
     values ${Array(count).fill(row).join(', ')}`,
  ).run(...params);
  // Their ids, in the order made.
  const ids = db.prepare(`select id, mobile from employees where mobile in (${marks(count)})`).all(...mobiles) as {
    id: number;
    mobile: string;
  }[];
  const idOf = new Map(ids.map((e) => [e.mobile, Number(e.id)]));
  return mobiles.map((m) => idOf.get(m)!);
}

/** Runs `work` on every item, `width` at a time. */
async function eachAtOnce<T>(items: T[], width: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await work(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, lane));
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
  const tasks = created.body.data!.created;
  const rows = raw(server.handle)
    .prepare(`select id, mobile from employees where id in (${marks(employeeIds.length)})`)
    .all(...employeeIds) as { id: number; mobile: string }[];
  const mobileOfEmployee = new Map(rows.map((e) => [Number(e.id), e.mobile]));
  const mobiles = tasks.map((t) => mobileOfEmployee.get(t.employeeId)!);
  const links = lastTexts(server, mobiles, LINK_TEXT);
  const tokens = mobiles.map((m) => tokenIn(links.get(m) ?? ''));
  // A few at a time, as employees on their phones would; the codes are read back in one query.
  await eachAtOnce(tokens, 4, async (token) => void (await anonymous.post(`/api/signing/${token}/code`, {})));
  const codes = lastTexts(server, mobiles, CODE_TEXT);
  await eachAtOnce([...tokens.keys()], 4, async (i) => {
    const code = codeIn(codes.get(mobiles[i]) ?? '');
    const signed = await anonymous.post(`/api/signing/${tokens[i]}/sign`, { code, signature: dataUrl(signaturePng()) });
    if (signed.status !== 200) throw new Error(`employee sign failed: ${signed.status} ${JSON.stringify(signed.body)}`);
  });
  return tasks.map((t) => t.id);
}
