/**
 * A task's records through the DOM (day-one issue, points 1 and 14): the task page and the
 * records' drawer show each PDF from its plain URL (nothing recorded) and save it only through
 * `?download=1` links; the evidence report downloads like the other files (no new tab); the
 * timeline names a document instead of numbering it.
 */
import { TestBrowser } from '@@/testBrowser';
import { setLocale } from '@umijs/max';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { SignDocument, SignEvent, SignTask, SignTaskDetail } from '@common/api/signing';
import { sessionApi, users } from './demo';
import { taskSeal } from './fixtures';
import { server } from './msw';

// pdf.js does not run in jsdom: the page only has to hand it the right URL (see sign.test.tsx).
const PdfStub = ({ source }: { source: string | ArrayBuffer }) => (
  <div data-testid="pdf">{typeof source === 'string' ? source : 'bytes'}</div>
);
jest.setMock('@/components/PdfPages', { __esModule: true, default: PdfStub });

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  setLocale('en-US', false);
});

const ok = (data: unknown) => HttpResponse.json({ status: 0, msg: 'ok', data });

const signDocument = (id: number, name: string, kind: SignDocument['kind']): SignDocument => {
  const version = { stage: 'completed' as const, sha256: String(id % 10).repeat(64), size: 4096, createdAt: '2025-06-03T03:00:00Z' };
  return { id, templateId: id, name, kind, pageCount: 2, current: version, versions: [version] };
};

const event = (sequence: number, action: SignEvent['action'], detail: SignEvent['detail'] = {}): SignEvent => ({
  sequence,
  action,
  actorType: 'account',
  actorName: '公司用户',
  at: '2025-06-03T04:00:00Z',
  ip: '10.0.0.8',
  userAgent: null,
  documentSha256: [],
  detail,
});

const task: SignTask = {
  id: 7,
  companyId: 29,
  companyName: '上海华联物流有限公司',
  departmentId: 3,
  departmentName: '人事部',
  employeeId: 101,
  employeeName: '张三',
  templateId: 70,
  templateName: '劳动合同',
  accessoryIds: [71],
  status: 'completed',
  values: {},
  initiatorId: 2,
  initiatorName: '公司用户',
  sendAt: null,
  sentAt: '2025-06-01T03:00:00Z',
  deadline: null,
  signedAt: '2025-06-02T03:00:00Z',
  completedAt: '2025-06-03T03:00:00Z',
  batchId: null,
  rejectReason: null,
  revokeReason: null,
  createdAt: '2025-06-01T02:00:00Z',
};

const detail: SignTaskDetail = {
  ...task,
  seal: taskSeal({}, '2025-06-03T03:00:00Z'),
  documents: [signDocument(70, '劳动合同', 'principal'), signDocument(71, '保密协议', 'accessory')],
  events: [event(1, 'company_signed'), event(2, 'downloaded', { documentId: 71 }), event(3, 'downloaded', { documentId: 99 })],
  messages: [],
};

const hrefOf = (link: HTMLElement) => link.getAttribute('href');

it('on the task page: shows each PDF from its plain URL, saves it through ?download=1, downloads the evidence report', async () => {
  server.use(
    ...sessionApi(users.user).handlers,
    http.get('/api/sign-tasks/:id', () => ok(detail)),
  );
  render(<TestBrowser location={{ pathname: '/sign/7' }} />);

  // The timeline names the document a download took; one it does not know keeps its number.
  const events = await screen.findAllByTestId('sign-event');
  expect(within(events[1]).getByText('Document: 保密协议')).toBeInTheDocument();
  expect(within(events[2]).getByText('Document: #99')).toBeInTheDocument();

  // The first tab draws the principal contract from the URL that records nothing.
  expect((await screen.findByTestId('pdf')).textContent).toBe('/api/sign-tasks/7/documents/70');
  const current = screen.getByRole('link', { name: /Download current version/ });
  expect(hrefOf(current)).toBe('/api/sign-tasks/7/documents/70?download=1');
  expect(current).toHaveAttribute('download');

  // Another tab: drawn from its plain URL as well.
  fireEvent.click(screen.getByRole('tab', { name: /保密协议/ }));
  const pdfs = await screen.findAllByTestId('pdf');
  expect(pdfs.map((p) => p.textContent)).toEqual(['/api/sign-tasks/7/documents/70', '/api/sign-tasks/7/documents/71']);

  // The evidence report and the .zip download in place, as the PDFs do: no new tab.
  const evidence = screen.getByRole('link', { name: /Evidence report/ });
  expect(hrefOf(evidence)).toBe('/api/sign-tasks/7/evidence');
  expect(evidence).toHaveAttribute('download');
  expect(evidence).not.toHaveAttribute('target');
  expect(screen.getByRole('link', { name: /Archive \(\.zip\)/ })).toHaveAttribute('download');

  // The "Download contracts" menu saves each document through ?download=1.
  fireEvent.mouseEnter(screen.getByRole('button', { name: /Download contracts/ }));
  const menu = (await screen.findByRole('link', { name: '保密协议' }, { timeout: 30000 })).closest('.ant-dropdown-menu') as HTMLElement;
  expect(within(menu).getAllByRole('link').map(hrefOf)).toEqual([
    '/api/sign-tasks/7/documents/70?download=1',
    '/api/sign-tasks/7/documents/71?download=1',
  ]);
});

it("in the records' drawer: saves each PDF through ?download=1, downloads the evidence report, names documents", async () => {
  server.use(
    ...sessionApi(users.user).handlers,
    http.get('/api/sign-tasks', () => ok({ list: [task], total: 1, current: 1, pageSize: 10 })),
    http.get('/api/contracts', () => ok({ list: [], total: 0, current: 1, pageSize: 100 })),
    http.get('/api/sign-tasks/:id', () => ok(detail)),
  );
  render(<TestBrowser location={{ pathname: '/signApply/record' }} />);
  // The row's download menu: the evidence report and the .zip download in place.
  fireEvent.mouseEnter(await screen.findByText('Download', { selector: 'a' }));
  // A popup's first drawing is slow in jsdom on a busy machine: more than the usual wait.
  const rowEvidence = await screen.findByRole('link', { name: 'Evidence report' }, { timeout: 30000 });
  expect(hrefOf(rowEvidence)).toBe('/api/sign-tasks/7/evidence');
  expect(rowEvidence).toHaveAttribute('download');
  expect(rowEvidence).not.toHaveAttribute('target');
  expect(screen.getByRole('link', { name: 'Archive (.zip)' })).toHaveAttribute('download');

  fireEvent.click(screen.getByText('Timeline', { selector: 'a' }));
  const drawer = await screen.findByRole('dialog');
  const pdfLinks = await within(drawer).findAllByRole('link', { name: /PDF/ });
  expect(pdfLinks.map(hrefOf)).toEqual(['/api/sign-tasks/7/documents/70?download=1', '/api/sign-tasks/7/documents/71?download=1']);
  const evidence = within(drawer).getByRole('link', { name: /Evidence report/ });
  expect(hrefOf(evidence)).toBe('/api/sign-tasks/7/evidence');
  expect(evidence).toHaveAttribute('download');
  expect(evidence).not.toHaveAttribute('target');
  expect(within(drawer).getByText('Document: 保密协议')).toBeInTheDocument();
});
