/**
 * The outbox (administrators) through the DOM: what carries the messages (a warning when nothing
 * is sent, as in development; the provider and mail otherwise), and the list's query (paging and
 * filters) sent to the server.
 */
import { TestBrowser } from '@@/testBrowser';
import { setLocale } from '@umijs/max';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { MessagingSettings, OutboxMessage } from '@common/api/messages';
import { sessionApi, users } from './demo';
import { server } from './msw';

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  setLocale('en-US', false);
});

const ok = (data: unknown) => HttpResponse.json({ status: 0, msg: 'ok', data });

const message = (over: Partial<OutboxMessage>): OutboxMessage => ({
  id: 1,
  taskId: 7,
  channel: 'sms',
  kind: 'signing_link',
  recipient: '138****5678',
  status: 'held',
  attempts: 0,
  error: null,
  createdAt: '2025-06-01T02:00:00Z',
  sentAt: null,
  deliveredAt: null,
  provider: 'dev',
  providerId: null,
  text: '【电子签】上海华联物流有限公司邀请您签署《劳动合同》：https://esign.example.com/signing/abc',
  ...over,
});

function outboxApi(settings: MessagingSettings) {
  const queries: URLSearchParams[] = [];
  server.use(
    ...sessionApi(users.admin).handlers,
    http.get('/api/messages/settings', () => ok(settings)),
    http.get('/api/messages', ({ request }) => {
      const query = new URL(request.url).searchParams;
      queries.push(query);
      const current = Number(query.get('current') ?? 1);
      const list =
        current === 1
          ? [
              message({ id: 25 }),
              message({ id: 24, status: 'failed', attempts: 3, error: 'isv.MOBILE_NUMBER_ILLEGAL', provider: 'aliyun' }),
            ]
          : [message({ id: 15, kind: 'my_code', taskId: null, text: '您的验证码是 123456' })];
      return ok({ list, total: 25, current, pageSize: 10 });
    }),
  );
  return queries;
}

it('warns that nothing is sent when no SMS provider is set up (sms=dev), and lists the held texts whole', async () => {
  outboxApi({ sms: 'dev', email: false, identity: 'dev' });
  render(<TestBrowser location={{ pathname: '/outbox' }} />);
  const warning = (await screen.findByText('Nothing is being sent')).closest('.ant-alert') as HTMLElement;
  expect(warning).toHaveClass('ant-alert-warning');
  expect(within(warning).getByText(/set SMS_PROVIDER \(see docs\/deploy\.md\)/)).toBeInTheDocument();
  const row = (await screen.findByText('25')).closest('tr') as HTMLElement;
  expect(within(row).getByText('Signing link')).toBeInTheDocument();
  expect(within(row).getByText('Held')).toBeInTheDocument();
  expect(within(row).getByText(/https:\/\/esign\.example\.com\/signing\/abc/)).toBeInTheDocument();
  const failed = screen.getByText('24').closest('tr') as HTMLElement;
  expect(within(failed).getByText('Failed')).toBeInTheDocument();
  expect(within(failed).getByText('isv.MOBILE_NUMBER_ILLEGAL')).toBeInTheDocument();
});

it('names the provider and whether mail is on, with no warning, when texts are sent (sms=tencent)', async () => {
  outboxApi({ sms: 'tencent', email: true, identity: 'tencent' });
  render(<TestBrowser location={{ pathname: '/outbox' }} />);
  expect(await screen.findByText(/Texts are sent through Tencent Cloud SMS\. Mail is on \(SMTP\)\./)).toBeInTheDocument();
  await screen.findByText('25');
  expect(screen.queryByText('Nothing is being sent')).toBeNull();
  expect(document.querySelector('.ant-alert-warning')).toBeNull();
});

it('asks the server for each page and for the filters', async () => {
  const queries = outboxApi({ sms: 'dev', email: false, identity: 'dev' });
  render(<TestBrowser location={{ pathname: '/outbox' }} />);
  await screen.findByText('25');
  expect(queries[0].get('current')).toBe('1');
  expect(queries[0].get('pageSize')).toBe('10');

  fireEvent.click(screen.getByTitle('2'));
  expect(await screen.findByText('您的验证码是 123456')).toBeInTheDocument();
  expect(queries.at(-1)?.get('current')).toBe('2');

  fireEvent.change(screen.getByRole('textbox', { name: 'Recipient' }), { target: { value: '13800005678' } });
  fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Status' }));
  fireEvent.click(await screen.findByText('Failed', { selector: '.ant-select-item-option-content' }));
  fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Channel' }));
  fireEvent.click(await screen.findByText('Text', { selector: '.ant-select-item-option-content' }));
  fireEvent.click(screen.getByRole('button', { name: /Query/ }));
  await waitFor(() => expect(queries.at(-1)?.get('status')).toBe('failed'));
  const last = queries.at(-1)!;
  expect(last.get('recipient')).toBe('13800005678');
  expect(last.get('channel')).toBe('sms');
  // A new search starts from the first page.
  expect(last.get('current')).toBe('1');
});

it('is not open to a company user', async () => {
  const queries = outboxApi({ sms: 'dev', email: false, identity: 'dev' });
  server.use(...sessionApi(users.user).handlers);
  render(<TestBrowser location={{ pathname: '/outbox' }} />);
  expect(await screen.findByText(/Sorry, you are not authorized/)).toBeInTheDocument();
  expect(queries).toEqual([]);
});
