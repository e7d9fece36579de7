/**
 * The company's identity-check setting (`verifyIdentity`): a switch in the company form, sent on
 * create and on edit, and shown in the company's profile.
 */
import { TestBrowser } from '@@/testBrowser';
import { setLocale } from '@umijs/max';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Company } from '@common/api/organisation';
import { makeCreditCode } from '@common/validation/china-ids';
import { sessionApi, users } from './demo';
import { server } from './msw';

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  setLocale('en-US', false);
});

const ok = (data: unknown) => HttpResponse.json({ status: 0, msg: 'ok', data });
const page = <T,>(list: T[]) => ok({ list, total: list.length, current: 1, pageSize: 10 });

const company: Company = {
  id: 29,
  name: '上海华联物流有限公司',
  creditCode: makeCreditCode('91', '310115', '87654321'),
  legalPerson: '王强',
  contactName: '李静',
  contactMobile: '13761429085',
  address: '上海市浦东新区',
  status: 'active',
  hasSeal: false,
  verifyIdentity: true,
  employeeCount: 12,
  createdAt: '2025-01-01T00:00:00Z',
};

function companyApi() {
  const seen = { created: [] as Record<string, unknown>[], updated: [] as Record<string, unknown>[] };
  server.use(
    ...sessionApi(users.admin).handlers,
    http.get('/api/companies', () => page([company])),
    http.get('/api/companies/:id', () => ok(company)),
    http.get('/api/companies/:id/departments', () => page([])),
    http.get('/api/users', () => page([])),
    http.get('/api/audit-events', () => page([])),
    http.post('/api/companies', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      seen.created.push(body);
      return ok({ ...company, ...body, id: 30 });
    }),
    http.put('/api/companies/:id', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      seen.updated.push(body);
      return ok({ ...company, ...body });
    }),
  );
  return seen;
}

const switchIn = (dialog: HTMLElement) => within(dialog).getByRole('switch', { name: "Verify workers' identity before signing" });

it('sends the identity check switched on when creating a company (off until switched)', async () => {
  const seen = companyApi();
  render(<TestBrowser location={{ pathname: '/company' }} />);
  fireEvent.click(await screen.findByRole('button', { name: /New company/ }));
  const dialog = await screen.findByRole('dialog');
  const fill = (label: string, value: string) => fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
  fill('Company name', '上海测试科技有限公司');
  fill('Unified social credit code', makeCreditCode('91', '310115', '12345678'));
  fill('Legal representative', '王建国');
  fill('Contact', '李小红');
  fill('Contact mobile', '13912345678');
  expect(switchIn(dialog)).not.toBeChecked();
  fireEvent.click(switchIn(dialog));
  fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
  await waitFor(() => expect(seen.created).toHaveLength(1));
  expect(seen.created[0].verifyIdentity).toBe(true);
});

it("shows the company's setting in its profile and in the edit form, and sends it switched off", async () => {
  const seen = companyApi();
  render(<TestBrowser location={{ pathname: '/company/29' }} />);
  const label = await screen.findByText("Verify workers' identity before signing");
  expect(label.closest('.ant-descriptions-item')).toHaveTextContent('On');
  fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
  const dialog = await screen.findByRole('dialog');
  expect(switchIn(dialog)).toBeChecked();
  fireEvent.click(switchIn(dialog));
  fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
  await waitFor(() => expect(seen.updated).toHaveLength(1));
  expect(seen.updated[0].verifyIdentity).toBe(false);
});
