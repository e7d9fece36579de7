/**
 * The template upload form through the DOM with msw: the name taken from the chosen file, the
 * version's default (the code's next one) shown and left to the server, and a version sent as
 * typed: "2025.1" is refused with what a version may be, never rounded into 2025. The edit form's
 * seal settings: the seal kind (built-in kinds, and the company's own for its templates) and the
 * cross-page seal, sent as chosen.
 */
import { TestBrowser } from '@@/testBrowser';
import { setLocale } from '@umijs/max';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ContractTemplate, ContractTemplateUpdateBody } from '@common/api/contracts';
import type { Seal } from '@common/api/seals';
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
  crossPageSeal: false,
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

describe('the seal settings of the edit form', () => {
  const seal = (over: Partial<Seal>): Seal => ({
    id: 1,
    companyId: 29,
    kind: 'company',
    name: '公章',
    status: 'active',
    createdBy: 2,
    createdByName: '公司用户',
    createdAt: '2025-03-01T08:00:00Z',
    updatedAt: '2025-03-01T08:00:00Z',
    approvalRequired: false,
    approvers: [],
    ...over,
  });

  /** The list of one template, the company's seals (reads recorded) and the saving of the template. */
  function editApi(listed: ContractTemplate, user = users.user) {
    const seen = { sealReads: [] as string[], puts: [] as { id: string; body: ContractTemplateUpdateBody }[] };
    server.use(
      ...sessionApi(user).handlers,
      http.get('/api/contracts', () => page([listed])),
      http.get('/api/companies', () => page([])),
      http.get('/api/companies/:id/seals', ({ params }) => {
        seen.sealReads.push(String(params.id));
        return ok([
          seal({}),
          seal({ id: 2, kind: '财务专用章', name: '财务专用章' }),
          seal({ id: 3, kind: 'contract', status: 'disabled' }),
        ]);
      }),
      http.put('/api/contracts/:id', async ({ params, request }) => {
        seen.puts.push({ id: String(params.id), body: (await request.json()) as ContractTemplateUpdateBody });
        return ok(listed);
      }),
    );
    return seen;
  }

  async function openEdit() {
    render(<TestBrowser location={{ pathname: '/contract/principleContract' }} />);
    fireEvent.click(within((await screen.findByText('仓储岗位劳动合同')).closest('tr') as HTMLElement).getByText('Edit'));
    return screen.findByRole('dialog');
  }

  /** Opens the seal kind's list; answers its options' texts. */
  const openKinds = async (dialog: HTMLElement) => {
    fireEvent.mouseDown(within(dialog).getByLabelText('Seal kind used for sealing'));
    await screen.findByText('HR seal', { selector: '.ant-select-item-option-content' });
  };
  const kindsOffered = () => Array.from(document.querySelectorAll('.ant-select-item-option-content')).map((o) => o.textContent);

  it("offers the built-in kinds and the company's own, and sends the kind and the cross-page seal chosen", async () => {
    const seen = editApi(template({ pageCount: 3 }));
    render(<TestBrowser location={{ pathname: '/contract/principleContract' }} />);
    await screen.findByText('仓储岗位劳动合同');
    // The company's seals are read when the form opens, not for every row of the list.
    expect(seen.sealReads).toEqual([]);
    fireEvent.click(within(screen.getByText('仓储岗位劳动合同').closest('tr') as HTMLElement).getByText('Edit'));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(seen.sealReads).toEqual(['29']));
    expect(within(dialog).getByText(/The seal is split across the right edge of every page/)).toBeInTheDocument();

    await openKinds(dialog);
    await waitFor(() => expect(kindsOffered()).toEqual(['Official seal', 'Contract seal', 'HR seal', '财务专用章']));
    fireEvent.click(screen.getByText('财务专用章', { selector: '.ant-select-item-option-content' }));
    const crossPage = within(dialog).getByRole('switch', { name: 'Cross-page seal' });
    expect(crossPage).not.toBeChecked();
    fireEvent.click(crossPage);
    fireEvent.click(within(dialog).getByRole('button', { name: /OK|Submit/ }));
    await waitFor(() => expect(seen.puts).toHaveLength(1));
    expect(seen.puts[0]).toMatchObject({ id: '7', body: { sealKind: '财务专用章', crossPageSeal: true } });
  });

  it('offers a shared template the built-in kinds only, and says one page takes no cross-page seal', async () => {
    const seen = editApi(template({ companyId: null, companyName: null, sealKind: 'hr', crossPageSeal: true }), users.admin);
    const dialog = await openEdit();
    expect(within(dialog).getByText(/This template has one page: no cross-page seal is stamped/)).toBeInTheDocument();
    expect(within(dialog).getByRole('switch', { name: 'Cross-page seal' })).toBeChecked();
    await openKinds(dialog);
    expect(kindsOffered()).toEqual(['Official seal', 'Contract seal', 'HR seal']);
    expect(seen.sealReads).toEqual([]);
    fireEvent.click(within(dialog).getByRole('switch', { name: 'Cross-page seal' }));
    fireEvent.click(within(dialog).getByRole('button', { name: /OK|Submit/ }));
    await waitFor(() => expect(seen.puts).toHaveLength(1));
    expect(seen.puts[0].body).toMatchObject({ sealKind: 'hr', crossPageSeal: false });
  });
});
