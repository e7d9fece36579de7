/**
 * `/my`, the workers' own page, through the whole app (Umi's TestBrowser): signing in with the
 * mobile and a texted code (its countdown, a wrong code under its field), the contracts of that
 * mobile with their dates in China time, plain download links for a sealed one and none while the
 * company has not sealed, signing out; an ended worker session brings back the page's own sign-in
 * form, never the back office's login page, and no back-office user is ever asked for.
 */
import { TestBrowser } from '@@/testBrowser';
import { setLocale } from '@umijs/max';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { Location } from 'history';
import { http, HttpResponse } from 'msw';
import { createRef, type MutableRefObject } from 'react';
import type { MyContract } from '@common/api/my';
import { server } from './msw';

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});
// Chinese first (setup.ts clears the stored choice after each test).
beforeEach(() => setLocale('zh-CN', false));

const MOBILE = '13800005678';
const envelope = (data: unknown) => HttpResponse.json({ status: 0, msg: 'ok', data });
const failure = (status: number, msg: string, extra: object = {}, httpStatus = status) =>
  HttpResponse.json({ status, msg, ...extra }, { status: httpStatus });

const completed: MyContract = {
  taskId: 5,
  companyName: '上海华联物流有限公司',
  templateName: '劳动合同',
  status: 'completed',
  signedAt: '2025-06-02T03:00:00Z',
  completedAt: '2025-06-03T16:30:00Z',
  documents: [
    { id: 50, name: '劳动合同', kind: 'principal' },
    { id: 51, name: '保密协议', kind: 'accessory' },
  ],
};
const pending: MyContract = {
  taskId: 9,
  companyName: '杭州云帆科技有限公司',
  templateName: '实习协议',
  status: 'pending_company',
  signedAt: '2025-07-01T01:05:00Z',
  completedAt: null,
  documents: [{ id: 90, name: '实习协议', kind: 'principal' }],
};

/** The worker API with a worker session of its own; `answers` replaces an endpoint's answer. */
function myApi(options: { signedIn?: boolean; contracts?: MyContract[]; login?: () => Response; list?: () => Response | undefined } = {}) {
  const seen = { signedIn: options.signedIn ?? false, codes: [] as unknown[], logins: [] as unknown[], logouts: 0, currentUser: 0 };
  const signedOut = () => failure(401, '请先登录');
  server.use(
    http.get('/api/currentUser', () => {
      seen.currentUser += 1;
      return failure(302, 'login first', {}, 401);
    }),
    http.get('/api/my/worker', () => (seen.signedIn ? envelope({ mobile: '138****5678' }) : signedOut())),
    http.post('/api/my/code', async ({ request }) => {
      seen.codes.push(await request.json());
      return envelope({ sent: true, retryAfterSeconds: 60, expiresInSeconds: 300 });
    }),
    http.post('/api/my/login', async ({ request }) => {
      seen.logins.push(await request.json());
      const answer = options.login?.();
      if (answer) return answer;
      seen.signedIn = true;
      return envelope({ mobile: '138****5678' });
    }),
    http.post('/api/my/logout', () => {
      seen.logouts += 1;
      seen.signedIn = false;
      return envelope(null);
    }),
    http.get('/api/my/contracts', () => {
      const answer = options.list?.();
      if (answer) return answer;
      return seen.signedIn ? envelope(options.contracts ?? [completed, pending]) : signedOut();
    }),
  );
  return seen;
}

function renderAt(pathname: string) {
  const historyRef = createRef<Location>() as MutableRefObject<Location & { location: Location }>;
  render(<TestBrowser location={{ pathname }} historyRef={historyRef as never} />);
  return { at: () => historyRef.current?.location };
}

const mobileInput = () => screen.getByLabelText('手机号');
const codeInput = () => screen.getByLabelText('短信验证码');
const contract = (name: string) => screen.getByRole('region', { name });

describe('/my', () => {
  it('signs in with the mobile and a texted code, then lists the contracts of that mobile', async () => {
    const seen = myApi();
    const { at } = renderAt('/my');
    await screen.findByText('用签署合同时的手机号登录，即可随时免费查看和下载您的全部合同。');

    // A code only for a well-formed mobile.
    fireEvent.change(mobileInput(), { target: { value: '12345' } });
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('请输入 11 位中国大陆手机号')).toBeInTheDocument();
    expect(seen.codes).toEqual([]);

    fireEvent.change(mobileInput(), { target: { value: MOBILE } });
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    const again = await screen.findByRole('button', { name: /^\d+ 秒后重新获取$/ });
    expect(Number(again.textContent!.match(/\d+/)![0])).toBeGreaterThan(50);
    expect(again).toBeDisabled();
    expect(seen.codes).toEqual([{ mobile: MOBILE }]);
    expect(screen.getByText(`验证码已发送至 ${MOBILE}，5 分钟内有效`)).toBeInTheDocument();

    fireEvent.change(codeInput(), { target: { value: '246810' } });
    fireEvent.click(screen.getByRole('button', { name: '登 录' }));
    expect(await screen.findByRole('heading', { name: '我的合同（2 份）' })).toBeInTheDocument();
    expect(seen.logins).toEqual([{ mobile: MOBILE, code: '246810' }]);
    expect(screen.getByText('已登录：138****5678')).toBeInTheDocument();

    const sealed = contract('劳动合同');
    expect(within(sealed).getByText('上海华联物流有限公司')).toBeInTheDocument();
    expect(within(sealed).getByText('已生效')).toBeInTheDocument();
    // China time (UTC+8) whatever the device's zone, with the zone named.
    expect(within(sealed).getByText('2025-06-02 11:00（北京时间）')).toBeInTheDocument();
    expect(within(sealed).getByText('2025-06-04 00:30（北京时间）')).toBeInTheDocument();
    expect(within(sealed).getByText('这份合同的副本归您所有，可随时免费下载。')).toBeInTheDocument();
    expect(at()?.pathname).toBe('/my');
    expect(seen.currentUser).toBe(0);
  });

  it('links each document, the evidence report and the .zip of a sealed contract as plain downloads', async () => {
    myApi({ signedIn: true });
    renderAt('/my');
    await screen.findByRole('heading', { name: '我的合同（2 份）' });
    const links = within(contract('劳动合同')).getAllByRole('link');
    expect(links.map((a) => [a.textContent?.trim(), a.getAttribute('href'), a.hasAttribute('download')])).toEqual([
      ['劳动合同', '/api/my/contracts/5/documents/50', true],
      ['保密协议', '/api/my/contracts/5/documents/51', true],
      ['证据报告（PDF）', '/api/my/contracts/5/evidence', true],
      ['全部下载（.zip）', '/api/my/contracts/5/archive', true],
    ]);
  });

  it('offers no download while the company has not sealed', async () => {
    myApi({ signedIn: true, contracts: [pending] });
    renderAt('/my');
    await screen.findByRole('heading', { name: '我的合同（1 份）' });
    const waiting = contract('实习协议');
    expect(within(waiting).getByText('等待公司盖章')).toBeInTheDocument();
    expect(within(waiting).getByText(/盖章后您会收到短信/)).toBeInTheDocument();
    expect(within(waiting).getByText('2025-07-01 09:05（北京时间）')).toBeInTheDocument();
    expect(within(waiting).queryAllByRole('link')).toEqual([]);
    expect(document.querySelector('a[href^="/api/my/contracts/9"]')).toBeNull();
    expect(within(waiting).queryByText('这份合同的副本归您所有，可随时免费下载。')).toBeNull();
  });

  it('shows a wrong code under the code field and stays on the form', async () => {
    const seen = myApi({ login: () => failure(422, '验证码不正确或已过期', { field: 'code' }) });
    renderAt('/my');
    fireEvent.change(await screen.findByLabelText('手机号'), { target: { value: MOBILE } });
    fireEvent.change(codeInput(), { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: '登 录' }));
    const message = await screen.findByText('验证码不正确或已过期');
    expect(message.closest('.ant-form-item')).toContainElement(codeInput());
    expect(seen.logins).toHaveLength(1);
    expect(screen.queryByRole('heading', { name: /我的合同（/ })).toBeNull();
  });

  it.each([
    ['a 401', () => failure(401, '请先登录')],
    ['an ended session ({status: 302})', () => failure(302, 'session ended', {}, 401)],
  ])('returns to its own sign-in form on %s, not to the back-office login', async (_, ended) => {
    let over = false;
    const seen = myApi({ signedIn: true, list: () => (over ? ended() : undefined) });
    const { at } = renderAt('/my');
    await screen.findByRole('heading', { name: '我的合同（2 份）' });
    // The worker session ends; the next load of the list is refused.
    over = true;
    fireEvent.click(screen.getByRole('button', { name: /退出登录/ }));
    await screen.findByLabelText('手机号');
    expect(seen.logouts).toBe(1);

    // Signed in again, the list answers that the session has ended.
    fireEvent.change(mobileInput(), { target: { value: MOBILE } });
    fireEvent.change(codeInput(), { target: { value: '135790' } });
    fireEvent.click(screen.getByRole('button', { name: '登 录' }));
    expect(await screen.findByText('登录已失效，请重新登录。')).toBeInTheDocument();
    expect(screen.getByLabelText('手机号')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '登 录' })).toBeInTheDocument();
    expect(at()?.pathname).toBe('/my');
    expect(seen.currentUser).toBe(0);
    expect(document.querySelector('.ant-notification-notice')).toBeNull();
  });

  it('signs out', async () => {
    const seen = myApi({ signedIn: true });
    const { at } = renderAt('/my');
    await screen.findByRole('heading', { name: '我的合同（2 份）' });
    fireEvent.click(screen.getByRole('button', { name: /退出登录/ }));
    expect(await screen.findByRole('button', { name: '登 录' })).toBeInTheDocument();
    expect(seen.logouts).toBe(1);
    expect(screen.queryByRole('link', { name: /劳动合同/ })).toBeNull();
    await waitFor(() => expect(at()?.pathname).toBe('/my'));
  });
});
