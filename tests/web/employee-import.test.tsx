/**
 * The employee import dialog through the DOM: the check shows the columns it will ignore, the
 * required columns missing and the columns read under another name (职位 → Position), the bad
 * rows with their reasons, and downloads the bad rows as the server writes them.
 */
import { TestBrowser } from '@@/testBrowser';
import { setLocale } from '@umijs/max';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { File as NodeFile } from 'node:buffer';
import type { ImportColumns, ImportReport } from '@common/api/organisation';
import { sessionApi, users } from './demo';
import { server } from './msw';

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  setLocale('en-US', false);
});

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const ok = (data: unknown) => HttpResponse.json({ status: 0, msg: 'ok', data });
const REJECTED_BYTES = 'PK rejected rows';

const readAsSynonyms: ImportColumns = {
  recognised: [
    { column: 'A', header: '姓名', field: 'name', synonym: false },
    { column: 'B', header: '身份证号码', field: 'idNumber', synonym: true },
    { column: 'C', header: '手机号', field: 'mobile', synonym: false },
    { column: 'E', header: '职位', field: 'position', synonym: true },
    { column: 'F', header: '入职日期', field: 'entryDate', synonym: false },
  ],
  unknown: [
    { column: 'G', header: '备注' },
    { column: 'H', header: '' },
  ],
  missing: [],
};

function importApi(columns: ImportColumns) {
  const seen = { imports: [] as string[], rejected: [] as Array<{ query: string; file: string }> };
  server.use(
    ...sessionApi(users.user).handlers,
    http.get('/api/employees', () => ok({ list: [], total: 0, current: 1, pageSize: 10 })),
    http.get('/api/companies/:id/departments', () => ok({ list: [], total: 0, current: 1, pageSize: 100 })),
    http.post('/api/employees/import', ({ request }) => {
      const dryRun = new URL(request.url).searchParams.get('dryRun') === '1';
      seen.imports.push(dryRun ? 'dry' : 'real');
      const report: ImportReport = {
        dryRun,
        total: 4,
        valid: columns.missing.length ? 0 : 2,
        imported: 0,
        columns,
        errors: columns.missing.length
          ? []
          : [
              { row: 3, field: 'mobile', reason: 'mobile number is not a valid mobile number' },
              { row: 5, field: 'idNumber', reason: 'Same ID number as row 2' },
            ],
      };
      return ok(report);
    }),
    http.post('/api/employees/import/rejected', async ({ request }) => {
      const file = (await request.formData()).get('file') as File;
      seen.rejected.push({ query: new URL(request.url).search, file: file.name });
      return new HttpResponse(REJECTED_BYTES, { headers: { 'Content-Type': XLSX } });
    }),
  );
  return seen;
}

/** What the page saved: the file name and the bytes of the link it clicked. */
function savedFiles() {
  const blobs = new Map<string, Blob | MediaSource>();
  const saved: Array<{ name: string; blob: Blob | MediaSource | undefined }> = [];
  jest.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    const url = `blob:saved-${blobs.size}`;
    blobs.set(url, blob);
    return url;
  });
  jest.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, blob: blobs.get(this.href) });
  });
  return saved;
}

afterEach(() => jest.restoreAllMocks());

async function checkFile() {
  render(<TestBrowser location={{ pathname: '/employee' }} />);
  fireEvent.click(await screen.findByRole('button', { name: /Import/ }));
  const dialog = await screen.findByRole('dialog');
  const input = dialog.querySelector('input[type=file]') as HTMLInputElement;
  // Node's File: the fetch of the test environment (Node's) sends only its own kind in a form.
  fireEvent.change(input, { target: { files: [new NodeFile(['xlsx'], 'staff.xlsx', { type: XLSX })] } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Check' }));
  return dialog;
}

it('shows the columns ignored and read under another name, the bad rows, and downloads them to fix', async () => {
  const seen = importApi(readAsSynonyms);
  const saved = savedFiles();
  const dialog = await checkFile();

  expect(await within(dialog).findByText('4 rows: 2 valid, 2 with errors')).toBeInTheDocument();
  const unknown = within(dialog).getByText('These columns are not recognised and will be ignored:').closest('.ant-alert') as HTMLElement;
  expect(within(unknown).getByText('备注 (G)')).toBeInTheDocument();
  expect(within(unknown).getByText('column H (no header)')).toBeInTheDocument();
  const synonyms = within(dialog).getByText('These columns were recognised under another name:').closest('.ant-alert') as HTMLElement;
  expect(within(synonyms).getByText('职位 → Position')).toBeInTheDocument();
  expect(within(synonyms).getByText('身份证号码 → ID number')).toBeInTheDocument();
  expect(within(synonyms).queryByText(/姓名/)).toBeNull();
  expect(within(dialog).queryByText(/Required columns are missing/)).toBeNull();
  expect(within(dialog).getByText('mobile number is not a valid mobile number')).toBeInTheDocument();
  expect(within(dialog).getByText('Same ID number as row 2')).toBeInTheDocument();

  fireEvent.click(within(dialog).getByRole('button', { name: /Download the 2 rejected rows/ }));
  await waitFor(() => expect(saved).toHaveLength(1));
  expect(seen.rejected).toEqual([{ query: '', file: 'staff.xlsx' }]);
  expect(saved[0].name).toBe('staff-rejected.xlsx');
  expect(await (saved[0].blob as Blob).text()).toBe(REJECTED_BYTES);

  // The unknown columns are a warning: the good rows may still be imported.
  fireEvent.click(within(dialog).getByRole('button', { name: 'Import 2 valid rows' }));
  await waitFor(() => expect(seen.imports).toEqual(['dry', 'real']));
});

it('names the required columns missing and offers neither an import nor a download', async () => {
  const seen = importApi({
    recognised: readAsSynonyms.recognised.filter((c) => c.field !== 'entryDate'),
    unknown: [{ column: 'F', header: '入职日' }],
    missing: ['entryDate'],
  });
  const dialog = await checkFile();

  const missing = (await within(dialog).findByText('Required columns are missing; add them and check again:')).closest('.ant-alert');
  expect(within(missing as HTMLElement).getByText('Entry date')).toBeInTheDocument();
  expect(within(dialog).getByText('入职日 (F)')).toBeInTheDocument();
  expect(within(dialog).queryByText(/rows:/)).toBeNull();
  expect(within(dialog).queryByRole('button', { name: /rejected rows/ })).toBeNull();
  expect(within(dialog).getByRole('button', { name: 'Import 0 valid rows' })).toBeDisabled();
  expect(seen.rejected).toEqual([]);
});

it("shows the server's reason when the rejected rows cannot be given back, not an HTTP error", async () => {
  importApi(readAsSynonyms);
  const saved = savedFiles();
  // The file changed since the check: the server refuses it, with its reason in the envelope.
  server.use(
    http.post('/api/employees/import/rejected', () =>
      HttpResponse.json({ status: 422, msg: 'The file has no rejected rows any more: check it again', field: 'file' }, { status: 422 }),
    ),
  );
  const dialog = await checkFile();
  fireEvent.click(await within(dialog).findByRole('button', { name: /Download the 2 rejected rows/ }));
  expect(await screen.findByText('The file has no rejected rows any more: check it again')).toBeInTheDocument();
  expect(saved).toEqual([]);
});
