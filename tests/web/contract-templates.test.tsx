/**
 * The template upload form through the DOM with msw: the name taken from the chosen file, the
 * version's default (the code's next one) shown and left to the server, and a version sent as
 * typed: "2025.1" is refused with what a version may be, never rounded into 2025.
 */
import { TestBrowser } from '@@/testBrowser';
import { setLocale } from '@umijs/max';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ContractTemplate } from '../../common/api/contracts';
import { sessionApi, users } from './demo';
import { server } from './msw';

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  setLocale('en-US', false);
});

const ok = (data: unknown, status = 200) => HttpResponse.json({ status: 0, msg: 'ok', data }, { status });
const page = <T,>(list: T[]) => ok({ list, total: list.length, current: 1, pageSize: 10 });

const template = (over: Partial<ContractTemplate>): ContractTemplate => ({
  id: 7,
  kind: 'principal',
  companyId: 29,
  companyName: '上海华联物流有限公司',
  name: '仓储岗位劳动合同',
  code: 'HL-WH-2025',
  version: 2,
  status: 'draft',
  pageCount: 1,
  pages: [{ width: 595.28, height: 841.89 }],
  accessoryIds: [],
  inUse: false,
  fileSize: 1000,
  fileSha256: 'ab',
  fieldCount: 0,
  sealKind: 'company',
  createdAt: '2025-03-01T08:00:00Z',
  updatedAt: '2025-03-01T08:00:00Z',
  ...over,
});

/** The list, the code look-up of the version hint, and the upload (its text fields recorded). */
function templatesApi(answer: () => Response = () => ok(template({ id: 8 }), 201)) {
  const seen = { uploads: [] as Record<string, string>[], lookups: [] as Record<string, string>[] };
  server.use(
    ...sessionApi(users.user).handlers,
    http.get('/api/contracts', ({ request }) => {
      const query = Object.fromEntries(new URL(request.url).searchParams);
      if (query.latest !== 'true') return page([template({})]);
      seen.lookups.push(query);
      // The code filter matches codes containing the text: HL-WH-2025-B must not count.
      return page([template({}), template({ id: 9, code: 'HL-WH-2025-B', version: 5 })].filter((t) => t.code.includes(query.code)));
    }),
    http.post('/api/contracts', async ({ request }) => {
      // (jsdom's File does not survive msw's XHR interception: the text fields are checked, the file's presence.)
      const form = await request.formData();
      expect(form.has('file')).toBe(true);
      form.delete('file');
      seen.uploads.push(Object.fromEntries(form.entries()) as Record<string, string>);
      return answer();
    }),
  );
  return seen;
}

async function openUpload() {
  render(<TestBrowser location={{ pathname: '/contract/principleContract' }} />);
  await screen.findByText('仓储岗位劳动合同');
  fireEvent.click(screen.getByRole('button', { name: /Upload template/ }));
  const dialog = await screen.findByRole('dialog');
  const field = (label: string) => within(dialog).getByLabelText(label);
  const choose = (name: string) =>
    fireEvent.change(dialog.querySelector('input[type=file]')!, {
      target: { files: [new File(['%PDF-1.7'], name, { type: 'application/pdf' })] },
    });
  const submit = () => fireEvent.click(within(dialog).getByRole('button', { name: /OK|Submit/ }));
  return { dialog, field, choose, submit };
}

it('names the template after the chosen file, leaving a name the user typed alone', async () => {
  templatesApi();
  const { field, choose } = await openUpload();
  choose('劳动合同（2025 版）.pdf');
  await waitFor(() => expect(field('Template name')).toHaveValue('劳动合同（2025 版）'));
  // Another file renames it while the name is still the file's.
  choose('Offer Letter.PDF');
  await waitFor(() => expect(field('Template name')).toHaveValue('Offer Letter'));
  fireEvent.change(field('Template name'), { target: { value: '自定名称' } });
  choose('nda.pdf');
  await waitFor(() => expect(field('Template name')).toHaveValue('自定名称'));
});

it('shows the code’s next version as the default and leaves a blank version to the server', async () => {
  const seen = templatesApi();
  const { dialog, field, choose, submit } = await openUpload();
  const version = field('Version');
  expect(version).toHaveValue('');
  expect(version).toHaveAttribute('placeholder', 'Automatic');
  expect(within(dialog).getByText(/Leave empty for the code’s next version \(1 for a new code\)/)).toBeInTheDocument();
  // An existing code: one past its highest version; a new code: 1.
  fireEvent.change(field('Code'), { target: { value: 'HL-WH-2025' } });
  await waitFor(() => expect(version).toHaveAttribute('placeholder', '3'));
  expect(within(dialog).getByText(/Leave empty to upload as version 3/)).toBeInTheDocument();
  expect(seen.lookups.at(-1)).toMatchObject({ kind: 'principal', code: 'HL-WH-2025', latest: 'true', shared: 'false' });
  fireEvent.change(field('Code'), { target: { value: 'NEW-1' } });
  await waitFor(() => expect(version).toHaveAttribute('placeholder', '1'));

  fireEvent.change(field('Code'), { target: { value: 'HL-WH-2025' } });
  choose('仓储合同.pdf');
  await waitFor(() => expect(field('Template name')).toHaveValue('仓储合同'));
  submit();
  await waitFor(() => expect(seen.uploads).toHaveLength(1));
  // No version: the server numbers it, as the hint said.
  expect(seen.uploads[0]).toEqual({ kind: 'principal', name: '仓储合同', code: 'HL-WH-2025' });
});

it('refuses "2025.1" before sending, and sends a whole-number version exactly as typed', async () => {
  const seen = templatesApi();
  const { dialog, field, choose, submit } = await openUpload();
  choose('合同.pdf');
  await waitFor(() => expect(field('Template name')).toHaveValue('合同'));
  fireEvent.change(field('Code'), { target: { value: 'V-1' } });
  fireEvent.change(field('Version'), { target: { value: '2025.1' } });
  // Kept as typed in the field, not rounded to 2025.
  expect(field('Version')).toHaveValue('2025.1');
  submit();
  expect(
    await within(dialog).findByText('The version must be a whole number from 1 to 9999, without a decimal point (such as 1, 2, 3)'),
  ).toBeInTheDocument();
  expect(field('Version')).toHaveValue('2025.1');
  expect(seen.uploads).toEqual([]);

  fireEvent.change(field('Version'), { target: { value: '2025' } });
  submit();
  await waitFor(() => expect(seen.uploads).toHaveLength(1));
  expect(seen.uploads[0]).toMatchObject({ code: 'V-1', version: '2025', name: '合同' });
});

it('shows the server’s refusal of a version under the field', async () => {
  const refusal = '版本 须为 1 到 9999 的整数，不能带小数点（版本依次为 1、2、3……，每上传一个新版本加 1）';
  const seen = templatesApi(() => HttpResponse.json({ status: 422, msg: refusal, field: 'version' }, { status: 422 }));
  const { dialog, field, choose, submit } = await openUpload();
  choose('合同.pdf');
  await waitFor(() => expect(field('Template name')).toHaveValue('合同'));
  fireEvent.change(field('Code'), { target: { value: 'V-2' } });
  fireEvent.change(field('Version'), { target: { value: '12' } });
  submit();
  await waitFor(() => expect(seen.uploads).toHaveLength(1));
  expect(await within(dialog).findByText(refusal)).toBeInTheDocument();
});
