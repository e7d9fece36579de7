/**
 * Uploads built to hurt: decompression bombs in .xlsx and PDF, looping page trees, absurd page
 * counts and sizes, scripts and embedded files, images with something riding after them. Each is
 * refused with a message on the file field and writes nothing, and the server keeps answering
 * others while it reads them (the reading runs on parsing workers).
 */
import type { ImportReport } from '../../common/api/organisation';
import { PNG_1X1, fileForm, snapshot, serveWithRoles } from './support/roles';
import { uploadForm } from './support/pdf';
import {
  manyPages,
  manyPagesUnderdeclared,
  manyRowsSheet,
  objectStreamBomb,
  pageOfSize,
  pdfWithCatalog,
  selfListingPageTree,
  selfParentPage,
  sharedStringsBomb,
  streamObject,
} from './support/hostile-files';
import type { ApiClient, ApiResponse } from './support/harness';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const { server, as } = serveWithRoles();

let codes = 0;
function uploadTemplate(client: ApiClient, bytes: Uint8Array) {
  return client.request('POST', '/api/contracts', {
    body: uploadForm(bytes, { kind: 'principal', name: '恶意模板', code: `H-${++codes}` }),
  });
}
const importSheet = (bytes: Uint8Array) =>
  as.user.request<ImportReport>('POST', '/api/employees/import?dryRun=1', { body: fileForm(bytes, 'employees.xlsx', XLSX) });

/**
 * Sends `slow` and, until it answers, GET /api/currentUser one after another: how many of those
 * were answered before `slow` was.
 */
async function answeredMeanwhile(slow: () => Promise<ApiResponse>): Promise<{ response: ApiResponse; answered: number }> {
  let done = false;
  let answered = 0;
  const pending = slow().finally(() => (done = true));
  const others = (async () => {
    while (!done) {
      const me = await as.company.get('/api/currentUser');
      expect(me.status).toBe(200);
      if (!done) answered += 1;
    }
  })();
  const response = await pending;
  await others;
  return { response, answered };
}

describe('decompression bombs', () => {
  it('an .xlsx whose shared strings unpack to 100 MB (declaring 100 bytes) is refused, and others are answered meanwhile', async () => {
    const before = snapshot(server.handle, 'employees');
    const { response, answered } = await answeredMeanwhile(() => importSheet(sharedStringsBomb(100)));
    expect(response.status).toBe(413);
    expect(response.body).toMatchObject({ status: 413, field: 'file', msg: expect.stringContaining('64 MB') });
    expect(answered).toBeGreaterThanOrEqual(5);
    expect(snapshot(server.handle, 'employees')).toEqual(before);
  });

  it('an .xlsx with far more rows than the limit stops reading early and says so', async () => {
    const res = await importSheet(manyRowsSheet(50_000));
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ field: 'file', msg: expect.stringContaining('20000') });
  });

  it('a PDF whose object stream unpacks to 100 MB is refused, and others are answered meanwhile', async () => {
    const before = snapshot(server.handle, 'contract_templates');
    const { response, answered } = await answeredMeanwhile(() => uploadTemplate(as.user, objectStreamBomb(100)));
    expect(response.status).toBe(413);
    expect(response.body).toMatchObject({ status: 413, field: 'file' });
    expect(answered).toBeGreaterThanOrEqual(5);
    expect(snapshot(server.handle, 'contract_templates')).toEqual(before);
  });

  it('the public verify route refuses the same bomb', async () => {
    const res = await as.anonymous.request('POST', '/api/verify', { body: fileForm(objectStreamBomb(100), 'x.pdf', 'application/pdf') });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ field: 'file' });
  });
});

describe('PDF structure', () => {
  it.each([
    ['a page that is its own parent', selfParentPage()],
    ['a page tree that lists itself', selfListingPageTree()],
  ])('%s is a broken PDF (422), not a 500', async (_name, bytes) => {
    const res = await uploadTemplate(as.user, bytes);
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ field: 'file' });
  });

  it('60,000 pages are refused by the declared count, 400 pages under a false count by the real one', async () => {
    for (const bytes of [manyPages(60_000), manyPagesUnderdeclared(400)]) {
      const res = await uploadTemplate(as.user, bytes);
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({ field: 'file', msg: expect.stringContaining('300') });
    }
    // The limit itself is fine.
    expect((await uploadTemplate(as.user, manyPages(300))).status).toBe(201);
  });

  it.each([`[0 0 1${'0'.repeat(38)} 842]`, '[0 0 595 2]', '[0 0 20000 20000]'])('a page of MediaBox %s is refused', async (box) => {
    const res = await uploadTemplate(as.user, pageOfSize(box));
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ field: 'file', msg: expect.stringContaining('14400') });
  });
});

describe('active content', () => {
  it.each([
    ['an OpenAction running JavaScript', pdfWithCatalog('/OpenAction << /S /JavaScript /JS (app.alert(1)) >>')],
    ['an OpenAction launching a program', pdfWithCatalog('/OpenAction << /S /Launch /F (cmd.exe) >>')],
    [
      'document-level JavaScript in an object',
      pdfWithCatalog('/Names << /JavaScript 4 0 R >>', ['<< /Names [(a) << /S /JavaScript /JS (x) >>] >>']),
    ],
    [
      'an embedded file',
      pdfWithCatalog('/Names << /EmbeddedFiles 4 0 R >>', [
        '<< /Names [(a.exe) 5 0 R] >>',
        '<< /Type /Filespec /F (a.exe) /EF << /F 6 0 R >> >>',
        streamObject('/Type /EmbeddedFile', Buffer.from('MZ')),
      ]),
    ],
    ['a form that submits itself', pdfWithCatalog('/AcroForm << /Fields [] >> /OpenAction << /S /SubmitForm /F (https://evil.example) >>')],
  ])('%s is refused with a message', async (_name, bytes) => {
    const res = await uploadTemplate(as.user, bytes);
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ field: 'file', msg: expect.stringContaining('PDF') });
  });

  it('an OpenAction that only opens page 1 is fine', async () => {
    expect((await uploadTemplate(as.user, pdfWithCatalog('/OpenAction [3 0 R /Fit]'))).status).toBe(201);
  });
});

describe('seal images', () => {
  const sealOf = (bytes: Uint8Array) =>
    as.admin.request('POST', '/api/companies/29/seal', { body: fileForm(bytes, 'seal.png', 'image/png') });

  it('a PNG with HTML after its end is refused', async () => {
    const res = await sealOf(Buffer.concat([PNG_1X1, Buffer.from('<html><script>alert(1)</script></html>')]));
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ field: 'file' });
  });

  it('a PNG declaring 20000 × 20000 pixels is refused, naming the limit', async () => {
    const huge = Buffer.from(PNG_1X1);
    huge.writeUInt32BE(20000, 16);
    huge.writeUInt32BE(20000, 20);
    const res = await sealOf(huge);
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ field: 'file', msg: expect.stringContaining('2000') });
  });
});
