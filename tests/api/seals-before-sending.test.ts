/**
 * Sealing must not fail late (day-one point 5), over HTTP: the companies that may sign are seeded
 * with a seal so a demo contract finishes out of the box; everyone who initiates for a company can
 * read whether it can seal (new signing's warning); a company without a seal may still send, and
 * sealing then refuses saying who can upload one, in the reader's language, naming no page.
 */
import type { Page } from '../../common/api/paging';
import { UserType } from '../../common/api/accounts';
import type { Company, CompanySigningReadiness } from '../../common/api/organisation';
import type { SignTask } from '../../common/api/signing';
import { employeeId, serveWithRoles } from './support/roles';
import { addEmployees, pendingCompanyTasks } from './support/signing';

const { server, as } = serveWithRoles();
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const readiness = (id: number | string) => `/api/companies/${id}/signing-readiness`;

it('seeds a seal for the companies that may sign (23, 24, 29) and none for the others', async () => {
  const ids = async (hasSeal: boolean) =>
    (await as.admin.get<Page<Company>>(`/api/companies?hasSeal=${hasSeal}&pageSize=100`)).body.data!.list.map((c) => c.id).sort();
  expect(await ids(true)).toEqual([23, 24, 29]);
  expect(await ids(false)).toEqual([31, 35, 40]);
  const image = await as.user.raw('GET', '/api/companies/29/seal');
  expect(image.status).toBe(200);
  expect(image.headers.get('content-type')).toBe('image/png');
  expect(Buffer.from(await image.arrayBuffer()).subarray(0, 8)).toEqual(PNG_SIGNATURE);
});

it('tells everyone who initiates for a company whether it can seal, within their scope only', async () => {
  const seal29 = { companyId: 29, companyName: '上海华联物流有限公司', hasSeal: true };
  const companySeal = { kind: 'company', name: '公章', approvalRequired: false };
  // Each reader learns whether it may stamp the seal: the operator and the company user hold grants.
  for (const [role, granted] of [
    ['operator', true],
    ['department', false],
    ['user', true],
    ['admin', false],
  ] as const) {
    const res = await as[role].get<CompanySigningReadiness>(readiness(29));
    expect([role, res.status]).toEqual([role, 200]);
    expect(res.body.data).toMatchObject({ ...seal29, seals: [{ ...companySeal, granted }] });
  }
  expect((await as.company.get<CompanySigningReadiness>(readiness(31))).body.data).toMatchObject({ companyId: 31, hasSeal: false });
  expect((await as.operator.get(readiness(31))).status).toBe(403);
  expect((await as.company.get(readiness(29))).status).toBe(403);
  expect((await as.anonymous.get(readiness(29))).status).toBe(401);
  expect((await as.admin.get(readiness(9999))).status).toBe(404);
  expect((await as.admin.get(readiness('abc'))).status).toBe(400);
});

it('finishes a demo contract out of the box: sent, signed by the employee, sealed with the seeded seal', async () => {
  const [taskId] = await pendingCompanyTasks(server, as.operator, as.anonymous, addEmployees(server, 1, '开箱'));
  const sealed = await as.operator.post<SignTask>(`/api/sign-tasks/${taskId}/company-sign`, {});
  expect(sealed.status).toBe(200);
  expect(sealed.body.data).toMatchObject({ status: 'completed' });
});

it('lets a company without a seal send, then refuses the sealing saying who can upload one, naming no page', async () => {
  const username = 'op31';
  const made = await as.admin.post('/api/users', {
    username,
    name: '吴晓梅',
    password: 'Seal2025ok',
    type: UserType.OPERATOR,
    relation_id: 31,
  });
  expect(made.status).toBe(200);
  const operator = server.client({ locale: 'en-US' });
  await operator.loginOk(username, 'Seal2025ok');
  // The administrator chose that password: its owner replaces it first.
  expect((await operator.put('/api/account/password', { oldPassword: 'Seal2025ok', newPassword: 'Seal2025mine' })).status).toBe(200);
  expect((await operator.get<CompanySigningReadiness>(readiness(31))).body.data).toMatchObject({ hasSeal: false });

  // A warning in new signing, not a block: the task is sent and signed.
  const [taskId] = await pendingCompanyTasks(server, operator, as.anonymous, [employeeId(server.handle, '孙志刚')]);
  const refused = await operator.post(`/api/sign-tasks/${taskId}/company-sign`, {});
  expect(refused.status).toBe(409);
  expect(refused.body.msg).toBe(
    'The company has no seal yet, so it cannot seal: ask a company user of this company or an administrator to upload one, then seal again',
  );
  expect(refused.body.msg).not.toMatch(/\/api\/|→|page/i);
});
