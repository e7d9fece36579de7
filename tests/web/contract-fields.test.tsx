/**
 * The field editor (/contract/setting) through the DOM with msw: a new field's key is picked from
 * field help's keys (shared and the template company's, those in use left out), which also titles
 * it; a field without a key is not saved; boxes are shown and saved to 0.01 pt.
 */
import { TestBrowser } from '@@/testBrowser';
import { setLocale } from '@umijs/max';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ContractField, ContractFieldInput, ContractTemplate, FieldHelp } from '@common/api/contracts';
import { sessionApi, users } from './demo';
import { server } from './msw';

// pdf.js does not run in jsdom: the pages are not drawn, the editor's panels are what is tested.
// (setMock, not a hoisted mock: the page loads PdfPages lazily, after this line has run.)
jest.setMock('@/components/PdfPages', { __esModule: true, default: () => <div data-testid="pdf" /> });

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  setLocale('en-US', false);
});

const ok = (data: unknown) => HttpResponse.json({ status: 0, msg: 'ok', data });
const page = <T,>(list: T[]) => ok({ list, total: list.length, current: 1, pageSize: 100 });

const template: ContractTemplate = {
  id: 7,
  kind: 'principal',
  companyId: 29,
  companyName: '上海华联物流有限公司',
  name: '仓储岗位劳动合同',
  code: 'HL-WH-2025',
  version: 1,
  status: 'draft',
  pageCount: 1,
  pages: [{ width: 595.28, height: 841.89 }],
  accessoryIds: [],
  inUse: false,
  fileSize: 1000,
  fileSha256: 'ab',
  fieldCount: 1,
  sealKind: 'company',
  crossPageSeal: false,
  createdAt: '2025-03-01T08:00:00Z',
  updatedAt: '2025-03-01T08:00:00Z',
};

/** Saved before the editor rounded: float noise in its box. */
const nameField: ContractField = {
  id: 1,
  key: 'employee_name',
  label: '乙方姓名',
  type: 'text',
  required: true,
  source: 'employee.name',
  party: null,
  page: 1,
  x: 72.00000000000001,
  y: 472.48999999999995,
  width: 180,
  height: 20,
  fontSize: 12,
  options: [],
};

const help = (id: number, key: string, title: string, companyId: number | null): FieldHelp => ({
  id,
  key,
  title,
  content: `${title}的填写说明`,
  example: '',
  companyId,
  companyName: companyId ? '上海华联物流有限公司' : null,
  createdAt: '2025-03-01T08:00:00Z',
  updatedAt: '2025-03-01T08:00:00Z',
});
const sharedHelps = [help(1, 'employee_name', '乙方姓名', null), help(2, 'monthly_salary', '月工资', null)];
const companyHelps = [help(3, 'work_location', '工作地点', 29)];

function editorApi() {
  const seen = { saves: [] as ContractFieldInput[][], helpQueries: [] as Record<string, string>[] };
  server.use(
    ...sessionApi(users.user).handlers,
    http.get('/api/contracts/:id', () => ok(template)),
    http.get('/api/contracts/:id/fields', () => ok([nameField])),
    http.put('/api/contracts/:id/fields', async ({ request }) => {
      const body = (await request.json()) as ContractFieldInput[];
      seen.saves.push(body);
      return ok(body.map((f, i) => ({ ...f, id: f.id ?? 100 + i })));
    }),
    http.get('/api/field-helps', ({ request }) => {
      const query = Object.fromEntries(new URL(request.url).searchParams);
      seen.helpQueries.push(query);
      const all = [...sharedHelps, ...companyHelps];
      if (query.key) return page(all.filter((h) => h.key === query.key));
      const scoped = query.shared === 'true' ? sharedHelps : query.companyId === '29' ? companyHelps : all;
      return page(scoped.filter((h) => !query.keyword || h.key.includes(query.keyword) || h.title.includes(query.keyword)));
    }),
  );
  return seen;
}

async function openEditor() {
  render(<TestBrowser location={{ pathname: '/contract/setting', search: '?id=7' }} />);
  await screen.findByText('乙方姓名');
}

async function addTextField() {
  fireEvent.mouseEnter(screen.getByRole('button', { name: /Add field/ }));
  // A popup's first drawing is slow in jsdom on a busy machine: more than the usual wait.
  fireEvent.click(await screen.findByRole('menuitem', { name: 'Text' }, { timeout: 30000 }));
  return screen.findByRole('combobox', { name: 'Key' });
}

/** The options the key's dropdown shows (not its hidden list for screen readers), by text. */
const shownOptions = () => [...document.querySelectorAll<HTMLElement>('.ant-select-dropdown .ant-select-item-option')];
const offeredKeys = () => shownOptions().map((o) => o.textContent);
const option = (key: string) => shownOptions().find((o) => o.textContent?.startsWith(key))!;

it('shows and saves a box to 0.01 pt, however it was stored', async () => {
  const seen = editorApi();
  await openEditor();
  fireEvent.click(screen.getByText('乙方姓名'));
  const y = (await screen.findByRole('spinbutton', { name: 'Y (pt)' })) as HTMLInputElement;
  expect(y.value).toBe('472.49');
  expect((screen.getByRole('spinbutton', { name: 'X (pt)' }) as HTMLInputElement).value).toBe('72');
  // A value typed with finer digits is kept to hundredths too.
  fireEvent.change(screen.getByRole('spinbutton', { name: 'Width (pt)' }), { target: { value: '180.126' } });
  fireEvent.click(screen.getByRole('button', { name: /Save/ }));
  await waitFor(() => expect(seen.saves).toHaveLength(1));
  expect(seen.saves[0][0]).toMatchObject({ key: 'employee_name', x: 72, y: 472.49, width: 180.13, height: 20 });
});

it('offers field help’s keys for a new field, not a made-up field_1, and titles the field from the help picked', async () => {
  const seen = editorApi();
  await openEditor();
  const key = await addTextField();
  expect(key).toHaveValue('');
  expect(screen.queryByDisplayValue(/^field_\d+$/)).toBeNull();
  expect(screen.getByText('(no key)')).toBeInTheDocument();

  fireEvent.mouseDown(key);
  fireEvent.focus(key);
  // Shared keys and the template company's, with their titles; employee_name is the other field's already.
  await waitFor(() => expect(offeredKeys()).toEqual(['monthly_salary月工资', 'work_location工作地点']));
  expect(seen.helpQueries).toEqual(
    expect.arrayContaining([expect.objectContaining({ shared: 'true' }), expect.objectContaining({ companyId: '29' })]),
  );

  fireEvent.click(option('work_location'));
  await waitFor(() => expect(screen.getByRole('textbox', { name: 'Label' })).toHaveValue('工作地点'));
  expect(key).toHaveValue('work_location');
  // The help of the key shows beside the field.
  expect(await screen.findByText('工作地点的填写说明')).toBeInTheDocument();

  fireEvent.click(screen.getByRole('button', { name: /Save/ }));
  await waitFor(() => expect(seen.saves).toHaveLength(1));
  expect(seen.saves[0].map((f) => [f.key, f.label])).toEqual([
    ['employee_name', '乙方姓名'],
    ['work_location', '工作地点'],
  ]);
  expect(seen.saves[0][1]).not.toHaveProperty('untitled');
});

it('keeps a label the user typed when a key is picked, and offers keys matching what is typed', async () => {
  const seen = editorApi();
  await openEditor();
  const key = await addTextField();
  fireEvent.change(screen.getByRole('textbox', { name: 'Label' }), { target: { value: '月薪' } });
  fireEvent.mouseDown(key);
  fireEvent.change(key, { target: { value: 'sal' } });
  await waitFor(() => expect(seen.helpQueries.some((q) => q.keyword === 'sal')).toBe(true));
  await waitFor(() => expect(offeredKeys()).toEqual(['monthly_salary月工资']));
  fireEvent.click(option('monthly_salary'));
  await waitFor(() => expect(key).toHaveValue('monthly_salary'));
  expect(screen.getByRole('textbox', { name: 'Label' })).toHaveValue('月薪');
});

it('does not save a field without a key: says which, and shows it', async () => {
  const seen = editorApi();
  await openEditor();
  await addTextField();
  fireEvent.click(screen.getByRole('button', { name: /Save/ }));
  expect(await screen.findByText('Give every field a key before saving: Field 2')).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: 'Key' })).toHaveValue('');
  expect(seen.saves).toEqual([]);
});
