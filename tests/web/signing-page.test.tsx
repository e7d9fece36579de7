/**
 * The public pages through the whole app (Umi's TestBrowser): the employee's signing link
 * (what to sign, the code and its countdown, a wrong code under its field, signing with the drawn
 * signature, a tap refused as one, refusing with a reason, a page for each ending) and
 * verification; neither asks for a session.
 */
import { TestBrowser } from '@@/testBrowser';
import { setLocale } from '@umijs/max';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { Location } from 'history';
import { http, HttpResponse } from 'msw';
import { createRef, type MutableRefObject } from 'react';
import type { SigningLinkState, SigningView, VerifyResult } from '@common/api/signing';
import { catalogues as serverCatalogues, LOCALES } from '../../server/i18n';
import { signingViewLoader } from '@/pages/Signing/firstView';
import { sessionApi } from './demo';
import { server } from './msw';

// The phone never loads pdf.js: the pages are images the server draws.
jest.setMock('@/components/PdfPages', {
  __esModule: true,
  default: () => {
    throw new Error('the signing page drew a PDF with pdf.js');
  },
});

// jsdom has no canvas: a stand-in pad that "draws" a stroke on a pointer press (in CSS px, as
// signature_pad keeps them; the canvas is 300 px wide here) and answers a fixed PNG.
const PNG = 'data:image/png;base64,iVBORw0KGgo=';
const point = (x: number, y: number) => ({ x, y, pressure: 0.5, time: 0 });
const STROKE = { points: [point(20, 90), point(80, 60), point(140, 110), point(260, 70)] };
const TAP = { points: [point(150, 90)] };
let nextStroke = STROKE;
class FakePad {
  strokes: (typeof STROKE)[] = [];
  listeners: (() => void)[] = [];
  constructor(canvas: HTMLCanvasElement) {
    canvas.addEventListener('pointerdown', () => {
      this.strokes.push(nextStroke);
      this.listeners.forEach((l) => l());
    });
  }
  isEmpty() {
    return this.strokes.length === 0;
  }
  clear() {
    this.strokes = [];
  }
  toDataURL(type = 'image/png') {
    return type === 'image/png' ? PNG : 'data:unexpected';
  }
  toData() {
    return this.strokes;
  }
  fromData() {}
  addEventListener(_type: string, listener: () => void) {
    this.listeners.push(listener);
  }
  off() {}
}
jest.setMock('signature_pad', { __esModule: true, default: FakePad });

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});
// Chinese first (setup.ts clears the stored choice after each test).
beforeEach(() => setLocale('zh-CN', false));

const TOKEN = 'k'.repeat(43);
const envelope = (data: unknown) => HttpResponse.json({ status: 0, msg: 'ok', data });
const failure = (status: number, msg: string, extra: object = {}, headers: Record<string, string> = {}) =>
  HttpResponse.json({ status, msg, ...extra }, { status, headers });

const view = (over: Partial<SigningView> = {}): SigningView => ({
  state: 'open',
  companyName: '上海华联物流有限公司',
  employeeName: '张*',
  mobile: '138****5678',
  deadline: '2099-01-31T15:59:59Z',
  documents: [
    {
      id: 7,
      name: '劳动合同',
      kind: 'principal',
      pageCount: 2,
      pages: [
        { width: 595, height: 842 },
        { width: 595, height: 842 },
      ],
    },
    { id: 8, name: '保密协议', kind: 'accessory', pageCount: 1, pages: [{ width: 842, height: 595 }] },
  ],
  fieldHelps: [{ key: 'salary', title: '月薪', content: '税前月工资，按月发放', example: '8000' }],
  identity: 'none',
  revokeReason: null,
  ...over,
});

/** The signing API of one link; `answers` replaces an endpoint's answer. */
function signingApi(current: SigningView | null, answers: { code?: () => Response; sign?: () => Response; reject?: () => Response } = {}) {
  const seen = { views: 0, codes: 0, signs: [] as unknown[], rejects: [] as unknown[], currentUser: 0 };
  server.use(
    http.get('/api/currentUser', () => {
      seen.currentUser += 1;
      return failure(302, 'login first');
    }),
    http.get(`/api/signing/${TOKEN}`, () => {
      seen.views += 1;
      return current ? envelope(current) : failure(404, '链接不存在');
    }),
    http.post(`/api/signing/${TOKEN}/code`, () => {
      seen.codes += 1;
      return answers.code?.() ?? envelope({ sent: true, retryAfterSeconds: 60, expiresInSeconds: 300 });
    }),
    http.post(`/api/signing/${TOKEN}/sign`, async ({ request }) => {
      seen.signs.push(await request.json());
      return answers.sign?.() ?? envelope({ state: 'signed' });
    }),
    http.post(`/api/signing/${TOKEN}/reject`, async ({ request }) => {
      seen.rejects.push(await request.json());
      return answers.reject?.() ?? envelope({ state: 'rejected' });
    }),
  );
  return seen;
}

function renderAt(pathname: string) {
  const historyRef = createRef<Location>() as MutableRefObject<Location & { location: Location }>;
  render(<TestBrowser location={{ pathname }} historyRef={historyRef as never} />);
  return { at: () => historyRef.current?.location };
}

/** The contract's first page as the browser reports it: loaded, or failed to. */
const firstPage = (event: 'load' | 'error' = 'load') => fireEvent[event](screen.getByRole('img', { name: '第 1 页，共 2 页' }));
/** The link open, its first page on screen, and so the form that waits for it. */
const openLink = async () => {
  renderAt(`/signing/${TOKEN}`);
  const heading = await screen.findByRole('heading', { name: '待签文件（2 份）' });
  firstPage();
  await screen.findByRole('heading', { name: '确认签署' });
  return heading;
};
const codeInput = () => screen.getByLabelText('短信验证码');
const pressPad = (stroke: typeof STROKE) => {
  nextStroke = stroke;
  fireEvent.pointerDown(screen.getByLabelText('签名板'));
};
const draw = () => pressPad(STROKE);
const tap = () => pressPad(TAP);
const TOO_SMALL = '签名太小，请在签名框内用手指完整写下您的姓名';
const typeCode = (code: string) => fireEvent.change(codeInput(), { target: { value: code } });

describe('the signing link', () => {
  it('shows the company, the masked signer, the deadline, each document and the field help', async () => {
    signingApi(view());
    await openLink();
    expect(screen.getByText('上海华联物流有限公司 邀请您签署以下文件，请仔细阅读后签署。')).toBeInTheDocument();
    expect(screen.getByText('张*')).toBeInTheDocument();
    // 2099-01-31T15:59:59Z is 23:59 that day in China, whatever the phone's zone, and says so.
    expect(screen.getByText('2099-01-31 23:59（北京时间）')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '1. 劳动合同' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '2. 保密协议' })).toBeInTheDocument();
    expect(screen.getByText('共 2 页')).toBeInTheDocument();
    expect(screen.getByText('共 1 页')).toBeInTheDocument();
    // Each page an image the server draws, named for screen readers; the first ones load at once.
    const pages = screen.getAllByRole('img', { name: /^第 \d 页，共 \d 页$/ });
    expect(pages.map((p) => [p.getAttribute('alt'), p.getAttribute('src'), p.getAttribute('loading')])).toEqual([
      ['第 1 页，共 2 页', `/api/signing/${TOKEN}/documents/7/pages/1`, 'eager'],
      ['第 2 页，共 2 页', `/api/signing/${TOKEN}/documents/7/pages/2`, 'lazy'],
      ['第 1 页，共 1 页', `/api/signing/${TOKEN}/documents/8/pages/1`, 'eager'],
    ]);
    // No wider than the page's column, and as tall as the page's size makes them from the start.
    const sizes = view().documents.flatMap((d) => d.pages);
    pages.forEach((p, i) => {
      const width = Number(p.getAttribute('width'));
      expect(width).toBeLessThanOrEqual(760);
      expect(Number(p.getAttribute('height'))).toBe(Math.round((sizes[i].height * width) / sizes[i].width));
    });
    // The PDF itself opens in the browser's viewer.
    expect(screen.getAllByRole('link', { name: '单独打开' }).map((a) => a.getAttribute('href'))).toEqual([
      `/api/signing/${TOKEN}/documents/7`,
      `/api/signing/${TOKEN}/documents/8`,
    ]);
    // Field help folds away under 说明.
    expect(screen.queryByText('税前月工资，按月发放')).toBeNull();
    fireEvent.click(screen.getByText('说明'));
    expect(await screen.findByText('税前月工资，按月发放')).toBeInTheDocument();
    expect(screen.getByText('示例：8000')).toBeInTheDocument();
  });

  it("loads the help and the form once the contract's first page is on screen, or failed to come", async () => {
    signingApi(view());
    for (const event of ['load', 'error'] as const) {
      const { unmount } = render(<TestBrowser location={{ pathname: `/signing/${TOKEN}` }} />);
      await screen.findByRole('heading', { name: '待签文件（2 份）' });
      expect(screen.queryByRole('heading', { name: '确认签署' })).toBeNull();
      expect(screen.queryByText('说明')).toBeNull();
      firstPage(event);
      expect(await screen.findByRole('heading', { name: '确认签署' })).toBeInTheDocument();
      expect(await screen.findByLabelText('短信验证码')).toBeInTheDocument();
      expect(screen.getByText('说明')).toBeInTheDocument();
      unmount();
    }
  });

  it('keeps the page when the form fails to load, and loads it on a retry', async () => {
    signingApi(view());
    // The form's part fails while `fails` (as a chunk that did not arrive: the lazy load rejects).
    const FORM = '@/pages/Signing/components/LinkActions';
    const actual = jest.requireActual(FORM);
    let fails = true;
    jest.setMock(FORM, {
      __esModule: true,
      get default() {
        if (fails) throw new Error('Loading chunk LinkActions failed.');
        return actual.default;
      },
    });
    try {
      renderAt(`/signing/${TOKEN}`);
      await screen.findByRole('heading', { name: '待签文件（2 份）' });
      firstPage();
      expect(await screen.findByText('签署表单未能加载，请检查网络后重试。')).toBeInTheDocument();
      // The contract stays on screen.
      expect(screen.getByRole('img', { name: '第 1 页，共 2 页' })).toBeInTheDocument();
      fails = false;
      fireEvent.click(screen.getByRole('button', { name: '重试' }));
      expect(await screen.findByLabelText('短信验证码')).toBeInTheDocument();
      expect(screen.queryByText('签署表单未能加载，请检查网络后重试。')).toBeNull();
    } finally {
      jest.setMock(FORM, actual);
    }
  });

  it('shows the view asked for as its route was entered, without asking again', async () => {
    const seen = signingApi(view());
    // The route's clientLoader, as the entry script starts it (src/utils/firstScreen.ts).
    window.history.pushState(null, '', `/signing/${TOKEN}`);
    try {
      await signingViewLoader();
      await waitFor(() => expect(seen.views).toBe(1));
      await openLink();
      expect(seen.views).toBe(1);
    } finally {
      window.history.pushState(null, '', '/');
    }
  });

  it('switches the language in place', async () => {
    signingApi(view());
    await openLink();
    const language = screen.getByRole('combobox', { name: '语言' });
    expect(
      within(language)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toContain('English');
    fireEvent.change(language, { target: { value: 'en-US' } });
    expect(await screen.findByRole('heading', { name: 'Documents to sign (2)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Get code' })).toBeInTheDocument();
    // One page is "1 page", not "1 pages".
    expect(screen.getByText('2 pages')).toBeInTheDocument();
    expect(screen.getByText('1 page')).toBeInTheDocument();
  });

  it('gets a code, then counts down the interval the server gave', async () => {
    const seen = signingApi(view());
    await openLink();
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    const again = await screen.findByRole('button', { name: /^\d+ 秒后重新获取$/ });
    // 60 s from the answer (jsdom may take a second or two to render it).
    expect(Number(again.textContent!.match(/\d+/)![0])).toBeGreaterThan(50);
    expect(again).toBeDisabled();
    expect(seen.codes).toBe(1);
    expect(screen.getByText('验证码已发送至 138****5678，5 分钟内有效')).toBeInTheDocument();
  });

  it("offers a new code when the server's interval has passed", async () => {
    const seen = signingApi(view(), { code: () => envelope({ sent: true, retryAfterSeconds: 1, expiresInSeconds: 300 }) });
    await openLink();
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    await waitFor(() => expect(seen.codes).toBe(1));
    await waitFor(() => expect(screen.getByRole('button', { name: '获取验证码' })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    await waitFor(() => expect(seen.codes).toBe(2));
  });

  it('on 429 shows the server message and waits the Retry-After seconds', async () => {
    const seen = signingApi(view(), { code: () => failure(429, '请 42 秒后再获取验证码', {}, { 'Retry-After': '42' }) });
    await openLink();
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('请 42 秒后再获取验证码')).toBeInTheDocument();
    const again = await screen.findByRole('button', { name: /^\d+ 秒后重新获取$/ });
    // 42 s from the answer, not the usual 60 (a loaded machine may take seconds to render it).
    const seconds = Number(again.textContent!.match(/\d+/)![0]);
    expect(seconds).toBeLessThanOrEqual(42);
    expect(seconds).toBeGreaterThan(30);
    expect(again).toBeDisabled();
    expect(seen.codes).toBe(1);
  });

  it('refuses an empty signature pad or a malformed code without calling the server', async () => {
    const seen = signingApi(view());
    await openLink();
    typeCode('12a');
    fireEvent.click(screen.getByRole('button', { name: '签 署' }));
    expect(await screen.findByText('请先在签名框内手写签名')).toBeInTheDocument();
    // Non-digits are dropped as typed; three digits are not a code.
    expect(codeInput()).toHaveValue('12');
    expect(await screen.findByText('验证码为 6 位数字')).toBeInTheDocument();
    expect(seen.signs).toEqual([]);
  });

  it('puts the hint above the pad it describes', async () => {
    signingApi(view());
    await openLink();
    const hint = screen.getByText('请在下面的方框内用手指写下您的姓名');
    const pad = screen.getByLabelText('签名板');
    expect(hint.compareDocumentPosition(pad) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(pad).toHaveAccessibleDescription('请在下面的方框内用手指写下您的姓名');
  });

  it('refuses a tap as a signature without calling the server, then signs a real one', async () => {
    const seen = signingApi(view());
    await openLink();
    typeCode('654321');
    tap();
    fireEvent.click(screen.getByRole('button', { name: '签 署' }));
    expect(await screen.findByText(TOO_SMALL)).toBeInTheDocument();
    expect(seen.signs).toEqual([]);
    // Writing the name clears the message, and it signs.
    draw();
    await waitFor(() => expect(screen.queryByText(TOO_SMALL)).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: '签 署' }));
    expect(await screen.findByRole('heading', { name: '签署成功' })).toBeInTheDocument();
    expect(seen.signs).toEqual([{ code: '654321', signature: PNG }]);
  });

  it("refuses a tap with the server's own words, in every language", () => {
    for (const locale of LOCALES) {
      const page = require(`../../src/locales/${locale}/signing`).default as Record<string, string>;
      expect([locale, page['pages.signing.signature.tooSmall']]).toEqual([locale, serverCatalogues[locale]['signing.signatureTooSmall']]);
    }
  });

  it("shows the server's refusal of a drawing under the pad", async () => {
    signingApi(view(), { sign: () => failure(422, TOO_SMALL, { field: 'signature' }) });
    await openLink();
    typeCode('654321');
    draw();
    fireEvent.click(screen.getByRole('button', { name: '签 署' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(TOO_SMALL);
  });

  it('refusing without a code says, next to the field, that refusing needs the code too', async () => {
    const seen = signingApi(view());
    await openLink();
    fireEvent.click(screen.getByRole('button', { name: '拒绝签署' }));
    const message = await screen.findByText('拒绝签署也需要短信验证码：请先获取验证码并在此输入');
    expect(message.closest('.ant-form-item')).toContainElement(codeInput());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(seen.rejects).toEqual([]);
  });

  it("shows the server's message under the code field when the code is wrong", async () => {
    const seen = signingApi(view(), { sign: () => failure(422, '验证码错误，还可再试 4 次', { field: 'code' }) });
    await openLink();
    typeCode('123456');
    draw();
    fireEvent.click(screen.getByRole('button', { name: '签 署' }));
    const message = await screen.findByText('验证码错误，还可再试 4 次');
    expect(message.closest('.ant-form-item')).toContainElement(codeInput());
    expect(seen.signs).toHaveLength(1);
    // Still on the form: nothing ended.
    expect(screen.getByRole('button', { name: '拒绝签署' })).toBeInTheDocument();
  });

  it('signs with the code and the drawn PNG, then shows the result', async () => {
    const seen = signingApi(view());
    await openLink();
    typeCode('654321');
    draw();
    fireEvent.click(screen.getByRole('button', { name: '签 署' }));
    expect(await screen.findByRole('heading', { name: '签署成功' })).toBeInTheDocument();
    expect(seen.signs).toEqual([{ code: '654321', signature: PNG }]);
    expect(screen.getByText(/上海华联物流有限公司 签署后合同即生效/)).toBeInTheDocument();
  });

  it('refuses with a reason, then shows the result', async () => {
    const seen = signingApi(view());
    await openLink();
    typeCode('111222');
    fireEvent.click(screen.getByRole('button', { name: '拒绝签署' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: '确认拒绝' }));
    expect(await within(dialog).findByText('请填写拒绝原因')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('拒绝原因'), { target: { value: '薪资与面谈不符' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '确认拒绝' }));
    expect(await screen.findByRole('heading', { name: '已拒绝签署' })).toBeInTheDocument();
    expect(seen.rejects).toEqual([{ code: '111222', reason: '薪资与面谈不符' }]);
    expect(seen.signs).toEqual([]);
  });

  it('reloads into the ended page when the task ended meanwhile (409)', async () => {
    let current = view();
    const seen = signingApi(null);
    server.use(http.get(`/api/signing/${TOKEN}`, () => envelope(current)));
    server.use(
      http.post(`/api/signing/${TOKEN}/sign`, () => {
        current = view({ state: 'revoked' });
        return failure(409, '签署已被撤销');
      }),
    );
    await openLink();
    typeCode('654321');
    draw();
    fireEvent.click(screen.getByRole('button', { name: '签 署' }));
    expect(await screen.findByRole('heading', { name: '签署已撤销' })).toBeInTheDocument();
    expect(seen.currentUser).toBe(0);
  });

  const endings: [SigningLinkState, string, RegExp][] = [
    ['signed', '您已签署', /正在等待 上海华联物流有限公司 签署/],
    ['completed', '签署已完成', /合同已生效/],
    ['rejected', '已拒绝签署', /您已拒绝签署这些文件/],
    ['revoked', '签署已撤销', /已撤销本次签署，您无需再签署/],
    ['expired', '签署已过期', /已超过签署截止时间/],
  ];
  it.each(endings)('shows its own page for the %s state', async (state, title, explanation) => {
    signingApi(view({ state }));
    renderAt(`/signing/${TOKEN}`);
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.getByText(explanation)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '签 署' })).toBeNull();
    expect(screen.queryByTestId('pdf')).toBeNull();
  });

  it('says why a revoked task was withdrawn', async () => {
    signingApi(view({ state: 'revoked', revokeReason: '岗位调整，将重新发起' }));
    renderAt(`/signing/${TOKEN}`);
    expect(await screen.findByRole('heading', { name: '签署已撤销' })).toBeInTheDocument();
    expect(screen.getByText('撤销原因：岗位调整，将重新发起')).toBeInTheDocument();
  });

  it('shows the unknown-link page for a 404', async () => {
    signingApi(null);
    renderAt(`/signing/${TOKEN}`);
    expect(await screen.findByRole('heading', { name: '链接无效' })).toBeInTheDocument();
    expect(screen.getByText(/已被新发送的链接取代/)).toBeInTheDocument();
  });

  it('shows a load failure with a retry when the server refuses for another reason', async () => {
    const seen = signingApi(view());
    server.use(
      http.get(`/api/signing/${TOKEN}`, () => failure(429, '请求过于频繁，请 3 分钟后再试', {}, { 'Retry-After': '180' }), { once: true }),
    );
    renderAt(`/signing/${TOKEN}`);
    expect(await screen.findByText('请求过于频繁，请 3 分钟后再试')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('heading', { name: '待签文件（2 份）' })).toBeInTheDocument();
    expect(seen.views).toBe(1);
  });
});

describe('without a session', () => {
  it.each([`/signing/${TOKEN}`, '/verify'])('opens %s without loading a user or going to login', async (pathname) => {
    const session = sessionApi();
    server.use(...session.handlers);
    const seen = signingApi(view());
    const { at } = renderAt(pathname);
    await screen.findByRole('heading', { name: pathname === '/verify' ? '验证已签署的 PDF' : '待签文件（2 份）' });
    expect(at()?.pathname).toBe(pathname);
    expect(seen.currentUser).toBe(0);
  });
});

describe('verification', () => {
  const result: VerifyResult = {
    signatures: [
      {
        signer: '张三',
        party: 'employee',
        issuer: 'E-Sign Cloud Signing CA',
        integrity: true,
        chainTrusted: true,
        coversDocument: false,
        signedAt: '2025-06-01T02:00:00Z',
        timestampedAt: '2025-06-01T02:00:01Z',
      },
      {
        signer: '上海华联物流有限公司',
        party: 'company',
        issuer: 'Someone Else CA',
        integrity: false,
        chainTrusted: false,
        coversDocument: true,
        signedAt: '2025-06-02T02:00:00Z',
        timestampedAt: null,
      },
    ],
    task: { id: 12, status: 'completed' },
  };

  function verifyApi(answer: () => Response) {
    const seen = { fields: [] as string[] };
    server.use(
      http.post('/api/verify', async ({ request }) => {
        // (jsdom's File does not survive msw's XHR interception: only the field is checked.)
        seen.fields.push([...(await request.formData()).keys()].join());
        return answer();
      }),
    );
    return seen;
  }

  const choose = async (file: File) => {
    renderAt('/verify');
    await screen.findByRole('heading', { name: '验证已签署的 PDF' });
    fireEvent.change(document.querySelector('input[type=file]')!, { target: { files: [file] } });
  };

  it("shows each signature's verdicts and the task our records know", async () => {
    const seen = verifyApi(() => envelope(result));
    await choose(new File(['%PDF-1.7'], 'contract.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('验证未通过：请查看下面每个签名的结果。')).toBeInTheDocument();
    expect(seen.fields).toEqual(['file']);

    const first = screen.getByLabelText('签名 1');
    expect(within(first).getByText('张三')).toBeInTheDocument();
    expect(within(first).getByText('员工')).toBeInTheDocument();
    expect(within(first).getByText('E-Sign Cloud Signing CA')).toBeInTheDocument();
    expect(within(first).getByText('签名有效，签署的内容未被改动').closest('[data-verdict]')).toHaveAttribute('data-verdict', 'pass');
    expect(within(first).getByText('证书由平台根证书签发').closest('[data-verdict]')).toHaveAttribute('data-verdict', 'pass');
    // An earlier signature not covering the file is normal: later ones were appended.
    expect(
      within(first)
        .getByText(/之后还有其他签名/)
        .closest('[data-verdict]'),
    ).toHaveAttribute('data-verdict', 'neutral');

    const second = screen.getByLabelText('签名 2');
    expect(within(second).getByText('公司')).toBeInTheDocument();
    expect(within(second).getByText('签名无效，或签署的内容已被改动').closest('[data-verdict]')).toHaveAttribute('data-verdict', 'fail');
    expect(within(second).getByText('证书不是由平台根证书签发').closest('[data-verdict]')).toHaveAttribute('data-verdict', 'fail');
    expect(within(second).getByText('覆盖整个文件').closest('[data-verdict]')).toHaveAttribute('data-verdict', 'pass');
    expect(within(second).getByText('无')).toBeInTheDocument();

    expect(screen.getByText('签署任务 #12，状态：已完成')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /下载平台根证书/ })).toHaveAttribute('href', '/api/pki/root.pem');
  });

  it('says when the records do not know the file and all signatures hold', async () => {
    const good = { ...result.signatures[0], coversDocument: true };
    verifyApi(() => envelope({ signatures: [good], task: null }));
    await choose(new File(['%PDF-1.7'], 'copy.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('全部 1 个签名有效，文件签署后未被改动。')).toBeInTheDocument();
    expect(screen.getByText('在本平台的记录中未找到此文件')).toBeInTheDocument();
  });

  it("shows the server's refusal (an unsigned PDF) on the page", async () => {
    verifyApi(() => failure(422, '文件中没有电子签名', { field: 'file' }));
    await choose(new File(['%PDF-1.7'], 'plain.pdf', { type: 'application/pdf' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('无法验证此文件')).toBeInTheDocument();
    expect(within(alert).getByText('文件中没有电子签名')).toBeInTheDocument();
  });

  it('refuses a file over 20 MB or not a PDF before sending it', async () => {
    const seen = verifyApi(() => envelope(result));
    const big = new File(['%PDF-1.7'], 'big.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 20 * 1024 * 1024 + 1 });
    await choose(big);
    expect(await screen.findByText('文件超过 20 MB，无法验证。')).toBeInTheDocument();
    fireEvent.change(document.querySelector('input[type=file]')!, {
      target: { files: [new File(['x'], 'photo.png', { type: 'image/png' })] },
    });
    expect(await screen.findByText('请选择 PDF 文件。')).toBeInTheDocument();
    await waitFor(() => expect(seen.fields).toEqual([]));
  });
});
