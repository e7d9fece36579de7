/**
 * Each server keeps the list pages it read in memory (lib/marked-cache.ts, domain/list-cache.ts).
 * Two servers on two connections to one database file stand for two processes: a change made by
 * either must show in the other's list at its next call, however often that one has just served
 * the page from memory; and a page is never served to another caller than the one it was read for.
 */
import type { Account } from '../../common/api/accounts';
import type { Page } from '../../common/api/paging';
import { accountId, sameSessionOn, startTwinServers, type ApiClient, type TestServer } from './support/harness';

let twins: Awaited<ReturnType<typeof startTwinServers>>;
let here: TestServer;
let there: TestServer;
beforeAll(async () => {
  twins = await startTwinServers();
  ({ here, there } = twins);
});
afterAll(() => twins.close());

const page = '/api/users?current=1&pageSize=50&sorter=id';

async function names(client: ApiClient): Promise<Record<number, string>> {
  const res = await client.get<Page<Account>>(page);
  expect(res.status).toBe(200);
  return Object.fromEntries(res.body.data!.list.map((a) => [a.id, a.name]));
}

async function admins(): Promise<[ApiClient, ApiClient]> {
  const admin = here.client();
  await admin.loginOk('admin');
  return [admin, sameSessionOn(there.base, admin)];
}

it('a list shows a change made by another server at its next call, and its own at once', async () => {
  const [admin, adminThere] = await admins();
  const id = accountId(here.handle, 'operator');
  for (let i = 0; i < 3; i++) expect((await names(adminThere))[id]).toBe('赵敏');

  expect((await admin.patch(`/api/users/${id}`, { name: '改过的名字' })).status).toBe(200);
  expect((await names(adminThere))[id]).toBe('改过的名字');

  expect((await adminThere.patch(`/api/users/${id}`, { name: '又改了' })).status).toBe(200);
  expect((await names(adminThere))[id]).toBe('又改了');
  expect((await names(admin))[id]).toBe('又改了');
});

it('a list page is kept per caller: a company user never gets the page an admin read', async () => {
  const [, admin] = await admins();
  const company = there.client();
  await company.loginOk('company');
  const all = Object.keys(await names(admin)).length;
  const own = await company.get<Page<Account>>(page);
  expect(own.body.data!.list.length).toBeLessThan(all);
  expect(new Set(own.body.data!.list.map((a) => a.relation_id))).toEqual(new Set([31]));
});
