/**
 * Two production server processes on one database (PostgreSQL under `npm run test:pg`, else one
 * SQLite file), as behind a load balancer: a session made on one is good on the other, ended on
 * both by a password change, and failed logins are counted across both. The batch sealed by both
 * at once: batch-processes.test.ts.
 */
import type { CurrentUser } from '../../common/api/accounts';
import { databaseEnv, openTestDatabase } from './support/database';
import { ApiClient, sameSessionOn, tempDir } from './support/harness';
import { spawnServer, type ServerProcess } from './support/process';

const dataDir = tempDir('esign-pair-');
let one: ServerProcess;
let two: ServerProcess;

beforeAll(async () => {
  const handle = await openTestDatabase(dataDir, 'esign.sqlite');
  const env = databaseEnv(handle);
  await handle.close();
  one = await spawnServer(dataDir, env);
  two = await spawnServer(dataDir, env);
}, 60_000);
afterAll(() => Promise.all([one?.kill(), two?.kill()]));

/** The same browser session, sent to the other process. */
const onTwo = (client: ApiClient): ApiClient => sameSessionOn(two.base, client);

it('a login on one process is the same session on the other', async () => {
  const client = new ApiClient(one.base);
  await client.loginOk('operator');
  const there = await onTwo(client).get<CurrentUser>('/api/currentUser');
  expect(there.status).toBe(200);
  expect(there.body.data).toMatchObject({ username: 'operator' });
});

it('a password change on one process ends the other sessions on both, and keeps its own', async () => {
  const kept = new ApiClient(one.base);
  const other = new ApiClient(one.base);
  await kept.loginOk('department');
  await other.loginOk('department');
  const otherThere = onTwo(other);
  expect((await otherThere.get('/api/currentUser')).status).toBe(200);

  expect((await kept.put('/api/account/password', { oldPassword: 'ant.design', newPassword: 'Better2025' })).status).toBe(200);
  expect((await otherThere.get('/api/currentUser')).status).toBe(401);
  expect((await other.get('/api/currentUser')).status).toBe(401);
  expect((await onTwo(kept).get('/api/currentUser')).status).toBe(200);
});

it('counts failed logins across both processes', async () => {
  for (let i = 0; i < 3; i += 1) expect((await new ApiClient(one.base).login('company', 'wrong')).status).toBe(401);
  for (let i = 0; i < 2; i += 1) expect((await new ApiClient(two.base).login('company', 'wrong')).status).toBe(401);
  expect((await new ApiClient(one.base).login('company')).status).toBe(429);
  expect((await new ApiClient(two.base).login('company')).status).toBe(429);
});
