/**
 * The company page's API keys and Webhooks tabs through the DOM: keys listed, made (the key shown
 * once) and revoked; endpoints listed, made (the secret shown once), switched on and off, edited
 * and deleted; an endpoint's delivery log, filtered and sent again — each checked by what is sent.
 */
import { TestBrowser } from '@@/testBrowser';
import { setLocale } from '@umijs/max';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ApiKey } from '@common/api/api-keys';
import type { Company, Department } from '@common/api/organisation';
import type { WebhookDelivery, WebhookEndpoint } from '@common/api/webhooks';
import { sessionApi, users } from './demo';
import { server } from './msw';
import { windowOfWidth } from './windowWidth';

let restoreWidth: () => void;
beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  setLocale('en-US', false);
  restoreWidth = windowOfWidth(1440);
});
afterAll(() => restoreWidth());

const ok = (data: unknown, status = 200) => HttpResponse.json({ status: 0, msg: 'ok', data }, { status });
const page = <T,>(list: T[]) => ok({ list, total: list.length, current: 1, pageSize: 10 });
const refusal = (status: number, msg: string) => HttpResponse.json({ status, msg }, { status });

const company: Company = {
  id: 29,
  name: '上海华联物流有限公司',
  creditCode: '91310115MA1K4ABC2X',
  legalPerson: '王强',
  contactName: '李静',
  contactMobile: '13761429085',
  address: '上海市浦东新区',
  status: 'active',
  hasSeal: true,
  verifyIdentity: false,
  employeeCount: 12,
  createdAt: '2025-01-01T00:00:00Z',
};
const departments: Department[] = [
  { id: 3, companyId: 29, name: '人力资源部', employeeCount: 4 },
  { id: 4, companyId: 29, name: '行政部', employeeCount: 2 },
];

const apiKey = (id: number, fields: Partial<ApiKey>): ApiKey => ({
  id,
  name: 'ERP 同步',
  role: 'company',
  companyId: 29,
  departmentId: null,
  accountId: 80 + id,
  prefix: `esk_ab12cd3${id}`,
  status: 'active',
  createdByName: '公司用户',
  createdAt: '2025-03-04T02:00:00Z',
  expiresAt: null,
  lastUsedAt: '2025-03-05T01:02:03Z',
  useCount: 1234,
  revokedAt: null,
  ...fields,
});
const keys: ApiKey[] = [
  apiKey(3, {}),
  apiKey(2, {
    name: '人事系统',
    role: 'department',
    departmentId: 3,
    status: 'expired',
    expiresAt: '2025-03-06T04:00:00Z',
    lastUsedAt: null,
    useCount: 0,
  }),
  apiKey(1, { name: '盖章机器人', role: 'operator', status: 'revoked', revokedAt: '2025-03-05T03:00:00Z' }),
];

const endpoint = (id: number, fields: Partial<WebhookEndpoint>): WebhookEndpoint => ({
  id,
  companyId: 29,
  companyName: company.name,
  url: 'https://erp.example.com/esign',
  events: ['task.sent', 'task.completed'],
  enabled: true,
  secretHint: 'whsec_AbCd…',
  failureStreak: 0,
  disabledReason: null,
  createdBy: '公司用户',
  createdAt: '2025-03-04T02:00:00Z',
  updatedAt: '2025-03-04T02:00:00Z',
  ...fields,
});
const endpoints: WebhookEndpoint[] = [
  endpoint(8, {}),
  endpoint(7, {
    url: 'https://old.example.com/hook',
    events: ['batch.finished'],
    enabled: false,
    failureStreak: 5,
    disabledReason: 'failing',
  }),
];

const delivery = (id: number, fields: Partial<WebhookDelivery>): WebhookDelivery => ({
  id,
  endpointId: 8,
  eventType: 'task.sent',
  eventId: `msg_${id}abc`,
  subjectId: 501,
  status: 'delivered',
  attempts: 1,
  lastStatusCode: 200,
  lastError: null,
  lastAttemptAt: '2025-03-05T02:00:01Z',
  nextAttemptAt: null,
  createdAt: '2025-03-05T02:00:00Z',
  deliveredAt: '2025-03-05T02:00:01Z',
  ...fields,
});
const deliveries: WebhookDelivery[] = [
  delivery(12, {
    eventType: 'task.completed',
    status: 'failed',
    attempts: 8,
    lastStatusCode: 500,
    lastError: 'HTTP 500',
    deliveredAt: null,
  }),
  delivery(11, {}),
];

const SECRET = 'esk_ab12cd34_Q2hlY2sgdGhpcyBrZXkgaXMgc2hvd24gb25jZQ';
const SIGNING_SECRET = 'whsec_c2lnbmluZyBzZWNyZXQgc2hvd24gb25jZQ==';
const BUSY = 'This delivery is being sent: try again once the attempt is over';

type Answer = () => Response;

/** The API both tabs read and write; `answers` replaces an endpoint's answer (a refusal). */
function integrationsApi(answers: { redeliver?: (deliveryId: string) => Response | undefined; patch?: Answer } = {}) {
  const seen = {
    keyQueries: [] as string[],
    keysCreated: [] as unknown[],
    revoked: [] as string[],
    created: [] as unknown[],
    patches: [] as Array<{ id: string; body: unknown }>,
    deleted: [] as string[],
    deliveryQueries: [] as string[],
    deliveryPageSizes: [] as Array<string | null>,
    redelivered: [] as string[],
  };
  server.use(
    ...sessionApi(users.user).handlers,
    http.get('/api/companies/:id', () => ok(company)),
    http.get('/api/companies/:id/departments', () => page(departments)),
    http.get('/api/api-keys', ({ request }) => {
      seen.keyQueries.push(new URL(request.url).search);
      return page(keys);
    }),
    http.post('/api/api-keys', async ({ request }) => {
      seen.keysCreated.push(await request.json());
      return ok({ id: 4, prefix: 'esk_ab12cd34', secret: SECRET }, 201);
    }),
    http.delete('/api/api-keys/:id', ({ params }) => {
      seen.revoked.push(String(params.id));
      return ok({ ...keys[0], status: 'revoked', revokedAt: '2025-03-06T00:00:00Z' });
    }),
    http.get('/api/webhooks', () => page(endpoints)),
    http.post('/api/webhooks', async ({ request }) => {
      seen.created.push(await request.json());
      return ok({ id: 9, secret: SIGNING_SECRET }, 201);
    }),
    http.patch('/api/webhooks/:id', async ({ params, request }) => {
      seen.patches.push({ id: String(params.id), body: await request.json() });
      return answers.patch ? answers.patch() : ok(endpoints[0]);
    }),
    http.delete('/api/webhooks/:id', ({ params }) => {
      seen.deleted.push(String(params.id));
      return ok(endpoints[0]);
    }),
    http.get('/api/webhooks/:id/deliveries', ({ params, request }) => {
      const query = new URL(request.url).searchParams;
      seen.deliveryQueries.push(`${String(params.id)}:${query.get('status') ?? 'all'}`);
      seen.deliveryPageSizes.push(query.get('pageSize'));
      const status = query.get('status');
      return page(status ? deliveries.filter((d) => d.status === status) : deliveries);
    }),
    http.post('/api/webhooks/:id/deliveries/:deliveryId/redeliver', ({ params }) => {
      const id = String(params.deliveryId);
      seen.redelivered.push(`${String(params.id)}/${id}`);
      return answers.redeliver?.(id) ?? ok({ ...deliveries[0], status: 'pending', attempts: 0 }, 202);
    }),
  );
  return seen;
}

async function openTab(name: string) {
  render(<TestBrowser location={{ pathname: '/company/29' }} />);
  fireEvent.click(await screen.findByRole('tab', { name }));
}

const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr') as HTMLElement;

/** The modal of that title (under test every dialog's title has the same generated id). */
const modalTitled = async (title: string) =>
  (await screen.findByText(title, { selector: '.ant-modal-title' })).closest('.ant-modal') as HTMLElement;

/** Opens the select labelled `label` in `scope` and picks `option`. */
async function choose(scope: HTMLElement, label: string, option: string) {
  fireEvent.mouseDown(within(scope).getByLabelText(label));
  const options = await screen.findAllByTitle(option);
  fireEvent.click(options[options.length - 1]);
}

describe('API keys', () => {
  it("lists the company's keys: role and department, how each starts, status, times in China time, use", async () => {
    const seen = integrationsApi();
    await openTab('API keys');

    const erp = await rowOf('ERP 同步');
    expect(seen.keyQueries[0]).toContain('companyId=29');
    expect(new URLSearchParams(seen.keyQueries[0]).get('pageSize')).toBe('10');
    // A short list on a tab: reload, but no density or column choice.
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Density' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Columns' })).toBeNull();
    expect(within(erp).getByText('Company user')).toBeInTheDocument();
    expect(within(erp).getByText('esk_ab12cd33…')).toBeInTheDocument();
    expect(within(erp).getByText('Active')).toBeInTheDocument();
    expect(within(erp).getByText('公司用户')).toBeInTheDocument();
    expect(within(erp).getByText('2025-03-04 10:00:00')).toBeInTheDocument();
    expect(within(erp).getByText('No expiry')).toBeInTheDocument();
    expect(within(erp).getByText('2025-03-05 09:02:03')).toBeInTheDocument();
    expect(within(erp).getByText('1234')).toBeInTheDocument();
    expect(within(erp).getByText('Revoke')).toBeInTheDocument();

    const hr = await rowOf('人事系统');
    expect(within(hr).getByText('Department user · 人力资源部')).toBeInTheDocument();
    expect(within(hr).getByText('Expired')).toBeInTheDocument();
    expect(within(hr).getByText('2025-03-06 12:00:00')).toBeInTheDocument();
    expect(within(hr).getByText('Never')).toBeInTheDocument();

    // An operator key names the account to grant seals to; revoked, nothing is left to do on it.
    const robot = await rowOf('盖章机器人');
    expect(within(robot).getByText('Operator')).toBeInTheDocument();
    expect(within(robot).getByText(/grant a seal to its account \(ID 81\)/)).toBeInTheDocument();
    expect(within(robot).getByText('Revoked')).toBeInTheDocument();
    expect(within(robot).queryByText('Revoke')).toBeNull();
  });

  it('creates a department key with its department and expiry (China time), and shows the key once', async () => {
    const seen = integrationsApi();
    await openTab('API keys');
    fireEvent.click(await screen.findByRole('button', { name: /New key/ }));
    const dialog = await modalTitled('New key');
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: ' 考勤系统 ' } });
    fireEvent.click(within(dialog).getByLabelText('Department user'));
    await choose(dialog, 'Department', '行政部');
    const expiry = within(dialog).getByLabelText('Valid until');
    fireEvent.focus(expiry);
    fireEvent.change(expiry, { target: { value: '2030-01-02 09:30' } });
    fireEvent.keyDown(expiry, { key: 'Enter', code: 'Enter' });
    fireEvent.blur(expiry);
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));

    await waitFor(() =>
      expect(seen.keysCreated).toEqual([
        { name: '考勤系统', role: 'department', companyId: 29, departmentId: 4, expiresAt: '2030-01-02T01:30:00.000Z' },
      ]),
    );
    const shown = await modalTitled('Key created');
    expect(within(shown).getByText(SECRET)).toBeInTheDocument();
    expect(within(shown).getByText(/it will not be shown again/)).toBeInTheDocument();
    expect(
      within(shown).getByText(`curl -H "Authorization: Bearer ${SECRET}" ${window.location.origin}/api/employees`),
    ).toBeInTheDocument();
    expect(within(shown).getAllByRole('button', { name: /copy/i }).length).toBeGreaterThan(0);

    // Closed, the key is gone for good.
    fireEvent.click(within(shown).getByRole('button', { name: 'I have saved it' }));
    await waitFor(() => expect(screen.queryByText(SECRET)).toBeNull());
  });

  it('sends no department for a key of another role, nor an expiry left empty', async () => {
    const seen = integrationsApi();
    await openTab('API keys');
    fireEvent.click(await screen.findByRole('button', { name: /New key/ }));
    const dialog = await modalTitled('New key');
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: '盖章机器人' } });
    // A department chosen, then the role changed: the department is not sent.
    fireEvent.click(within(dialog).getByLabelText('Department user'));
    await choose(dialog, 'Department', '行政部');
    fireEvent.click(within(dialog).getByLabelText('Operator'));
    await waitFor(() => expect(within(dialog).queryByLabelText('Department')).toBeNull());
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));

    await waitFor(() => expect(seen.keysCreated).toEqual([{ name: '盖章机器人', role: 'operator', companyId: 29 }]));
    expect(await modalTitled('Key created')).toBeInTheDocument();
  });

  it('asks for a department before sending a department key', async () => {
    const seen = integrationsApi();
    await openTab('API keys');
    fireEvent.click(await screen.findByRole('button', { name: /New key/ }));
    const dialog = await modalTitled('New key');
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: '人事系统' } });
    fireEvent.click(within(dialog).getByLabelText('Department user'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    const department = (await within(dialog).findByLabelText('Department')).closest('.ant-form-item') as HTMLElement;
    expect(await within(department).findByText('Required')).toBeInTheDocument();
    expect(seen.keysCreated).toEqual([]);
  });

  it('revokes a key once confirmed, and reads the list again', async () => {
    const seen = integrationsApi();
    await openTab('API keys');
    fireEvent.click(within(await rowOf('ERP 同步')).getByText('Revoke'));
    expect(await screen.findByText(/Revoke "ERP 同步"\?/)).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: 'OK' }));
    await waitFor(() => expect(seen.revoked).toEqual(['3']));
    await waitFor(() => expect(seen.keyQueries).toHaveLength(2));
  });
});

describe('webhooks', () => {
  it('lists the endpoints: events by name, on or off, and one switched off after failures says why', async () => {
    integrationsApi();
    await openTab('Webhooks');

    const erp = await rowOf('https://erp.example.com/esign');
    expect(within(erp).getByText('whsec_AbCd…')).toBeInTheDocument();
    expect(within(erp).getByText('Contract sent')).toBeInTheDocument();
    expect(within(erp).getByText('Signing completed')).toBeInTheDocument();
    expect(within(erp).getByRole('switch', { name: 'Enabled' })).toBeChecked();
    expect(within(erp).getByText('0 / 5')).toBeInTheDocument();
    expect(within(erp).getByText('2025-03-04 10:00:00')).toBeInTheDocument();

    const old = await rowOf('https://old.example.com/hook');
    expect(within(old).getByText('Batch signing finished')).toBeInTheDocument();
    expect(within(old).getByRole('switch', { name: 'Enabled' })).not.toBeChecked();
    expect(within(old).getByText('Switched off after failures')).toBeInTheDocument();
    expect(within(old).getByText(/5 deliveries in a row failed for good/)).toBeInTheDocument();
    expect(within(old).getByText('5 / 5')).toBeInTheDocument();
  });

  it('opens the tab from its notice link (?tab=webhooks)', async () => {
    integrationsApi();
    render(<TestBrowser location={{ pathname: '/company/29', search: '?tab=webhooks' }} />);
    expect(await screen.findByText('https://old.example.com/hook')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Webhooks' })).toHaveAttribute('aria-selected', 'true');
  });

  it('creates an endpoint with the events ticked, in their order, and shows its signing secret once', async () => {
    const seen = integrationsApi();
    await openTab('Webhooks');
    fireEvent.click(await screen.findByRole('button', { name: /New webhook/ }));
    const dialog = await modalTitled('New webhook');
    fireEvent.change(within(dialog).getByLabelText('Address'), { target: { value: ' https://hr.example.com/hook ' } });
    fireEvent.click(within(dialog).getByLabelText('Employees imported'));
    fireEvent.click(within(dialog).getByLabelText('Contract sent'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));

    await waitFor(() =>
      expect(seen.created).toEqual([{ url: 'https://hr.example.com/hook', events: ['task.sent', 'employees.imported'], companyId: 29 }]),
    );
    const shown = await modalTitled('Webhook created');
    expect(within(shown).getByText(SIGNING_SECRET)).toBeInTheDocument();
    expect(within(shown).getByText(/it will not be shown again/)).toBeInTheDocument();
    expect(within(shown).getByText(/webhook-id, webhook-timestamp and webhook-signature/)).toBeInTheDocument();
    expect(within(shown).getByRole('button', { name: /copy/i })).toBeInTheDocument();
    fireEvent.click(within(shown).getByRole('button', { name: 'I have saved it' }));
    await waitFor(() => expect(screen.queryByText(SIGNING_SECRET)).toBeNull());
  });

  it('refuses an address that is no http(s) before sending, and asks for events', async () => {
    const seen = integrationsApi();
    await openTab('Webhooks');
    fireEvent.click(await screen.findByRole('button', { name: /New webhook/ }));
    const dialog = await modalTitled('New webhook');
    fireEvent.change(within(dialog).getByLabelText('Address'), { target: { value: 'ftp://hr.example.com' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await within(dialog).findByText('The address must start with http:// or https://')).toBeInTheDocument();
    expect(await within(dialog).findByText('Required')).toBeInTheDocument();
    expect(seen.created).toEqual([]);
  });

  it('switches an endpoint off, and one switched off after failures on again, by PATCH', async () => {
    const seen = integrationsApi();
    await openTab('Webhooks');
    fireEvent.click(within(await rowOf('https://erp.example.com/esign')).getByRole('switch', { name: 'Enabled' }));
    await waitFor(() => expect(seen.patches).toEqual([{ id: '8', body: { enabled: false } }]));
    fireEvent.click(within(await rowOf('https://old.example.com/hook')).getByRole('switch', { name: 'Enabled' }));
    await waitFor(() => expect(seen.patches[1]).toEqual({ id: '7', body: { enabled: true } }));
  });

  it('edits an endpoint, sending only what changed', async () => {
    const seen = integrationsApi();
    await openTab('Webhooks');
    fireEvent.click(within(await rowOf('https://old.example.com/hook')).getByText('Edit'));
    const dialog = await modalTitled('Edit webhook');
    expect(within(dialog).getByLabelText('Address')).toHaveValue('https://old.example.com/hook');
    expect(within(dialog).getByText(/its failure count starts from zero/)).toBeInTheDocument();
    fireEvent.click(within(dialog).getByLabelText('Signing completed'));
    fireEvent.click(within(dialog).getByRole('switch'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(seen.patches).toEqual([{ id: '7', body: { events: ['task.completed', 'batch.finished'], enabled: true } }]));
  });

  it('deletes an endpoint once confirmed', async () => {
    const seen = integrationsApi();
    await openTab('Webhooks');
    fireEvent.click(within(await rowOf('https://old.example.com/hook')).getByText('Delete'));
    expect(await screen.findByText('Delete this webhook? Its delivery log goes with it.')).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: 'OK' }));
    await waitFor(() => expect(seen.deleted).toEqual(['7']));
  });

  describe('delivery log', () => {
    async function openLog() {
      await openTab('Webhooks');
      fireEvent.click(within(await rowOf('https://erp.example.com/esign')).getByText('Delivery log'));
      return screen.findByRole('dialog', { name: 'Delivery log: https://erp.example.com/esign' });
    }

    it("lists the endpoint's deliveries with their attempts and last answer, and filters by status", async () => {
      const seen = integrationsApi();
      const drawer = await openLog();
      const failed = (await within(drawer).findByText('msg_12abc')).closest('tr') as HTMLElement;
      expect(within(failed).getByText('Signing completed')).toBeInTheDocument();
      expect(within(failed).getByText('Failed')).toBeInTheDocument();
      expect(within(failed).getByText('8')).toBeInTheDocument();
      expect(within(failed).getByText('500')).toBeInTheDocument();
      expect(within(failed).getByText('HTTP 500')).toBeInTheDocument();
      expect(within(failed).getByText('2025-03-05 10:00:00')).toBeInTheDocument();

      const delivered = within(drawer).getByText('msg_11abc').closest('tr') as HTMLElement;
      expect(within(delivered).getByText('Contract sent')).toBeInTheDocument();
      expect(within(delivered).getByText('Delivered')).toBeInTheDocument();
      expect(within(delivered).getAllByText('2025-03-05 10:00:01')).toHaveLength(2);
      expect(seen.deliveryQueries).toEqual(['8:all']);
      // The log reads 20 deliveries a page.
      expect(seen.deliveryPageSizes).toEqual(['20']);

      fireEvent.click(within(drawer).getByText('Failed', { selector: '.ant-segmented-item-label' }));
      await waitFor(() => expect(seen.deliveryQueries).toEqual(['8:all', '8:failed']));
      await waitFor(() => expect(within(drawer).queryByText('msg_11abc')).toBeNull());
      expect(within(drawer).getByText('msg_12abc')).toBeInTheDocument();
    });

    it("sends a delivery again, and shows the server's 409 when it cannot", async () => {
      const seen = integrationsApi({ redeliver: (id) => (id === '11' ? refusal(409, BUSY) : undefined) });
      const drawer = await openLog();
      const failed = (await within(drawer).findByText('msg_12abc')).closest('tr') as HTMLElement;
      fireEvent.click(within(failed).getByText('Send again'));
      await waitFor(() => expect(seen.redelivered).toEqual(['8/12']));
      expect(await screen.findByText('Queued to be sent again')).toBeInTheDocument();
      await waitFor(() => expect(seen.deliveryQueries).toHaveLength(2));

      const delivered = within(drawer).getByText('msg_11abc').closest('tr') as HTMLElement;
      fireEvent.click(within(delivered).getByText('Send again'));
      await waitFor(() => expect(seen.redelivered).toEqual(['8/12', '8/11']));
      expect(await screen.findByText(BUSY)).toBeInTheDocument();
    });
  });
});
