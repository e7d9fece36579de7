/**
 * The five demo roles logged in, and table snapshots to prove that a refused request wrote
 * nothing. `user` is the company user of company 29 (in scope for its records), `company` the
 * company user of company 31 (out of scope for company 29's records).
 */
import { makePng } from './png';
import type { DatabaseHandle } from '../../../server/db/open';
import { startServer, type ApiClient, type ServeOptions, type TestServer } from './harness';
import { raw } from './database';

export const ROLES = ['admin', 'user', 'company', 'department', 'operator'] as const;
export type Role = (typeof ROLES)[number];
export type Clients = Record<Role, ApiClient> & { anonymous: ApiClient };

export async function loginAll(server: TestServer, locale?: string): Promise<Clients> {
  const clients = { anonymous: server.client({ locale }) } as Clients;
  for (const role of ROLES) {
    clients[role] = server.client({ locale });
    await clients[role].loginOk(role);
  }
  return clients;
}

/** Forwards to the object `get` returns once the suite has started (the hooks fill it in). */
function startedLater<T extends object>(get: () => T): T {
  return new Proxy({} as T, {
    get(_target, key) {
      const target = get();
      const value = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/**
 * The set-up of most API suites: one server on a fresh database for the file, with the five
 * roles logged in, closed after the file.
 */
export function serveWithRoles(options?: ServeOptions): { server: TestServer; as: Clients } {
  let server: TestServer | undefined;
  let clients: Clients | undefined;
  beforeAll(async () => {
    server = await startServer(options);
    clients = await loginAll(server);
  });
  afterAll(() => server?.close());
  return { server: startedLater(() => server!), as: startedLater(() => clients!) };
}

/** Every row of `table`, in id order (compare before and after a refused write). */
export function snapshot(handle: DatabaseHandle, table: string): unknown[] {
  return raw(handle).prepare(`select * from ${table} order by 1`).all();
}

export function count(handle: DatabaseHandle, sql: string, ...params: unknown[]): number {
  return Number(
    (
      raw(handle)
        .prepare(sql)
        .get(...params) as { n: number }
    ).n,
  );
}

/** Ids of seed data by name. */
export function departmentId(handle: DatabaseHandle, companyId: number, name: string): number {
  return (raw(handle).prepare('select id from departments where company_id = ? and name = ?').get(companyId, name) as { id: number }).id;
}

export function employeeId(handle: DatabaseHandle, name: string): number {
  return (raw(handle).prepare('select id from employees where name = ?').get(name) as { id: number }).id;
}

/** A multipart body with one file field. */
export function fileForm(bytes: Uint8Array, filename: string, type = 'application/octet-stream', field = 'file'): FormData {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)], { type }), filename);
  return form;
}

/** A minimal valid PNG (1×1, RGBA). */
export const PNG_1X1 = makePng(1, 1, () => [0, 0, 0, 255]);

/** `png` grown to `total` bytes by a text chunk before IEND (still one whole PNG). */
export function paddedPng(png: Buffer, total: number): Buffer {
  const length = total - png.length - 12;
  const text = Buffer.alloc(12 + length);
  text.writeUInt32BE(length, 0);
  text.write('tEXt', 4, 'latin1');
  return Buffer.concat([png.subarray(0, png.length - 12), text, png.subarray(png.length - 12)]);
}
