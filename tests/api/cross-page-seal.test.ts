/**
 * The cross-page seal (骑缝章) over HTTP: a template's `crossPageSeal` option, read, written and
 * validated; a task of a two-page template that asks for it, signed end to end: each page has a
 * blank place at its right edge once the employee has signed, its slice of the seal once the
 * company has, the slices together make the whole seal, and independent verifiers accept every
 * signature (pdfsig, mupdf's own check of the changes made after each signature, qpdf, and the
 * platform's verify route). An accessory without the option, and a one-page template with it,
 * get no cross-page seal.
 *
 * pdfsig and pdftoppm (poppler-utils), mutool (mupdf-tools) and qpdf must be installed.
 */
import { execFile } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { ContractField, ContractTemplate } from '../../common/api/contracts';
import type { SignTaskCreateResult, SignTaskDetail, VerifyResult } from '../../common/api/signing';
import { dataUrl, signaturePng } from './support/png';
import { fileForm, serveWithRoles, snapshot } from './support/roles';
import { addEmployees, employeeCode, LABOUR_VALUES, templateIdOf } from './support/signing';
import {
  companyPlaceOn,
  employeePlaceOn,
  inkInside,
  makeContract,
  type Raster,
  pdfsigBlocks,
  renderPage,
  requireTool,
} from './support/signatures-fixtures';

// On the signing pool's worker threads, as npm start signs: the template's option crosses threads too.
const { server, as } = serveWithRoles({ workerThreads: true, background: { pollMs: 3_600_000 } });

type Rect = [number, number, number, number];
interface Widget {
  name: string;
  type: string;
  rect: Rect;
  /** Bytes of its normal appearance's content: 0 draws nothing. */
  drawing: number;
}
interface MupdfReport {
  pages: { box: Rect; widgets: Widget[] }[];
  /** Per signature (mupdf 1.21 reads no document timestamp): its digest, and how many updates ago a disallowed change broke it (0: none). */
  signatures: { name: string; digest: string; invalidSince: number }[];
  /** 0 when no update made a change the signatures' permissions forbid. */
  changeHistory: number;
}

/** mupdf's reading of a PDF: each page's widgets, and its own validation of every later change. */
const MUPDF_SCRIPT = `
var pdf = new PDFDocument(scriptArgs[0]);
var numbers = function (array) { var out = []; for (var i = 0; i < array.length; i++) out.push(array.get(i).asNumber()); return out; };
var pages = [];
var signatures = [];
for (var i = 0; i < pdf.countPages(); i++) {
  var page = pdf.findPage(i);
  var annots = page.get("Annots");
  var widgets = [];
  for (var j = 0; j < annots.length; j++) {
    var annot = annots.get(j);
    var appearance = annot.get("AP");
    var look = appearance ? appearance.get("N") : undefined;
    widgets.push({ name: annot.get("T").asString(), type: annot.get("FT").asName(), rect: numbers(annot.get("Rect")),
      drawing: look && look.isStream() ? look.readStream().length : 0 });
  }
  pages.push({ box: numbers(page.get("MediaBox")), widgets: widgets });
  var signed = pdf.loadPage(i).getWidgets();
  for (var k = 0; k < signed.length; k++) {
    if (signed[k].getFieldType() == "signature" && signed[k].isSigned())
      signatures.push({ name: signed[k].getLabel(), digest: signed[k].checkDigest(), invalidSince: signed[k].validateSignature() });
  }
}
print(JSON.stringify({ pages: pages, signatures: signatures, changeHistory: pdf.validateChangeHistory() }));
`;

/** A tool's exit code and its output, without blocking this thread (the server answers here). */
async function tool(command: string, args: string[]): Promise<{ code: number; stdout: string; out: string }> {
  requireTool(command, command === 'mutool' ? 'mupdf-tools' : command === 'qpdf' ? 'qpdf' : 'poppler-utils');
  const done = await promisify(execFile)(command, args, { encoding: 'utf8' }).then(
    (r) => ({ code: 0, ...r }),
    (e: { code?: number; stdout?: string; stderr?: string }) => ({ code: e.code ?? 1, stdout: e.stdout ?? '', stderr: e.stderr ?? '' }),
  );
  return { code: done.code, stdout: done.stdout, out: `${done.stdout}${done.stderr}` };
}

let mupdfScript: string | undefined;

async function mupdf(file: string): Promise<MupdfReport> {
  // Written once: rewritten while another run reads it, mutool would find it empty.
  if (!mupdfScript) {
    mupdfScript = join(server.dir, 'mupdf-report.js');
    writeFileSync(mupdfScript, MUPDF_SCRIPT);
  }
  const { code, stdout } = await tool('mutool', ['run', mupdfScript, file]);
  expect(code).toBe(0);
  return JSON.parse(stdout) as MupdfReport;
}

const crossPageWidgets = (report: MupdfReport) => report.pages.map((p) => p.widgets.filter((w) => w.name.startsWith('CrossPageSeal')));

/** Dark pixels in each pixel column of a place (PDF points from the bottom-left), left to right. */
function columnInk(raster: Raster, place: { x: number; y: number; width: number; height: number }, pageHeight: number): number[] {
  const [left, right] = [place.x, place.x + place.width].map((x) => Math.round(x * raster.scale));
  const [top, bottom] = [pageHeight - place.y - place.height, pageHeight - place.y].map((y) => Math.round(y * raster.scale));
  return Array.from({ length: right - left }, (_, i) => {
    let dark = 0;
    for (let y = top; y < bottom; y++) if (raster.pixels[y * raster.width + left + i] < 200) dark++;
    return dark;
  });
}

/**
 * How unlike two column profiles are, blank columns at either end aside: the least sum of
 * differences over shifts of up to two columns, per unit of ink.
 */
function profileDistance(a: number[], b: number[]): number {
  const inked = (p: number[]) =>
    p.slice(
      p.findIndex((n) => n > 0),
      p.length - [...p].reverse().findIndex((n) => n > 0),
    );
  const [x, y] = [inked(a), inked(b)];
  const total = y.reduce((sum, n) => sum + n, 0);
  const shifted = [-2, -1, 0, 1, 2].map((shift) => {
    let difference = 0;
    for (let i = Math.min(0, shift); i < Math.max(x.length, y.length + shift); i++)
      difference += Math.abs((x[i] ?? 0) - (y[i - shift] ?? 0));
    return difference / total;
  });
  return Math.min(...shifted);
}

/** A widget's rectangle as a place for inkInside (PDF points from the bottom-left). */
const placeOf = ([x1, y1, x2, y2]: Rect) => ({ x: x1, y: y1, width: x2 - x1, height: y2 - y1 });

/** Each document of the task as it is now, written to a file: principal first. */
async function currentFiles(taskId: number, stage: string): Promise<string[]> {
  const detail = (await as.operator.get<SignTaskDetail>(`/api/sign-tasks/${taskId}`)).body.data!;
  return Promise.all(
    detail.documents.map(async (doc, i) => {
      const res = await as.operator.raw('GET', `/api/sign-tasks/${taskId}/documents/${doc.id}`);
      expect(res.status).toBe(200);
      const file = join(server.dir, `task-${taskId}-${i}-${stage}.pdf`);
      writeFileSync(file, Buffer.from(await res.arrayBuffer()));
      return file;
    }),
  );
}

/** A task of `templateId` sent, signed by the employee and sealed by the company: its files after each act. */
async function signedThrough(templateId: number, extra: { accessoryIds?: number[]; values?: Record<string, string> } = {}) {
  const [employee] = addEmployees(server, 1, `骑缝${templateId}`);
  const created = await as.operator.post<SignTaskCreateResult>('/api/sign-tasks', {
    templateId,
    employeeIds: [employee],
    send: true,
    ...extra,
  });
  expect(created.status).toBe(201);
  const taskId = created.body.data!.created[0].id;
  const { token, code } = await employeeCode(server, as.anonymous, employee);
  expect((await as.anonymous.post(`/api/signing/${token}/sign`, { code, signature: dataUrl(signaturePng()) })).status).toBe(200);
  const employeeSigned = await currentFiles(taskId, 'employee');
  const sealed = await as.operator.post(`/api/sign-tasks/${taskId}/company-sign`, {});
  expect(sealed.status).toBe(200);
  return { employeeSigned, completed: await currentFiles(taskId, 'completed') };
}

/** The file as the company signed it: up to the end of the second signature's /ByteRange. */
function companyRevision(file: string): string {
  const bytes = readFileSync(file);
  const ranges = [...bytes.toString('latin1').matchAll(/\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/g)];
  const [, , , start, length] = ranges[1].map(Number);
  const revision = `${file}.company.pdf`;
  writeFileSync(revision, bytes.subarray(0, start + length));
  return revision;
}

/** What pdfsig, mutool, qpdf and the verify route say of a completed contract. */
async function expectAcceptedEverywhere(file: string) {
  const pdfsig = await tool('pdfsig', ['-nocert', file]);
  const verdicts = Object.fromEntries(
    pdfsigBlocks(pdfsig.out).map((b) => [/Signature Field Name: (\S+)/.exec(b)?.[1], /Signature Validation: ([^\n]+)/.exec(b)?.[1]]),
  );
  expect(verdicts).toMatchObject({ EmployeeSignature: 'Signature is Valid.', CompanySignature: 'Signature is Valid.' });

  // mutool sign -v: both signatures hold (it reads the document timestamp as "not signed").
  const mutoolSign = await tool('mutool', ['sign', '-v', file]);
  const blocks = mutoolSign.out.split(/^Verifying signature/m).slice(1, 3);
  expect(blocks.map((b) => /cn=([^,]+)/.exec(b)?.[1])).toEqual([expect.any(String), '上海华联物流有限公司']);
  for (const block of blocks) expect(block).toContain('The signature is valid but there have been edits since signing.');
  // mupdf's own check of the changes after each signature against the certification's DocMDP
  // permissions, on the revision the company's signature covers (where the cross-page seal is
  // filled). mupdf 1.21 refuses the completion's DSS and document timestamp whatever the
  // template, so the whole file is only checked for its digests.
  const whole = await mupdf(file);
  expect(whole.signatures.map((s) => [s.name, s.digest])).toEqual([
    ['EmployeeSignature', 'OK'],
    ['CompanySignature', 'OK'],
  ]);
  const sealed = await mupdf(companyRevision(file));
  expect(sealed.changeHistory).toBe(0);
  expect(sealed.signatures).toEqual([
    { name: 'EmployeeSignature', digest: 'OK', invalidSince: 0 },
    { name: 'CompanySignature', digest: 'OK', invalidSince: 0 },
  ]);

  const qpdf = await tool('qpdf', ['--check', file]);
  expect([qpdf.code, qpdf.out]).toEqual([0, expect.stringContaining('No syntax or stream encoding errors found')]);

  const verified = await as.anonymous.request<VerifyResult>('POST', '/api/verify', {
    body: fileForm(readFileSync(file), 'contract.pdf', 'application/pdf'),
  });
  expect(verified.status).toBe(200);
  const [employee, company] = verified.body.data!.signatures;
  expect([employee.verdict, employee.integrity, employee.modifications?.verdict]).toEqual(['valid', true, 'allowed']);
  expect([company.verdict, company.integrity]).toEqual(['valid', true]);
}

describe('a two-page template asking for the cross-page seal, with an accessory that does not', () => {
  let labour: { employeeSigned: string[]; completed: string[] };
  let company: Pick<ContractField, 'x' | 'y' | 'width' | 'height' | 'page'>;

  beforeAll(async () => {
    const labourId = templateIdOf(server, 'LC-2025');
    const turnedOn = await as.admin.put<ContractTemplate>(`/api/contracts/${labourId}`, { crossPageSeal: true });
    expect([turnedOn.status, turnedOn.body.data?.crossPageSeal, turnedOn.body.data?.pageCount]).toEqual([200, true, 2]);
    company = (await as.operator.get<ContractField[]>(`/api/contracts/${labourId}/fields`)).body.data!.find(
      (f) => f.type === 'signature' && f.party === 'company',
    )!;
    labour = await signedThrough(labourId, { accessoryIds: [templateIdOf(server, 'NDA-2025')], values: LABOUR_VALUES });
  });

  it('the employee signs with a blank place of the cross-page seal at the right edge of each page; the accessory has none', async () => {
    const [principal, accessory] = await Promise.all(labour.employeeSigned.map(mupdf));
    const places = crossPageWidgets(principal);
    expect(places.map((p) => p.map((w) => w.name))).toEqual([['CrossPageSeal1'], ['CrossPageSeal2']]);
    principal.pages.forEach(({ box }, i) => {
      const [widget] = places[i];
      expect(widget).toMatchObject({ type: 'Btn', drawing: 0 });
      expect(widget.rect[2]).toBeCloseTo(box[2], 1);
      expect(inkInside(renderPage(labour.employeeSigned[0], i + 1, 72), placeOf(widget.rect), box[3])).toBe(0);
    });
    expect(crossPageWidgets(accessory).flat()).toEqual([]);
  });

  it('sealed: each page shows its own slice of the seal at its right edge, and the slices together are the seal', async () => {
    const [principal, accessory] = await Promise.all(labour.completed.map(mupdf));
    const slices = crossPageWidgets(principal).map(([widget], i) => {
      expect(widget.drawing).toBeGreaterThan(0);
      return columnInk(renderPage(labour.completed[0], i + 1, 144), placeOf(widget.rect), principal.pages[i].box[3]);
    });
    // The seal at the company's place is as large: fitted to the place's shorter side, like the strips together.
    const whole = columnInk(renderPage(labour.completed[0], company.page, 144), company, principal.pages[company.page - 1].box[3]);
    const ink = (columns: number[]) => columns.reduce((a, b) => a + b, 0);
    expect(ink(whole)).toBeGreaterThan(500);
    // Each page carries a part of the seal, not all of it ...
    for (const slice of slices) expect(ink(slice)).toBeGreaterThan(0.2 * ink(whole));
    for (const slice of slices) expect(ink(slice)).toBeLessThan(0.8 * ink(whole));
    // ... and page 1's strip then page 2's, side by side, are the seal column for column.
    expect(profileDistance(slices.flat(), whole)).toBeLessThan(0.06);
    // The other order does not make the seal: the check tells slices apart.
    expect(profileDistance([...slices].reverse().flat(), whole)).toBeGreaterThan(0.15);
    expect(crossPageWidgets(accessory).flat()).toEqual([]);
  });

  it('pdfsig, mutool, qpdf and the verify route accept every signature of both documents', async () => {
    for (const file of labour.completed) await expectAcceptedEverywhere(file);
  });
});

describe('the option on a template', () => {
  const upload = async (pages: number, fields: Record<string, string>) => {
    const form = fileForm(await makeContract(pages), 'cross-page.pdf', 'application/pdf');
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    return as.user.request<ContractTemplate>('POST', '/api/contracts', { body: form });
  };

  it('is off unless asked for, is set at upload or by an edit, kept by a new version; anything but true or false is a 422 naming it', async () => {
    expect((await as.admin.get<ContractTemplate>(`/api/contracts/${templateIdOf(server, 'NDA-2025')}`)).body.data?.crossPageSeal).toBe(
      false,
    );
    const plain = await upload(2, { kind: 'principal', code: 'CPS-OFF' });
    expect([plain.status, plain.body.data?.crossPageSeal]).toEqual([201, false]);
    const asked = await upload(2, { kind: 'principal', code: 'CPS-ON', crossPageSeal: 'true' });
    expect([asked.status, asked.body.data?.crossPageSeal]).toEqual([201, true]);
    const id = plain.body.data!.id;
    expect((await as.user.put<ContractTemplate>(`/api/contracts/${id}`, { crossPageSeal: true })).body.data?.crossPageSeal).toBe(true);
    expect((await as.user.get<ContractTemplate>(`/api/contracts/${id}`)).body.data?.crossPageSeal).toBe(true);
    const versionForm = fileForm(await makeContract(3), 'v2.pdf', 'application/pdf');
    const version = await as.user.request<ContractTemplate>('POST', `/api/contracts/${id}/versions`, { body: versionForm });
    expect([version.status, version.body.data?.version, version.body.data?.crossPageSeal]).toEqual([201, 2, true]);

    const before = snapshot(server.handle, 'contract_templates');
    for (const bad of ['yes', 1, null]) {
      const refused = await as.user.put(`/api/contracts/${id}`, { name: '改名', crossPageSeal: bad });
      expect([refused.status, refused.body.field]).toEqual([422, 'crossPageSeal']);
      expect(refused.body.msg).toContain('骑缝章');
    }
    as.user.locale = 'en-US';
    expect((await as.user.put(`/api/contracts/${id}`, { crossPageSeal: 'yes' })).body.msg).toContain('cross-page seal');
    as.user.locale = 'zh-CN';
    const badUpload = await upload(2, { kind: 'principal', code: 'CPS-BAD', crossPageSeal: 'sometimes' });
    expect([badUpload.status, badUpload.body.field]).toEqual([422, 'crossPageSeal']);
    expect(snapshot(server.handle, 'contract_templates')).toEqual(before);
  });

  it('a one-page document asking for it gets no cross-page seal, and signs as before', async () => {
    const created = await upload(1, { kind: 'principal', code: 'CPS-ONE', crossPageSeal: 'true' });
    expect([created.status, created.body.data?.crossPageSeal]).toEqual([201, true]);
    const id = created.body.data!.id;
    const signature = (party: 'employee' | 'company', place: ReturnType<typeof employeePlaceOn>) => ({
      key: `${party}_signature`,
      label: party,
      type: 'signature',
      party,
      ...place,
    });
    const fields = [signature('employee', employeePlaceOn(1)), signature('company', companyPlaceOn(1))];
    expect((await as.user.put(`/api/contracts/${id}/fields`, fields)).status).toBe(200);
    expect((await as.user.put(`/api/contracts/${id}`, { status: 'enabled' })).status).toBe(200);
    const { employeeSigned, completed } = await signedThrough(id);
    expect(crossPageWidgets(await mupdf(employeeSigned[0])).flat()).toEqual([]);
    expect(crossPageWidgets(await mupdf(completed[0])).flat()).toEqual([]);
    await expectAcceptedEverywhere(completed[0]);
  });
});
