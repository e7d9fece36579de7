/**
 * Batch signing and scheduled sends through the DOM: /batchSign lists the tasks waiting for the
 * company seal, starts a batch of the chosen tasks or of every matching one, follows its
 * progress (server-sent events, or polling when there are none) to its per-task results;
 * /advanceSend lists scheduled sends, changes a send time and cancels a schedule.
 */
import { TestBrowser } from '@@/testBrowser';
import { history, setLocale } from '@umijs/max';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { UserType, type CurrentUser } from '@common/api/accounts';
import type { Batch, BatchCreateBody, BatchDetail, BatchProgress } from '@common/api/batches';
import type { SealReadiness } from '@common/api/seals';
import type { SignTask, SignTaskCounts } from '@common/api/signing';
import { RATE_MIN_SECONDS, RATE_MIN_TASKS } from '../../src/pages/BatchSign/rate';
import { sessionApi } from './demo';
import { server } from './msw';

/** An operator of signing company 29: batchSign and preSign. */
const operator: CurrentUser = {
  id: 5,
  username: 'operator',
  name: '操作员',
  avatar: '',
  type: UserType.OPERATOR,
  relation_id: 29,
  department: null,
};

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  setLocale('en-US', false);
});

const ok = (data: unknown, status = 200) => HttpResponse.json({ status: 0, msg: 'ok', data }, { status });
const page = <T,>(list: T[]) => ok({ list, total: list.length, current: 1, pageSize: 10 });

const task = (over: Partial<SignTask>): SignTask => ({
  id: 1,
  companyId: 29,
  companyName: '上海华联物流有限公司',
  departmentId: 3,
  departmentName: '人事部',
  employeeId: 101,
  employeeName: '张三',
  templateId: 1,
  templateName: '劳动合同',
  accessoryIds: [],
  status: 'pending_company',
  values: {},
  initiatorId: 5,
  initiatorName: '操作员',
  sendAt: null,
  sentAt: '2025-06-01T03:00:00Z',
  deadline: '2099-01-31T15:59:59Z',
  signedAt: '2025-06-02T03:00:00Z',
  completedAt: null,
  batchId: null,
  rejectReason: null,
  revokeReason: null,
  createdAt: '2025-06-01T02:00:00Z',
  ...over,
});

const batch = (over: Partial<Batch>): Batch => ({
  id: 5,
  companyId: 29,
  companyName: '上海华联物流有限公司',
  initiatorId: 5,
  initiatorName: '操作员',
  status: 'running',
  total: 2,
  done: 0,
  failed: 0,
  createdAt: '2025-06-03T02:00:00Z',
  finishedAt: null,
  ...over,
});

const counts = (over: Partial<SignTaskCounts>): SignTaskCounts => ({
  draft: 0,
  scheduled: 0,
  pending_employee: 0,
  pending_company: 0,
  completed: 0,
  rejected: 0,
  revoked: 0,
  expired: 0,
  ...over,
});

const NO_SEAL = 'The company has no seal yet: upload one on the company page';

const finished: BatchDetail = {
  ...batch({ status: 'done', done: 1, failed: 1, finishedAt: '2025-06-03T02:00:05Z' }),
  items: [
    { taskId: 3, employeeName: '王五', templateName: '劳动合同', status: 'done', error: null },
    { taskId: 4, employeeName: '赵六', templateName: '劳动合同', status: 'failed', error: NO_SEAL },
  ],
};

/** The operator's company seal, granted to them, used without approval. */
const companySeal: SealReadiness = { sealId: 3, kind: 'company', name: '公章', approvalRequired: false, granted: true };

interface BatchApiOptions {
  /** The company's active seals as the operator may use them. */
  seals?: SealReadiness[];
  /** What starting a batch answers. */
  created?: Batch;
  /** The past batches listed. */
  history?: Batch[];
}

/**
 * The API /batchSign reads, recording what was asked; `reads` answers GET /api/batches/5 in turn.
 */
function batchApi(
  reads: BatchDetail[] = [],
  {
    seals = [companySeal],
    created = batch({}),
    history = [batch({ id: 2, status: 'done', total: 3, done: 3, finishedAt: '2025-05-01T02:00:00Z' })],
  }: BatchApiOptions = {},
) {
  const seen = { lists: [] as URLSearchParams[], counts: [] as URLSearchParams[], posts: [] as BatchCreateBody[], reads: 0 };
  server.use(
    ...sessionApi(operator).handlers,
    http.get('/api/sign-tasks/counts', ({ request }) => {
      seen.counts.push(new URL(request.url).searchParams);
      return ok(counts({ pending_company: 2, completed: 7 }));
    }),
    http.get('/api/sign-tasks', ({ request }) => {
      seen.lists.push(new URL(request.url).searchParams);
      return page([task({ id: 3, employeeName: '王五' }), task({ id: 4, employeeName: '赵六', employeeId: 102 })]);
    }),
    http.get('/api/companies/:id/departments', () => page([{ id: 3, companyId: 29, name: '人事部', employeeCount: 2 }])),
    http.get('/api/contracts', () => page([])),
    http.get('/api/companies/29/signing-readiness', () =>
      ok({ companyId: 29, companyName: '上海华联物流有限公司', hasSeal: seals.length > 0, seals }),
    ),
    http.get('/api/batches', () => page(history)),
    http.post('/api/batches', async ({ request }) => {
      seen.posts.push((await request.json()) as BatchCreateBody);
      return ok(created, 202);
    }),
    http.get('/api/batches/:id', () => {
      const answer = reads[Math.min(seen.reads, reads.length - 1)];
      seen.reads += 1;
      return ok(answer);
    }),
  );
  return seen;
}

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

/** The text of the progress card's speed figure. */
const speedOf = (card: HTMLElement) => (within(card).getByText('Speed').closest('.ant-statistic') as HTMLElement).textContent;

/** A stand-in for the browser's EventSource that the test drives; each one the page opens is listed. */
function fakeEventSources() {
  const sources: FakeEventSource[] = [];
  class FakeEventSource {
    listeners: ((e: MessageEvent) => void)[] = [];
    onerror: (() => void) | null = null;
    closed = false;
    constructor(readonly url: string) {
      sources.push(this);
    }
    addEventListener(type: string, listener: (e: MessageEvent) => void) {
      if (type === 'progress') this.listeners.push(listener);
    }
    close() {
      this.closed = true;
    }
    emit(progress: BatchProgress) {
      this.listeners.forEach((l) => l(new MessageEvent('progress', { data: JSON.stringify(progress) })));
    }
  }
  (window as { EventSource?: unknown }).EventSource = FakeEventSource;
  return sources;
}

describe('/batchSign', () => {
  afterEach(() => {
    delete (window as { EventSource?: unknown }).EventSource;
  });

  it('seals the chosen tasks and, without server-sent events, polls the batch to its results', async () => {
    expect(window.EventSource).toBeUndefined(); // jsdom has none: the page polls
    const seen = batchApi([{ ...batch({ done: 1 }), items: [] }, finished]);
    render(<TestBrowser location={{ pathname: '/batchSign' }} />);
    await screen.findByText('王五');
    expect(seen.lists[0].get('status')).toBe('pending_company');
    expect(within(rowOf('王五')).getByText('人事部')).toBeInTheDocument();
    // Past batches are listed below, newest first.
    expect(await screen.findByText('Past batches')).toBeInTheDocument();

    const seal = screen.getByRole('button', { name: /Seal selected/ });
    expect(seal).toBeDisabled();
    fireEvent.click(within(rowOf('王五')).getByRole('checkbox'));
    fireEvent.click(within(rowOf('赵六')).getByRole('checkbox'));
    await waitFor(() => expect(screen.getByRole('button', { name: /Seal selected \(2\)/ })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: /Seal selected \(2\)/ }));
    expect(await screen.findByText('Apply the company seal to the 2 selected contract(s)?')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(seen.posts).toEqual([{ taskIds: [3, 4] }]));

    // The progress card: half way on the first read, done (sealed and failed of the total) on the next.
    const card = (await screen.findByText('Batch #5')).closest('.ant-card') as HTMLElement;
    expect(await within(card).findByText('50%')).toBeInTheDocument();
    expect(within(card).getByText('Live updates were interrupted; refreshing every 2 seconds.')).toBeInTheDocument();
    expect(await within(card).findByText('100%')).toBeInTheDocument();
    expect(within(card).getByText('Batch finished: 1 sealed, 1 failed.')).toBeInTheDocument();

    // Each task's result, with the reason of the failure; one read per poll, none after done.
    const failure = within(card).getByText(NO_SEAL).closest('tr') as HTMLElement;
    expect(within(failure).getByText('赵六')).toBeInTheDocument();
    expect(within(failure).getByText('Failed')).toBeInTheDocument();
    const success = within(card).getByText('王五').closest('tr') as HTMLElement;
    expect(within(success).getByText('Sealed')).toBeInTheDocument();
    expect(seen.reads).toBe(2);
    expect(within(card).getByRole('button', { name: /Retry the failed ones \(1\)/ })).toBeInTheDocument();
  });

  it('follows the live events, then retries the failed ones as a new batch', async () => {
    const sources = fakeEventSources();
    const seen = batchApi([finished]);
    const retried: string[] = [];
    server.use(
      http.post('/api/batches/:id/retry', ({ params }) => {
        retried.push(String(params.id));
        return ok(batch({ id: 6, total: 1 }), 202);
      }),
    );
    render(<TestBrowser location={{ pathname: '/batchSign' }} />);
    fireEvent.click(within(await screen.findByText('王五').then((e) => e.closest('tr') as HTMLElement)).getByRole('checkbox'));
    fireEvent.click(await screen.findByRole('button', { name: /Seal selected \(1\)/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'OK' }));
    await waitFor(() => expect(sources).toHaveLength(1));
    expect(sources[0].url).toBe('/api/batches/5/events');

    sources[0].emit({ id: 5, status: 'running', total: 2, done: 1, failed: 0, rate: 3.5 });
    const card = (await screen.findByText('Batch #5')).closest('.ant-card') as HTMLElement;
    expect(await within(card).findByText('50%')).toBeInTheDocument();
    // Two tasks say nothing of the speed (mostly the batch's start): no rate is shown.
    expect(speedOf(card)).toBe('Speed—');
    expect(seen.reads).toBe(0);

    sources[0].emit({ id: 5, status: 'done', total: 2, done: 1, failed: 1, rate: 2 });
    expect(await within(card).findByText('100%')).toBeInTheDocument();
    expect(speedOf(card)).toBe('Speed—');
    expect(sources[0].closed).toBe(true);
    expect(await within(card).findByText(NO_SEAL)).toBeInTheDocument();

    fireEvent.click(within(card).getByRole('button', { name: /Retry the failed ones \(1\)/ }));
    await waitFor(() => expect(retried).toEqual(['5']));
    expect(await screen.findByText('Batch #6')).toBeInTheDocument();
    await waitFor(() => expect(sources).toHaveLength(2));
    expect(sources[1].url).toBe('/api/batches/6/events');
  });

  it('shows the speed only once enough tasks are done and a few seconds have passed', async () => {
    const sources = fakeEventSources();
    const start = Date.now();
    let elapsed = 0;
    const now = jest.spyOn(Date, 'now').mockImplementation(() => start + elapsed);
    try {
      batchApi([finished]);
      render(<TestBrowser location={{ pathname: '/batchSign' }} />);
      fireEvent.click(within(await screen.findByText('王五').then((e) => e.closest('tr') as HTMLElement)).getByRole('checkbox'));
      fireEvent.click(await screen.findByRole('button', { name: /Seal selected \(1\)/ }));
      fireEvent.click(await screen.findByRole('button', { name: 'OK' }));
      await waitFor(() => expect(sources).toHaveLength(1));
      const card = (await screen.findByText('Batch #5')).closest('.ant-card') as HTMLElement;

      // Many done, but within the first seconds: the start still weighs on the speed.
      elapsed = (RATE_MIN_SECONDS - 1) * 1000;
      sources[0].emit({ id: 5, status: 'running', total: 200, done: 40, failed: 0, rate: 9.5 });
      expect(await within(card).findByText('20%')).toBeInTheDocument();
      expect(speedOf(card)).toBe('Speed—');
      // Seconds later but too few done (a stalled start): still none.
      elapsed = RATE_MIN_SECONDS * 1000;
      sources[0].emit({ id: 5, status: 'running', total: 200, done: RATE_MIN_TASKS - 2, failed: 1, rate: 0.4 });
      expect(await within(card).findByText('4%')).toBeInTheDocument();
      expect(speedOf(card)).toBe('Speed—');
      // Both: the speed shows.
      sources[0].emit({ id: 5, status: 'running', total: 200, done: 60, failed: 2, rate: 12.5 });
      expect(await within(card).findByText('31%')).toBeInTheDocument();
      expect(speedOf(card)).toBe('Speed12.5docs/s');
    } finally {
      now.mockRestore();
    }
  });

  it('opens the results of the batch a notice links to', async () => {
    batchApi([finished]);
    render(<TestBrowser location={{ pathname: '/batchSign', search: '?batch=5' }} />);
    const drawer = (await screen.findByText(NO_SEAL)).closest('.ant-drawer-content') as HTMLElement;
    expect(within(drawer).getByText('赵六')).toBeInTheDocument();
    expect(within(drawer).getAllByText('Sealed').length).toBeGreaterThan(0);
    // The list writes its own state to the URL; the link's batch stays (a refresh opens it again).
    fireEvent.click(screen.getAllByRole('columnheader', { name: 'Created' })[0]);
    await waitFor(() => expect(new URLSearchParams(history.location.search).get('sorter')).toBe('createdAt'));
    expect(new URLSearchParams(history.location.search).get('batch')).toBe('5');
  });

  it('shows the seals the operator may stamp with, and whether their use needs approval', async () => {
    batchApi([], {
      seals: [
        companySeal,
        { sealId: 4, kind: 'contract', name: '合同专用章（2025）', approvalRequired: true, granted: true },
        { sealId: 5, kind: '财务专用章', name: '财务专用章', approvalRequired: false, granted: false },
      ],
    });
    render(<TestBrowser location={{ pathname: '/batchSign' }} />);
    const seals = await screen.findAllByTestId('batch-seal');
    // Only the granted ones, each by kind and name; the one needing approval says so.
    expect(seals.map((s) => s.textContent)).toEqual(['Official seal公章', 'Contract seal合同专用章（2025）Approval needed']);
    const panel = seals[0].closest('.ant-alert') as HTMLElement;
    expect(panel).toHaveTextContent(/Seals you may stamp:/);
    expect(panel).toHaveTextContent(/a batch starts sealing only once the seal's approvers approve/);
  });

  it('warns when the operator holds no grant of any seal, and when the company has none', async () => {
    batchApi([], { seals: [{ ...companySeal, granted: false }] });
    const { unmount } = render(<TestBrowser location={{ pathname: '/batchSign' }} />);
    const warning = (await screen.findByText('You hold no grant of any seal, so you cannot seal')).closest('.ant-alert') as HTMLElement;
    expect(warning).toHaveClass('ant-alert-warning');
    expect(warning).toHaveTextContent(/Ask a company user to grant you a seal on the Seals tab/);
    expect(screen.queryByTestId('batch-seal')).toBeNull();
    unmount();

    batchApi([], { seals: [] });
    render(<TestBrowser location={{ pathname: '/batchSign' }} />);
    expect(await screen.findByText('上海华联物流有限公司 has no active seal yet, so nothing can be sealed')).toBeInTheDocument();
  });

  it('names the approval states of past batches', async () => {
    batchApi([], {
      history: [
        batch({ id: 701, status: 'awaiting_approval' }),
        batch({ id: 601, status: 'refused', finishedAt: '2025-06-02T02:00:00Z' }),
        batch({ id: 201, status: 'done', total: 3, done: 3, finishedAt: '2025-05-01T02:00:00Z' }),
      ],
    });
    render(<TestBrowser location={{ pathname: '/batchSign' }} />);
    const status = (id: string) =>
      within(screen.getByText(id, { selector: 'td' }).closest('tr') as HTMLElement).getByText(/./, { selector: '.ant-tag' });
    await screen.findByText('701', { selector: 'td' });
    expect(status('701')).toHaveTextContent('Awaiting seal approval');
    expect(status('601')).toHaveTextContent('Seal use refused');
    expect(status('601')).toHaveClass('ant-tag-error');
    expect(status('201')).toHaveTextContent('Finished');
  });

  it('says a batch whose seal needs approval waits for its approvers, instead of following it', async () => {
    const seen = batchApi([], { created: batch({ id: 8, status: 'awaiting_approval', total: 1 }) });
    render(<TestBrowser location={{ pathname: '/batchSign' }} />);
    fireEvent.click(within(await screen.findByText('王五').then((e) => e.closest('tr') as HTMLElement)).getByRole('checkbox'));
    fireEvent.click(await screen.findByRole('button', { name: /Seal selected \(1\)/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'OK' }));
    await waitFor(() => expect(seen.posts).toEqual([{ taskIds: [3] }]));
    expect(await screen.findByText("Batch #8 submitted: sealing starts once the seal's approvers approve")).toBeInTheDocument();
    expect(screen.queryByText(/Batch signing started/)).toBeNull();
    // No progress card follows it (nothing runs until it is approved), and it is not read.
    expect(screen.queryByText('Batch #8')).toBeNull();
    expect(seen.reads).toBe(0);
  });

  it('seals every task matching the filters after showing how many there are', async () => {
    const seen = batchApi([finished]);
    render(<TestBrowser location={{ pathname: '/batchSign' }} />);
    await screen.findByText('王五');
    fireEvent.change(screen.getByLabelText('Employee'), { target: { value: '王' } });
    fireEvent.click(screen.getByRole('button', { name: /Query/ }));
    await waitFor(() => expect(seen.lists.at(-1)?.get('employeeName')).toBe('王'));

    fireEvent.click(screen.getByRole('button', { name: /Seal all matching/ }));
    const dialog = await screen.findByRole('dialog');
    expect(
      await within(dialog).findByText('2 contract(s) awaiting the company seal match the current filters. Seal them all?'),
    ).toBeInTheDocument();
    expect(seen.counts.at(-1)?.get('employeeName')).toBe('王');
    expect(seen.posts).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Start sealing' }));
    await waitFor(() => expect(seen.posts).toEqual([{ filter: { employeeName: '王' } }]));
    expect(await screen.findByText('Batch #5')).toBeInTheDocument();
  });
});

describe('/advanceSend', () => {
  const scheduled = [
    task({ id: 8, employeeName: '孙七', status: 'scheduled', sendAt: '2099-01-10T01:00:00Z', sentAt: null, signedAt: null }),
    task({ id: 9, employeeName: '周八', status: 'scheduled', sendAt: '2099-01-11T01:00:00Z', sentAt: null, signedAt: null }),
  ];

  function advanceApi() {
    const seen = {
      lists: [] as URLSearchParams[],
      counts: [] as URLSearchParams[],
      scheduled: [] as { id: string; body: unknown }[],
      cancelled: [] as string[],
    };
    server.use(
      ...sessionApi(operator).handlers,
      http.get('/api/sign-tasks/counts', ({ request }) => {
        const query = new URL(request.url).searchParams;
        seen.counts.push(query);
        return ok(counts({ scheduled: query.get('sendFrom') ? 1 : 12, draft: 3 }));
      }),
      http.get('/api/sign-tasks', ({ request }) => {
        seen.lists.push(new URL(request.url).searchParams);
        return page(scheduled);
      }),
      http.get('/api/companies/:id/departments', () => page([{ id: 3, companyId: 29, name: '人事部', employeeCount: 2 }])),
      http.get('/api/contracts', () => page([])),
      http.post('/api/sign-tasks/:id/schedule', async ({ params, request }) => {
        seen.scheduled.push({ id: String(params.id), body: await request.json() });
        return ok(task({ id: Number(params.id), status: 'scheduled' }));
      }),
      http.post('/api/sign-tasks/:id/cancel-schedule', ({ params }) => {
        seen.cancelled.push(String(params.id));
        return ok(task({ id: Number(params.id), status: 'draft' }));
      }),
    );
    return seen;
  }

  it('lists the scheduled sends by send time, with how many go out today, sorted only by what the server sorts', async () => {
    const seen = advanceApi();
    render(<TestBrowser location={{ pathname: '/advanceSend' }} />);
    await screen.findByText('孙七');
    expect(seen.lists[0].get('status')).toBe('scheduled');
    expect(seen.lists[0].get('sorter')).toBe('sendAt');
    expect(within(rowOf('孙七')).getByText('操作员')).toBeInTheDocument();
    // Going out today (today's local day as instants) and in all, under the same filters.
    const stat = (title: string) => screen.getByText(title).closest('.ant-statistic') as HTMLElement;
    await waitFor(() => expect(within(stat('All scheduled')).getByText('12')).toBeInTheDocument());
    expect(within(stat('Sending today')).getByText('1')).toBeInTheDocument();
    const ofToday = seen.counts.find((q) => q.get('sendFrom'))!;
    expect(new Date(ofToday.get('sendBefore')!).getTime() - new Date(ofToday.get('sendFrom')!).getTime()).toBe(24 * 3600_000);
    // Today is a China day: it starts at 00:00 UTC+8 (16:00 UTC the day before), whatever the device's zone.
    expect(new Date(ofToday.get('sendFrom')!).getUTCHours()).toBe(16);
    // The initiator is shown but offers no sorter (the server has none for it).
    const header = screen.getByText('Initiated by', { selector: 'th *' }).closest('th') as HTMLElement;
    expect(header).not.toHaveClass('ant-table-column-has-sorters');
  });

  it('changes the send time of a task to a future time', async () => {
    const seen = advanceApi();
    render(<TestBrowser location={{ pathname: '/advanceSend' }} />);
    fireEvent.click(within((await screen.findByText('孙七')).closest('tr') as HTMLElement).getByText('Change time'));
    const dialog = await screen.findByRole('dialog');
    const input = within(dialog).getByLabelText('Send time');
    fireEvent.mouseDown(input);
    fireEvent.change(input, { target: { value: '2099-01-20 09:30' } });
    fireEvent.click(await screen.findByRole('button', { name: 'OK' }));
    await waitFor(() => expect(input).toHaveValue('2099-01-20 09:30'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(seen.scheduled).toHaveLength(1));
    expect(seen.scheduled[0].id).toBe('8');
    const { sendAt } = seen.scheduled[0].body as { sendAt: string };
    // The picked 09:30 is China time.
    expect(sendAt).toBe(new Date('2099-01-20T09:30:00+08:00').toISOString());
    expect(await screen.findByText('Send time changed')).toBeInTheDocument();
  });

  it('cancels a schedule after asking, sending the task back to draft', async () => {
    const seen = advanceApi();
    render(<TestBrowser location={{ pathname: '/advanceSend' }} />);
    fireEvent.click(within((await screen.findByText('周八')).closest('tr') as HTMLElement).getByText('Unschedule'));
    expect(await screen.findByText('Cancel the scheduled send? The task goes back to draft.')).toBeInTheDocument();
    expect(seen.cancelled).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(seen.cancelled).toEqual(['9']));
    expect(await screen.findByText('Schedule cancelled; the task is a draft again')).toBeInTheDocument();
    await waitFor(() => expect(seen.lists.length).toBeGreaterThan(1));
  });
});
