/**
 * The seal library and its grants over HTTP (docs/api.md, "Seals"): every route for every role,
 * in and out of scope, with the tables compared before and after each refusal; the drawn seal
 * (red on a transparent ground) previewed without a write; uploads of PNG and JPEG made the PNG
 * the engine embeds; one active seal per kind; grants checked against the seal's company and
 * recorded, as their revocations are, in the audit log.
 */
import type { AuditEvent } from '../../common/api/audit';
import type { Seal, SealGrant } from '../../common/api/seals';
import type { Page } from '../../common/api/paging';
import { decodePng } from '../../server/lib/png-pixels';
import { raw } from './support/database';
import { jpegOf } from './support/image-kinds';
import { sealPng } from './support/png';
import { departmentId, fileForm, serveWithRoles, snapshot } from './support/roles';
import { templateIdOf } from './support/signing';

const { server, as } = serveWithRoles();

const TABLES = ['seals', 'seal_grants', 'audit_events'];
const tables = () => TABLES.map((t) => snapshot(server.handle, t));
const accountId = (username: string) =>
  (raw(server.handle).prepare('select id from accounts where username = ?').get(username) as { id: number }).id;
const companySealOf = (companyId: number) =>
  (
    raw(server.handle).prepare("select id from seals where company_id = ? and kind = 'company' and status = 'active'").get(companyId) as {
      id: number;
    }
  ).id;
const RED = [220, 30, 30] as const;
const uploadForm = (bytes: Uint8Array, kind: string, name: string, file = 'seal.png') => {
  const form = fileForm(bytes, file, 'image/png');
  form.append('kind', kind);
  form.append('name', name);
  return { body: form };
};

/** Pixels of a PNG answer: how many are red ink, how many clear. */
function inkOf(png: Buffer) {
  const image = decodePng(png, 4_000_000)!;
  let red = 0;
  let clear = 0;
  for (let i = 0; i < image.rgba.length; i += 4) {
    const [r, g, b, a] = image.rgba.subarray(i, i + 4);
    if (a === 255 && r > 150 && g < 80 && b < 80) red++;
    if (a === 0) clear++;
  }
  return { width: image.width, height: image.height, red, clear };
}

describe('the library', () => {
  it('holds the seeded company seal (公章) of company 29 for its company user and administrators', async () => {
    for (const role of ['user', 'admin'] as const) {
      const res = await as[role].get<Seal[]>('/api/companies/29/seals');
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual([expect.objectContaining({ companyId: 29, kind: 'company', name: '公章', status: 'active' })]);
    }
    expect((await as.company.get<Seal[]>('/api/companies/31/seals')).body.data).toEqual([]);
    const image = await as.user.raw('GET', `/api/seals/${companySealOf(29)}/image`);
    expect([image.status, image.headers.get('content-type')]).toEqual([200, 'image/png']);
    expect(inkOf(Buffer.from(await image.arrayBuffer())).red).toBeGreaterThan(1000);
  });

  it('previews a drawn seal, red on a transparent ground, and writes nothing', async () => {
    const before = tables();
    const res = await as.user.raw('POST', '/api/companies/29/seals/preview', {
      body: JSON.stringify({ kind: 'contract', name: '合同专用章' }),
      headers: { 'content-type': 'application/json' },
    });
    expect([res.status, res.headers.get('content-type')]).toEqual([200, 'image/png']);
    const ink = inkOf(Buffer.from(await res.arrayBuffer()));
    expect(ink).toMatchObject({ width: 300, height: 300 });
    // A ring, a star and two lines of characters: ink, and most of the square clear.
    expect(ink.red).toBeGreaterThan(8000);
    expect(ink.clear).toBeGreaterThan(300 * 300 * 0.5);
    expect(tables()).toEqual(before);
  });

  it('draws more ink with the text below the star than without (the company seal carries the name alone)', async () => {
    const draw = async (kind: string, name: string) =>
      inkOf(
        Buffer.from(
          await (
            await as.user.raw('POST', '/api/companies/29/seals/preview', {
              body: JSON.stringify({ kind, name }),
              headers: { 'content-type': 'application/json' },
            })
          ).arrayBuffer(),
        ),
      ).red;
    expect(await draw('contract', '合同专用章')).toBeGreaterThan((await draw('company', '公章')) + 500);
  });

  it('saves a drawn contract seal, and refuses a second active seal of the kind (409) writing nothing', async () => {
    const res = await as.user.post<Seal>('/api/companies/29/seals/drawn', { kind: 'contract', name: '合同专用章' });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      companyId: 29,
      kind: 'contract',
      name: '合同专用章',
      status: 'active',
      createdBy: accountId('user'),
    });
    const image = await as.admin.raw('GET', `/api/seals/${res.body.data!.id}/image`);
    expect(inkOf(Buffer.from(await image.arrayBuffer())).red).toBeGreaterThan(8000);
    const before = tables();
    const again = await as.admin.post('/api/companies/29/seals/drawn', { kind: 'contract', name: '合同章' });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ field: 'kind', msg: '本公司已有启用中的合同专用章：请先停用它，再启用或添加同类印章' });
    expect(tables()).toEqual(before);
  });

  it('takes an uploaded PNG and a JPEG (a scan on white paper), each stored as a PNG with its paper made clear', async () => {
    const png = await as.admin.request<Seal>('POST', '/api/companies/29/seals', uploadForm(sealPng(), 'hr', '人事专用章'));
    expect(png.status).toBe(201);
    expect(png.body.data).toMatchObject({ kind: 'hr', name: '人事专用章', status: 'active' });
    const onRing = (x: number, y: number) => Math.abs(Math.hypot(x - 80, y - 80) - 70) < 6;
    const jpeg = jpegOf(160, 160, (x, y) => (onRing(x, y) ? [RED[0], RED[1], RED[2], 255] : [255, 255, 255, 255]));
    const scanned = await as.user.request<Seal>(
      'POST',
      '/api/companies/29/seals',
      uploadForm(jpeg, '财务专用章', '财务专用章', 'seal.jpg'),
    );
    expect(scanned.status).toBe(201);
    const image = await as.user.raw('GET', `/api/seals/${scanned.body.data!.id}/image`);
    const ink = inkOf(Buffer.from(await image.arrayBuffer()));
    expect(ink.red).toBeGreaterThan(1000);
    expect(ink.clear).toBeGreaterThan(10000);
  });

  it('refuses what is not an image (422 on file), a missing kind (422) and a body that is not multipart (400), writing nothing', async () => {
    const before = tables();
    const text = await as.user.request('POST', '/api/companies/29/seals', uploadForm(Buffer.from('seal'), 'misc', '杂项章'));
    expect(text.body).toMatchObject({ status: 422, field: 'file' });
    const form = fileForm(sealPng(), 'seal.png', 'image/png');
    form.append('name', '杂项章');
    expect((await as.user.request('POST', '/api/companies/29/seals', { body: form })).body).toMatchObject({
      status: 422,
      field: 'kind',
      msg: '印章类别 不能为空',
    });
    expect((await as.user.post('/api/companies/29/seals', { kind: 'misc', name: '杂项章' })).status).toBe(400);
    expect((await as.user.post('/api/companies/29/seals/drawn', { kind: 'misc', name: '' })).body).toMatchObject({
      status: 422,
      field: 'name',
    });
    expect((await as.user.post('/api/companies/29/seals/drawn', { kind: 'x'.repeat(21), name: '章' })).body).toMatchObject({
      status: 422,
      field: 'kind',
    });
    expect(tables()).toEqual(before);
  });

  it('renames and disables a seal; enabling it again while another of its kind is active is 409', async () => {
    const contract = (await as.user.get<Seal[]>('/api/companies/29/seals')).body.data!.find((s) => s.kind === 'contract')!;
    const renamed = await as.user.patch<Seal>(`/api/seals/${contract.id}`, { name: '合同专用章（旧）', status: 'disabled' });
    expect(renamed.body.data).toMatchObject({ name: '合同专用章（旧）', status: 'disabled' });
    expect((await as.user.post('/api/companies/29/seals/drawn', { kind: 'contract', name: '合同专用章' })).status).toBe(201);
    const before = tables();
    expect((await as.admin.patch(`/api/seals/${contract.id}`, { status: 'active' })).status).toBe(409);
    expect((await as.admin.patch(`/api/seals/${contract.id}`, { status: 'lost' })).body).toMatchObject({ status: 422, field: 'status' });
    expect(tables()).toEqual(before);
  });
});

describe('grants', () => {
  it('grants a seal to an account of its company, limited by template, department and expiry, and records it', async () => {
    const seal = companySealOf(29);
    const templateId = templateIdOf(server, 'LC-2025');
    const department = departmentId(server.handle, 29, '仓储运营部');
    const expiresAt = new Date(server.clock.now().getTime() + 86_400_000).toISOString();
    const res = await as.user.post<SealGrant>(`/api/seals/${seal}/grants`, {
      accountId: accountId('department'),
      templateIds: [templateId, templateId],
      departmentIds: [department],
      expiresAt,
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      sealId: seal,
      accountId: accountId('department'),
      templateIds: [templateId],
      departmentIds: [department],
      expiresAt,
      createdBy: accountId('user'),
      revokedAt: null,
      live: true,
    });
    const grants = (await as.admin.get<SealGrant[]>(`/api/seals/${seal}/grants`)).body.data!;
    expect(grants[0]).toEqual(res.body.data);
    // The seeded grants of the operator and the company user are there too.
    expect(grants.map((g) => g.accountId)).toEqual(expect.arrayContaining([accountId('operator'), accountId('user')]));
    const events = (await as.user.get<Page<AuditEvent>>('/api/audit-events?action=seals.grant')).body.data!.list;
    expect(events[0]).toMatchObject({
      companyId: 29,
      actorId: accountId('user'),
      action: 'seals.grant',
      details: { sealId: seal, grantId: res.body.data!.id, accountId: accountId('department'), templateIds: [templateId] },
    });
  });

  it('refuses an account, template or department of another company and an expiry past (422), writing nothing', async () => {
    const seal = companySealOf(29);
    const before = tables();
    const other = raw(server.handle).prepare('select id from contract_templates where company_id = 31 limit 1').get() as
      { id: number } | undefined;
    const cases: [object, string][] = [
      [{ accountId: accountId('company') }, 'accountId'],
      [{ accountId: accountId('admin') }, 'accountId'],
      [{ accountId: 999999 }, 'accountId'],
      [{ accountId: accountId('operator'), templateIds: [other?.id ?? 999999] }, 'templateIds'],
      [{ accountId: accountId('operator'), departmentIds: [departmentId(server.handle, 31, '行政人事部')] }, 'departmentIds'],
      [{ accountId: accountId('operator'), expiresAt: '2020-01-01T00:00:00Z' }, 'expiresAt'],
      [{ accountId: accountId('operator'), expiresAt: 'tomorrow' }, 'expiresAt'],
      [{ accountId: accountId('operator'), templateIds: [] }, 'templateIds'],
      [{}, 'accountId'],
    ];
    for (const [body, field] of cases) {
      const res = await as.user.post(`/api/seals/${seal}/grants`, body);
      expect([field, res.status, res.body.field]).toEqual([field, 422, field]);
    }
    expect(tables()).toEqual(before);
  });

  it('revokes a grant once (409 after), and records the revocation', async () => {
    const seal = companySealOf(29);
    const granted = (await as.user.post<SealGrant>(`/api/seals/${seal}/grants`, { accountId: accountId('sunlei') })).body.data!;
    const res = await as.admin.post<SealGrant>(`/api/seal-grants/${granted.id}/revoke`, {});
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: granted.id, revokedBy: accountId('admin'), live: false });
    expect(res.body.data!.revokedAt).not.toBeNull();
    const before = tables();
    const again = await as.user.post(`/api/seal-grants/${granted.id}/revoke`, {});
    expect([again.status, again.body.msg]).toEqual([409, '该授权已撤销']);
    expect(tables()).toEqual(before);
    const events = (await as.admin.get<Page<AuditEvent>>('/api/audit-events?companyId=29&action=seals.revoke')).body.data!.list;
    expect(events[0]).toMatchObject({
      actorId: accountId('admin'),
      details: { sealId: seal, grantId: granted.id, accountId: accountId('sunlei') },
    });
  });
});

describe('every route, every role', () => {
  const seal = () => companySealOf(29);
  const grant = () =>
    (
      raw(server.handle).prepare('select id from seal_grants where seal_id = ? and revoked_at is null order by id limit 1').get(seal()) as {
        id: number;
      }
    ).id;
  const drawn = { kind: 'misc', name: '杂项章' };
  /** Each route with a body that would succeed for a manager. */
  const routes: [string, () => string, (() => { json?: unknown; body?: FormData })?][] = [
    ['GET', () => '/api/companies/29/seals'],
    ['POST', () => '/api/companies/29/seals', () => uploadForm(sealPng(), 'misc', '杂项章')],
    ['POST', () => '/api/companies/29/seals/drawn', () => ({ json: drawn })],
    ['POST', () => '/api/companies/29/seals/preview', () => ({ json: drawn })],
    ['PATCH', () => `/api/seals/${seal()}`, () => ({ json: { status: 'disabled' } })],
    ['GET', () => `/api/seals/${seal()}/image`],
    ['GET', () => `/api/seals/${seal()}/grants`],
    ['POST', () => `/api/seals/${seal()}/grants`, () => ({ json: { accountId: accountId('sunlei') } })],
    ['POST', () => `/api/seal-grants/${grant()}/revoke`, () => ({ json: {} })],
  ];

  it.each(['company', 'department', 'operator', 'anonymous'] as const)('refuses %s on company 29 and writes nothing', async (role) => {
    const before = tables();
    for (const [method, path, body] of routes) {
      const res = await as[role].request(method, path(), body?.() ?? {});
      expect([method, path(), res.status]).toEqual([method, path(), role === 'anonymous' ? 401 : 403]);
    }
    expect(tables()).toEqual(before);
  });

  it('answers 404 for a company, seal or grant that does not exist', async () => {
    expect((await as.admin.get('/api/companies/9999/seals')).status).toBe(404);
    expect((await as.admin.post('/api/companies/9999/seals/drawn', { kind: 'misc', name: '杂项章' })).status).toBe(404);
    expect((await as.admin.get('/api/seals/999999/image')).status).toBe(404);
    expect((await as.admin.get('/api/seals/999999/grants')).status).toBe(404);
    expect((await as.admin.patch('/api/seals/999999', { name: '章' })).status).toBe(404);
    expect((await as.admin.post('/api/seal-grants/999999/revoke', {})).status).toBe(404);
  });

  it('lets the company user of company 31 manage its own seals only', async () => {
    const res = await as.company.post<Seal>('/api/companies/31/seals/drawn', { kind: 'company', name: '公章' });
    expect(res.status).toBe(201);
    expect((await as.company.get<Seal[]>('/api/companies/31/seals')).body.data!.map((s) => s.id)).toEqual([res.body.data!.id]);
    expect((await as.user.get(`/api/seals/${res.body.data!.id}/image`)).status).toBe(403);
    // The company seal counts as the company's seal everywhere.
    expect((await as.company.get<{ hasSeal: boolean }>('/api/companies/31')).body.data!.hasSeal).toBe(true);
  });
});
