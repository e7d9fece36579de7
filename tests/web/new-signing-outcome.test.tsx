/**
 * New signing says what really happened and warns before it goes wrong (day-one points 4 and 5):
 * the end screen reads the tasks the server created (texted now, texted at a China time with the
 * zone named, saved as drafts with no text, refused with reasons), and the drawer warns, without
 * blocking, when the company has no seal (or none of the kind the template asks for), naming who
 * can add one and where.
 */
import { TestBrowser } from '@@/testBrowser';
import { setLocale } from '@umijs/max';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ContractTemplate } from '@common/api/contracts';
import type { Employee } from '@common/api/organisation';
import type { SignTask, SignTaskCreateBody, SignTaskCreateResult } from '@common/api/signing';
import { makeIdNumber } from '@common/validation/china-ids';
import { sessionApi, users } from './demo';
import { server } from './msw';

// Each test renders the whole app in jsdom: minutes on a busy 2-core machine (hence the long limits).
beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  setLocale('en-US', false);
});

const ok = (data: unknown, status = 200) => HttpResponse.json({ status: 0, msg: 'ok', data }, { status });
const page = <T,>(list: T[]) => ok({ list, total: list.length, current: 1, pageSize: 10 });
const COMPANY = '上海华联物流有限公司';
const ID_NUMBER = makeIdNumber('110101', '19900307', '123');

const template = {
  id: 1,
  kind: 'principal',
  companyId: 29,
  companyName: COMPANY,
  name: '劳动合同',
  code: 'LC',
  version: 1,
  status: 'enabled',
  pageCount: 1,
  pages: [{ width: 595, height: 842 }],
  accessoryIds: [],
  inUse: false,
  fileSize: 1000,
  fileSha256: 'a'.repeat(64),
  fieldCount: 0,
  sealKind: 'company',
  crossPageSeal: false,
  createdAt: '2025-01-01T00:00:00Z',
  updatedAt: '2025-01-01T00:00:00Z',
} as ContractTemplate;

const employee = {
  id: 101,
  companyId: 29,
  companyName: COMPANY,
  departmentId: 3,
  departmentName: '人事部',
  name: '张三',
  idNumber: '110101********1234',
  mobile: '13800001111',
  status: 'active',
  prevented: false,
} as Employee;

const task = (over: Partial<SignTask>) =>
  ({ id: 9, companyId: 29, employeeId: 101, employeeName: '张三', sendAt: null, ...over }) as SignTask;

/**
 * The API new signing reads; `answer` is what the server answers the send with. With a seal, the
 * company has one active company seal (`sealKind` on the template: the kind it asks for).
 */
function newSigningApi(hasSeal: boolean, answer: (body: SignTaskCreateBody) => SignTaskCreateResult, sealKind = 'company') {
  const seen = { posts: [] as SignTaskCreateBody[], readiness: 0 };
  server.use(
    ...sessionApi(users.department).handlers,
    http.get('/api/sign-tasks', () => page([])),
    http.get('/api/sign-tasks/counts', () => ok({})),
    http.get('/api/contracts', ({ request }) =>
      page(new URL(request.url).searchParams.get('kind') === 'principal' ? [{ ...template, sealKind }] : []),
    ),
    http.get('/api/contracts/:id/fields', () => ok([])),
    http.get('/api/field-helps', () => page([])),
    http.get('/api/employees', ({ request }) => page(new URL(request.url).searchParams.get('idNumber') === ID_NUMBER ? [employee] : [])),
    http.get('/api/companies/29/signing-readiness', () => {
      seen.readiness += 1;
      const seals = hasSeal ? [{ sealId: 3, kind: 'company', name: '公章', approvalRequired: false, granted: true }] : [];
      return ok({ companyId: 29, companyName: COMPANY, hasSeal, seals });
    }),
    http.post('/api/sign-tasks', async ({ request }) => {
      const body = (await request.json()) as SignTaskCreateBody;
      seen.posts.push(body);
      return ok(answer(body), 201);
    }),
  );
  return seen;
}

/** Opens new signing and fills in a template and one employee; answers the drawer. */
async function openAndFill() {
  render(<TestBrowser location={{ pathname: '/sign' }} />);
  fireEvent.click(await screen.findByRole('button', { name: /New signing/ }));
  const drawer = await screen.findByRole('dialog');
  fireEvent.mouseDown(within(drawer).getByLabelText('Principal contract'));
  fireEvent.click(await screen.findByText('劳动合同 v1', { selector: '.ant-select-item-option-content' }));
  fireEvent.click(within(drawer).getByText('Paste ID numbers'));
  fireEvent.change(within(drawer).getByLabelText('One ID number per line'), { target: { value: ID_NUMBER } });
  fireEvent.click(within(drawer).getByRole('button', { name: 'Add by ID number' }));
  expect(await within(drawer).findByText('1 chosen')).toBeInTheDocument();
  return drawer;
}

it('warns before sending when the company has no seal, says who can upload one and where, and still sends', async () => {
  const seen = newSigningApi(false, () => ({ created: [task({ status: 'pending_employee' })], refused: [] }));
  const drawer = await openAndFill();
  const warning = (await within(drawer).findByText(`${COMPANY} has no seal yet`)).closest('.ant-alert') as HTMLElement;
  expect(warning).toHaveClass('ant-alert-warning');
  expect(warning).toHaveTextContent(/company user of this company or an administrator/);
  expect(warning).toHaveTextContent(/on the Companies page/);
  // A warning, not a block.
  fireEvent.click(within(drawer).getByRole('button', { name: 'Send now' }));
  await waitFor(() => expect(seen.posts).toHaveLength(1));
  expect(await screen.findByText('Signing text messages sent to 1 employee(s).')).toBeInTheDocument();
}, 300000);

it('warns when the company has seals but none of the kind the chosen template is sealed with', async () => {
  const seen = newSigningApi(true, () => ({ created: [task({ status: 'pending_employee' })], refused: [] }), 'contract');
  const drawer = await openAndFill();
  await waitFor(() => expect(seen.readiness).toBeGreaterThan(0));
  const warning = (await within(drawer).findByText(`${COMPANY} has no active Contract seal`)).closest('.ant-alert') as HTMLElement;
  expect(warning).toHaveClass('ant-alert-warning');
  expect(warning).toHaveTextContent(/The chosen template is sealed with the Contract seal/);
  expect(warning).toHaveTextContent(/on the Seals tab of the company page/);
  expect(within(drawer).queryByText(/has no seal yet/)).toBeNull();
}, 300000);

it('drafts, with a company that has a seal: no warning; says they were saved and that no text was sent', async () => {
  const seen = newSigningApi(true, () => ({ created: [task({ id: 9, status: 'draft' })], refused: [] }));
  const drawer = await openAndFill();
  await waitFor(() => expect(seen.readiness).toBeGreaterThan(0));
  expect(within(drawer).queryByText(/has no seal yet/)).toBeNull();
  expect(within(drawer).queryByText(/has no active/)).toBeNull();
  fireEvent.click(within(drawer).getByText('Save as drafts'));
  fireEvent.click(within(drawer).getByRole('button', { name: 'Save as drafts' }));
  await waitFor(() => expect(seen.posts).toHaveLength(1));
  expect(seen.posts[0]).toMatchObject({ send: false, sendAt: null });
  expect(await screen.findByText('1 task(s) saved as drafts: no text message was sent. Send them from the list.')).toBeInTheDocument();
  expect(screen.queryByText(/sent to/)).toBeNull();
}, 300000);

it('a scheduled send: says when the texts go out, in China time with the zone named, and lists the refused', async () => {
  const seen = newSigningApi(true, (body) => ({
    created: [task({ id: 9, status: 'scheduled', sendAt: body.sendAt })],
    refused: [{ employeeId: 102, employeeName: '李四', reason: '李四在防范名单中：伪造学历' }],
  }));
  const drawer = await openAndFill();
  fireEvent.click(within(drawer).getByText('Send later'));
  // Tomorrow 09:30 on China's wall clock, whatever the browser's zone (before the default deadline, in a week).
  const tomorrowInChina = new Date(Date.now() + 8 * 3600_000 + 86_400_000).toISOString().slice(0, 10);
  const typed = `${tomorrowInChina} 09:30`;
  const sendAt = await within(drawer).findByLabelText('Scheduled send time');
  fireEvent.mouseDown(sendAt);
  fireEvent.change(sendAt, { target: { value: typed } });
  fireEvent.click(await screen.findByRole('button', { name: 'OK' }));
  await waitFor(() => expect(sendAt).toHaveValue(typed));
  fireEvent.click(within(drawer).getByRole('button', { name: 'Schedule' }));
  await waitFor(() => expect(seen.posts).toHaveLength(1));
  // The picked time is read as China time (UTC+8, no daylight saving) and said back as such.
  expect(seen.posts[0]).toMatchObject({ send: false, sendAt: new Date(`${tomorrowInChina}T09:30:00+08:00`).toISOString() });
  expect(
    await screen.findByText(
      `1 task(s) will be texted at ${typed} (China time, UTC+8); nothing is sent before then, and you can cancel in the list until then.`,
    ),
  ).toBeInTheDocument();
  expect(screen.queryByText(/sent to/)).toBeNull();
  expect(screen.getByText('1 employee(s) could not be included; see the reasons below.')).toBeInTheDocument();
  expect(within(screen.getByText('李四在防范名单中：伪造学历').closest('tr') as HTMLElement).getByText('李四')).toBeInTheDocument();
}, 300000);
