/**
 * No image breaks signing. Seals and drawn signatures of every kind a person may have (PNGs of
 * each colour type and bit depth, Adam7-interlaced, with a palette; JPEGs) are made into the one
 * PNG the PDF engine embeds when they arrive, and each then signs a real contract that pdfsig
 * finds valid; a file cut short is a 422 that writes nothing. A seal the engine cannot use that
 * is already in the database (stored before that) never makes company signing answer 500, and a
 * task that fails in a batch fails alone with its reason: the batch ends, and a retry seals it.
 */
import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { AccountProfile } from '../../common/api/accounts';
import type { Batch, BatchDetail } from '../../common/api/batches';
import type { ContractField } from '../../common/api/contracts';
import type { SignTask, SignTaskCreateResult, SignTaskDetail } from '../../common/api/signing';
import { decodePng } from '../../server/lib/png-pixels';
import { raw } from './support/database';
import { TestClock } from './support/harness';
import { cutShort, jpegOf, pngOfKind, type PngKind } from './support/image-kinds';
import { sealPng, type Pixel } from './support/png';
import { count, fileForm, serveWithRoles, snapshot } from './support/roles';
import { addEmployees, employeeCode, LABOUR_VALUES, pendingCompanyTasks, templateIdOf, uploadSeal } from './support/signing';
import { inkInside, pdfsigBlocks, renderPage } from './support/signatures-fixtures';

// Company signing on the signing pool's worker threads, as npm start runs it (the attack's 500
// came from there); jobs run when the test says so.
const { server, as } = serveWithRoles({
  clock: new TestClock(new Date().toISOString()),
  workerThreads: true,
  background: { pollMs: 3_600_000 },
});

const RED: Pixel = [220, 30, 30, 255];
const INK: Pixel = [20, 20, 60, 255];
const BLACK: Pixel = [0, 0, 0, 255];
const WHITE: Pixel = [255, 255, 255, 255];
const CLEAR: Pixel = [0, 0, 0, 0];
const SEAL_SIDE = 160;
const onRing = (x: number, y: number) => {
  const r = Math.hypot(x - 80, y - 80);
  return (r < 76 && r > 64) || r < 20;
};
const onStroke = (x: number, y: number) => Math.abs(y - 60 - 35 * Math.sin(x / 18)) < 5;

interface ImageKind {
  name: string;
  seal: Buffer;
  signature: string;
}

/** A seal (a ring) and a signature (a scribble) of one PNG kind, in `ink` on `ground`. */
function pngKind(name: string, kind: PngKind, ink: Pixel, ground: Pixel, sealInk = ink): ImageKind {
  const seal = pngOfKind(SEAL_SIDE, SEAL_SIDE, kind, (x, y) => (onRing(x, y) ? sealInk : ground));
  const signature = pngOfKind(300, 120, kind, (x, y) => (onStroke(x, y) ? ink : ground));
  return { name, seal, signature: `data:image/png;base64,${signature.toString('base64')}` };
}

const KINDS: ImageKind[] = [
  pngKind('interlaced 8-bit RGBA', { colour: 6, depth: 8, interlaced: true }, INK, CLEAR, RED),
  pngKind('16-bit RGBA', { colour: 6, depth: 16 }, INK, CLEAR, RED),
  pngKind('4-bit palette with transparency', { colour: 3, depth: 4 }, INK, CLEAR, RED),
  pngKind('interlaced 8-bit palette', { colour: 3, depth: 8, interlaced: true }, INK, CLEAR, RED),
  pngKind('8-bit greyscale on white', { colour: 0, depth: 8 }, BLACK, WHITE),
  pngKind('interlaced 2-bit greyscale on white', { colour: 0, depth: 2, interlaced: true }, BLACK, WHITE),
  pngKind('16-bit RGB on white', { colour: 2, depth: 16 }, INK, WHITE, RED),
  pngKind('greyscale with alpha', { colour: 4, depth: 8 }, BLACK, CLEAR),
  {
    name: 'JPEG on white paper',
    seal: jpegOf(SEAL_SIDE, SEAL_SIDE, (x, y) => (onRing(x, y) ? RED : WHITE)),
    signature: `data:image/jpeg;base64,${jpegOf(300, 120, (x, y) => (onStroke(x, y) ? INK : WHITE)).toString('base64')}`,
  },
];

const sealForm = (bytes: Uint8Array, name = 'seal.png') => ({ body: fileForm(bytes, name, 'image/png') });
const COMPANY_SEAL_29 = "company_id = 29 and kind = 'company' and status = 'active'";
const storedSeal = () => (raw(server.handle).prepare(`select png from seals where ${COMPANY_SEAL_29}`).get() as { png: Buffer }).png;

/** Sign tasks for `employees` new employees of company 29, sent: they wait for the employee. */
async function sentTasks(employees: number, prefix: string): Promise<SignTask[]> {
  const created = await as.operator.post<SignTaskCreateResult>('/api/sign-tasks', {
    templateId: templateIdOf(server, 'LC-2025'),
    employeeIds: addEmployees(server, employees, prefix),
    values: LABOUR_VALUES,
    send: true,
  });
  expect(created.status).toBe(201);
  return created.body.data!.created;
}

/** The task's first document as it stands now, written to a file. */
async function documentFile(taskId: number, name: string): Promise<string> {
  const detail = (await as.operator.get<SignTaskDetail>(`/api/sign-tasks/${taskId}`)).body.data!;
  const res = await as.operator.raw('GET', `/api/sign-tasks/${taskId}/documents/${detail.documents[0].id}`);
  const file = join(server.dir, `${name}.pdf`);
  writeFileSync(file, Buffer.from(await res.arrayBuffer()));
  return file;
}

/**
 * pdfsig's word on each signature field (its certificates aside: -nocert), run without blocking
 * this thread, which answers HTTP for the server under test.
 */
async function pdfsigVerdicts(file: string): Promise<Record<string, string>> {
  const done = await promisify(execFile)('pdfsig', ['-nocert', file], { encoding: 'utf8' }).catch(
    (e: { stdout?: string; stderr?: string }) => ({ stdout: e.stdout ?? '', stderr: e.stderr ?? '' }),
  );
  const verdicts: Record<string, string> = {};
  for (const block of pdfsigBlocks(`${done.stdout}${done.stderr}`)) {
    const field = /Signature Field Name: (\S+)/.exec(block)?.[1];
    if (field) verdicts[field] = /Signature Validation: ([^\n]+)/.exec(block)?.[1] ?? '';
  }
  return verdicts;
}

let fields: ContractField[] = [];
beforeAll(async () => {
  const templateId = templateIdOf(server, 'LC-2025');
  fields = (await as.operator.get<ContractField[]>(`/api/contracts/${templateId}/fields`)).body.data!;
});
const placeOf = (party: 'employee' | 'company') => fields.find((f) => f.type === 'signature' && f.party === party)!;

describe('every kind of image signs', () => {
  it('a plain 8-bit RGBA PNG with transparency (what a canvas writes) keeps its pixels', async () => {
    await uploadSeal(as.user, 29);
    expect(decodePng(storedSeal(), SEAL_SIDE ** 2)).toEqual(decodePng(sealPng(), SEAL_SIDE ** 2));
  });

  it.each(KINDS.map((kind) => [kind.name, kind] as const))('%s: as the seal and as the signature', async (_name, kind) => {
    const uploaded = await as.user.request('POST', '/api/companies/29/seal', sealForm(kind.seal));
    expect(uploaded.status).toBe(200);
    // Kept as 8-bit RGBA, not interlaced, its paper (if it had no transparency) made clear.
    const stored = storedSeal();
    expect([stored[24], stored[25], stored[28]]).toEqual([8, 6, 0]);
    const pixels = decodePng(stored, SEAL_SIDE ** 2)!;
    expect(pixels.rgba[3]).toBe(0);
    expect(pixels.rgba[(80 * SEAL_SIDE + 80) * 4 + 3]).toBe(255);

    const [task] = await sentTasks(1, '图');
    const { token, code } = await employeeCode(server, as.anonymous, task.employeeId);
    const signed = await as.anonymous.post(`/api/signing/${token}/sign`, { code, signature: kind.signature });
    expect([signed.status, signed.body.msg]).toEqual([200, '成功']);
    const sealed = await as.operator.post<SignTask>(`/api/sign-tasks/${task.id}/company-sign`, {});
    expect([sealed.status, sealed.body.data?.status]).toEqual([200, 'completed']);

    const file = await documentFile(task.id, `kind-${KINDS.indexOf(kind)}`);
    expect(await pdfsigVerdicts(file)).toMatchObject({
      EmployeeSignature: 'Signature is Valid.',
      CompanySignature: 'Signature is Valid.',
    });
    const employee = placeOf('employee');
    const company = placeOf('company');
    expect(inkInside(renderPage(file, employee.page), employee)).toBeGreaterThan(20);
    expect(inkInside(renderPage(file, company.page), company)).toBeGreaterThan(20);
  });
});

describe('an image that cannot be read is refused where it arrives, writing nothing', () => {
  const interlaced = KINDS[0];
  const jpeg = KINDS[KINDS.length - 1];

  it.each([
    ['a PNG cut short', cutShort(interlaced.seal)],
    ['a JPEG cut short', cutShort(jpeg.seal)],
    ['a JPEG cut within its header', jpeg.seal.subarray(0, 40)],
  ])('%s as the seal: 422 on file, saying it is damaged', async (_name, bytes) => {
    const before = snapshot(server.handle, 'companies');
    const res = await as.user.request('POST', '/api/companies/29/seal', sealForm(bytes));
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({
      field: 'file',
      msg: '文件 已损坏或不完整（可能在复制时被截断），无法读取：请重新保存为 PNG 或 JPEG 后再上传',
    });
    expect(snapshot(server.handle, 'companies')).toEqual(before);
  });

  it('a JPEG whose frame claims 30000 × 30000 pixels: 422 naming the limit, before it is decoded', async () => {
    const huge = Buffer.from(jpeg.seal);
    // The frame header (SOF0, ff c0): height and width after its length and precision.
    const frame = huge.indexOf(Buffer.from([0xff, 0xc0]));
    huge.writeUInt16BE(30000, frame + 5);
    huge.writeUInt16BE(30000, frame + 7);
    const res = await as.user.request('POST', '/api/companies/29/seal', sealForm(huge, 'seal.jpg'));
    expect(res.body).toMatchObject({ status: 422, field: 'file', msg: '文件 不能超过 2000 × 2000 像素' });
  });

  it('as the drawn signature: 422 on signature, the code not spent, the task still waiting', async () => {
    const [task] = await sentTasks(1, '截');
    const { token, code } = await employeeCode(server, as.anonymous, task.employeeId);
    const before = [snapshot(server.handle, 'sign_tasks'), snapshot(server.handle, 'sign_codes'), snapshot(server.handle, 'sign_events')];
    const cutPng = `data:image/png;base64,${cutShort(Buffer.from(interlaced.signature.split(',')[1], 'base64')).toString('base64')}`;
    const cutJpeg = `data:image/jpeg;base64,${cutShort(Buffer.from(jpeg.signature.split(',')[1], 'base64')).toString('base64')}`;
    for (const signature of [cutPng, cutJpeg]) {
      const res = await as.anonymous.post(`/api/signing/${token}/sign`, { code, signature });
      expect(res.body).toMatchObject({ status: 422, field: 'signature', msg: '签名图片无效，请重新签名' });
    }
    expect([snapshot(server.handle, 'sign_tasks'), snapshot(server.handle, 'sign_codes'), snapshot(server.handle, 'sign_events')]).toEqual(
      before,
    );
    // The same code then signs with a whole picture.
    expect((await as.anonymous.post(`/api/signing/${token}/sign`, { code, signature: jpeg.signature })).status).toBe(200);
  });

  it('as the avatar: a JPEG is kept as a PNG; one cut short is 422 on file and keeps the picture', async () => {
    const client = server.client();
    await client.loginOk('operator');
    const upload = (bytes: Uint8Array) =>
      client.request<AccountProfile>('POST', '/api/account/avatar', { body: fileForm(bytes, 'me.jpg', 'image/jpeg') });
    const kept = await upload(jpeg.seal);
    expect(kept.status).toBe(200);
    const served = Buffer.from(await (await client.raw('GET', kept.body.data!.avatar)).arrayBuffer());
    expect(decodePng(served, SEAL_SIDE ** 2)).toMatchObject({ width: SEAL_SIDE, height: SEAL_SIDE });
    const cut = await upload(cutShort(jpeg.seal));
    expect(cut.body).toMatchObject({ status: 422, field: 'file' });
    expect((await client.get<AccountProfile>('/api/account/settings')).body.data!.avatar).toBe(kept.body.data!.avatar);
  });
});

describe('a seal in the database that the engine cannot use', () => {
  const storeSeal = (bytes: Buffer) => raw(server.handle).prepare(`update seals set png = ? where ${COMPANY_SEAL_29}`).run(bytes);
  const jobsLeft = (batchId: number) =>
    count(
      server.handle,
      "select count(*) as n from jobs where kind = 'batch_sign' and status <> 'done' and payload like ?",
      `%"batchId":${batchId},%`,
    );
  const batchOf = async (id: number) => (await as.operator.get<BatchDetail>(`/api/batches/${id}`)).body.data!;
  const taskStatus = async (id: number) => (await as.operator.get<SignTaskDetail>(`/api/sign-tasks/${id}`)).body.data!.status;

  it('stored before uploads were made plain (interlaced): made usable when the company signs', async () => {
    const [id] = await pendingCompanyTasks(server, as.operator, as.anonymous, addEmployees(server, 1, '旧'));
    storeSeal(KINDS[0].seal);
    const sealed = await as.operator.post<SignTask>(`/api/sign-tasks/${id}/company-sign`, {});
    expect([sealed.status, sealed.body.data?.status]).toEqual([200, 'completed']);
    expect(await pdfsigVerdicts(await documentFile(id, 'old-seal'))).toMatchObject({ CompanySignature: 'Signature is Valid.' });
  });

  it('unreadable: company signing is a 409 naming it; a batch fails each task with that reason and ends; a retry seals them once a seal is uploaded', async () => {
    const ids = await pendingCompanyTasks(server, as.operator, as.anonymous, addEmployees(server, 2, '坏'));
    storeSeal(cutShort(sealPng()));
    const reason = '该公司的印章图片已损坏，无法签章：请联系本公司的公司用户或管理员重新上传印章后再签章';

    const one = await as.operator.post(`/api/sign-tasks/${ids[0]}/company-sign`, {});
    expect(one.body).toMatchObject({ status: 409, msg: reason });
    expect(await taskStatus(ids[0])).toBe('pending_company');

    const started = (await as.operator.post<Batch>('/api/batches', { taskIds: ids })).body.data!;
    await server.runJobs();
    const batch = await batchOf(started.id);
    expect(batch).toMatchObject({ status: 'done', total: 2, done: 0, failed: 2 });
    expect(batch.items.map((i) => [i.status, i.error])).toEqual([
      ['failed', reason],
      ['failed', reason],
    ]);
    expect(jobsLeft(started.id)).toBe(0);

    await uploadSeal(as.user, 29);
    const retried = await as.operator.post<Batch>(`/api/batches/${started.id}/retry`, {});
    expect(retried.status).toBe(202);
    await server.runJobs();
    expect(await batchOf(retried.body.data!.id)).toMatchObject({ status: 'done', total: 2, done: 2, failed: 0 });
    for (const id of ids) expect(await taskStatus(id)).toBe('completed');
  });
});

describe('a task that fails in a batch for any other reason', () => {
  it('fails alone with its reason while the others seal; the batch ends; a retry seals it once it can be', async () => {
    await uploadSeal(as.user, 29);
    const ids = await pendingCompanyTasks(server, as.operator, as.anonymous, addEmployees(server, 3, '缺'));
    // The signed document of the middle task goes missing from the store: a fault no DomainError names.
    const db = raw(server.handle);
    const version = db
      .prepare(
        `select v.id, v.sha256 from sign_document_versions v join sign_task_templates st on st.id = v.document_id
         where st.task_id = ? order by v.id desc limit 1`,
      )
      .get(ids[1]) as { id: number; sha256: string };
    db.prepare('update sign_document_versions set sha256 = ? where id = ?').run('0'.repeat(64), version.id);

    const started = (await as.operator.post<Batch>('/api/batches', { taskIds: ids })).body.data!;
    await server.runJobs();
    const batch = (await as.operator.get<BatchDetail>(`/api/batches/${started.id}`)).body.data!;
    expect(batch).toMatchObject({ status: 'done', total: 3, done: 2, failed: 1 });
    expect(batch.items.find((i) => i.taskId === ids[1])).toMatchObject({
      status: 'failed',
      error: '签章时出错，该任务未签章：请重试本批次；如仍失败，请联系管理员',
    });
    // What went wrong is kept beside the message for whoever looks into it.
    const stored = db.prepare('select error from batch_items where batch_id = ? and task_id = ?').get(started.id, ids[1]) as {
      error: string;
    };
    expect(JSON.parse(stored.error).detail).toContain('missing from the store');

    db.prepare('update sign_document_versions set sha256 = ? where id = ?').run(version.sha256, version.id);
    const retried = (await as.operator.post<Batch>(`/api/batches/${started.id}/retry`, {})).body.data!;
    await server.runJobs();
    expect((await as.operator.get<BatchDetail>(`/api/batches/${retried.id}`)).body.data!).toMatchObject({
      status: 'done',
      total: 1,
      done: 1,
      failed: 0,
    });
  });
});
