/**
 * Each server keeps its recent callers' sessions in memory (lib/marked-cache.ts). Two servers on
 * two connections to one database file stand for two processes: what one of them changes must
 * end the session on the other at its next call, however often that one has just served it
 * from memory.
 */
import type { CurrentUser } from '../../common/api/accounts';
import { accountId, sameSessionOn, startTwinServers, type ApiClient, type TestServer } from './support/harness';

let twins: Awaited<ReturnType<typeof startTwinServers>>;
let here: TestServer;
let there: TestServer;
beforeAll(async () => {
  twins = await startTwinServers();
  ({ here, there } = twins);
});
afterAll(() => twins.close());

async function servedThere(client: ApiClient): Promise<ApiClient> {
  const twin = sameSessionOn(there.base, client);
  for (let i = 0; i < 3; i++) expect((await twin.get<CurrentUser>('/api/currentUser')).status).toBe(200);
  return twin;
}

it('a logout on one server ends the session on the other at its next call', async () => {
  const client = here.client();
  await client.loginOk('operator');
  const twin = await servedThere(client);

  expect((await client.post('/api/logout', {})).status).toBe(200);
  expect((await twin.get('/api/currentUser')).status).toBe(401);
});

it('a password change on one server ends the other sessions on the other', async () => {
  const kept = here.client();
  const other = here.client();
  await kept.loginOk('department');
  await other.loginOk('department');
  const keptThere = await servedThere(kept);
  const otherThere = await servedThere(other);

  expect((await kept.put('/api/account/password', { oldPassword: 'ant.design', newPassword: 'Better2025' })).status).toBe(200);
  expect((await otherThere.get('/api/currentUser')).status).toBe(401);
  expect((await keptThere.get('/api/currentUser')).status).toBe(200);
});

it('disabling an account or suspending its company on one server is seen by the other at once', async () => {
  const admin = here.client();
  await admin.loginOk('admin');
  const user = here.client();
  await user.loginOk('user');
  const userThere = await servedThere(user);
  expect((await admin.patch(`/api/users/${accountId(here.handle, 'user')}`, { status: 'disabled' })).status).toBe(200);
  expect((await userThere.get('/api/currentUser')).status).toBe(401);

  const company = here.client({ locale: 'en-US' });
  await company.loginOk('company');
  const companyThere = await servedThere(company);
  companyThere.locale = 'en-US';
  expect((await admin.put('/api/companies/31', { status: 'suspended' })).status).toBe(200);
  const ended = await companyThere.get('/api/currentUser');
  expect(ended.status).toBe(401);
  expect(ended.body.msg).toBe("Your company's use of the platform is suspended: contact the platform administrator");
});
