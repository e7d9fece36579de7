/**
 * The signing link's identity step (the company's `verifyIdentity`): name and ID number before the
 * code, a refusal under its field, a mismatch (409) that ends the form with the server's sentence;
 * and the line telling the worker where the contract will be kept (/my), before and after signing.
 */
import { TestBrowser } from '@@/testBrowser';
import { setLocale } from '@umijs/max';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { SigningView } from '@common/api/signing';
import { makeIdNumber } from '@common/validation/china-ids';
import { server } from './msw';

// jsdom has no canvas: a stand-in pad that "draws" on a pointer press and answers a fixed PNG.
const PNG = 'data:image/png;base64,iVBORw0KGgo=';
class FakePad {
  empty = true;
  listeners: (() => void)[] = [];
  constructor(canvas: HTMLCanvasElement) {
    canvas.addEventListener('pointerdown', () => {
      this.empty = false;
      this.listeners.forEach((l) => l());
    });
  }
  isEmpty() {
    return this.empty;
  }
  clear() {
    this.empty = true;
  }
  toDataURL() {
    return PNG;
  }
  toData() {
    // A stroke across the pad: a signature, not a tap (the page refuses a dot).
    return this.empty
      ? []
      : [
          {
            points: [
              { x: 20, y: 90 },
              { x: 260, y: 60 },
            ],
          },
        ];
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
beforeEach(() => setLocale('zh-CN', false));

const TOKEN = 'i'.repeat(43);
const ID_NUMBER = makeIdNumber('110101', '19900307', '123');
const envelope = (data: unknown) => HttpResponse.json({ status: 0, msg: 'ok', data });
const failure = (status: number, msg: string, extra: object = {}) => HttpResponse.json({ status, msg, ...extra }, { status });

const view = (over: Partial<SigningView> = {}): SigningView => ({
  state: 'open',
  companyName: '上海华联物流有限公司',
  employeeName: '张*',
  mobile: '138****5678',
  deadline: null,
  documents: [{ id: 7, name: '劳动合同', kind: 'principal', pageCount: 1, pages: [{ width: 595, height: 842 }] }],
  fieldHelps: [],
  identity: 'required',
  revokeReason: null,
  ...over,
});

function signingApi(current: SigningView, identity?: () => Response) {
  const seen = { identities: [] as unknown[], codes: 0, signs: [] as unknown[] };
  server.use(
    http.get('/api/currentUser', () => failure(302, 'login first')),
    http.get(`/api/signing/${TOKEN}`, () => envelope(current)),
    http.post(`/api/signing/${TOKEN}/identity`, async ({ request }) => {
      seen.identities.push(await request.json());
      return identity?.() ?? envelope({ identity: 'verified' });
    }),
    http.post(`/api/signing/${TOKEN}/code`, () => {
      seen.codes += 1;
      return envelope({ sent: true, retryAfterSeconds: 60, expiresInSeconds: 300 });
    }),
    http.post(`/api/signing/${TOKEN}/sign`, async ({ request }) => {
      seen.signs.push(await request.json());
      return envelope({ state: 'signed' });
    }),
  );
  return seen;
}

const openLink = async () => {
  render(<TestBrowser location={{ pathname: `/signing/${TOKEN}` }} />);
  await screen.findByRole('heading', { name: '劳动合同' });
  // The form loads once the contract's first page is on screen.
  fireEvent.load(screen.getByRole('img', { name: /^第 1 页/ }));
  await screen.findByRole('heading', { name: '确认签署' });
};
const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const verify = () => fireEvent.click(screen.getByRole('button', { name: '核验并继续' }));

describe('the identity step', () => {
  it('asks for the name and ID number before the code, then goes on to the code step', async () => {
    const seen = signingApi(view());
    await openLink();
    const step = screen.getByRole('region', { name: '核验身份' });
    expect(within(step).getByText(/上海华联物流有限公司 要求签署前核验身份/)).toBeInTheDocument();
    // No code, no signing until the check has passed.
    expect(screen.queryByRole('button', { name: '获取验证码' })).toBeNull();
    expect(screen.queryByRole('button', { name: '签 署' })).toBeNull();

    verify();
    expect(await screen.findByText('请输入姓名')).toBeInTheDocument();
    expect(screen.getByText('请输入身份证号')).toBeInTheDocument();
    fill('姓名', '张三');
    fill('身份证号', '1234');
    verify();
    expect(await screen.findByText('身份证号无效：须为 18 位且校验位与出生日期正确')).toBeInTheDocument();
    expect(seen.identities).toEqual([]);

    // Typed with a space and a small x: sent without the space, in capitals.
    fill('身份证号', ` ${ID_NUMBER.toLowerCase()}`);
    verify();
    expect(await screen.findByText('身份已核验，请获取验证码后签署。')).toBeInTheDocument();
    expect(seen.identities).toEqual([{ name: '张三', idNumber: ID_NUMBER }]);
    expect(screen.queryByRole('region', { name: '核验身份' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    await waitFor(() => expect(seen.codes).toBe(1));
  });

  it('shows a refusal under the field it names', async () => {
    const seen = signingApi(view(), () => failure(422, '身份证号与员工档案不一致', { field: 'idNumber' }));
    await openLink();
    fill('姓名', '张三');
    fill('身份证号', ID_NUMBER);
    verify();
    const message = await screen.findByText('身份证号与员工档案不一致');
    expect(message.closest('.ant-form-item')).toContainElement(screen.getByLabelText('身份证号'));
    expect(seen.identities).toHaveLength(1);
    // Still on the step: it may be corrected.
    expect(screen.getByRole('button', { name: '核验并继续' })).toBeEnabled();
  });

  it('stops with the server message on a mismatch (409)', async () => {
    const seen = signingApi(view(), () => failure(409, '姓名、身份证号与手机号实名信息不一致'));
    await openLink();
    fill('姓名', '张三');
    fill('身份证号', ID_NUMBER);
    verify();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('身份核验未通过')).toBeInTheDocument();
    expect(within(alert).getByText('姓名、身份证号与手机号实名信息不一致')).toBeInTheDocument();
    expect(within(alert).getByText('您暂时无法签署。如信息有误，请联系 上海华联物流有限公司。')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '核验并继续' })).toBeNull();
    expect(screen.queryByRole('button', { name: '获取验证码' })).toBeNull();
    expect(seen.identities).toHaveLength(1);
    expect(seen.codes).toBe(0);
  });

  it('goes straight to the code when the company asks no check, or it was done before', async () => {
    for (const identity of ['none', 'verified'] as const) {
      signingApi(view({ identity }));
      const { unmount } = render(<TestBrowser location={{ pathname: `/signing/${TOKEN}` }} />);
      expect(await screen.findByRole('button', { name: '获取验证码' })).toBeInTheDocument();
      expect(screen.queryByRole('region', { name: '核验身份' })).toBeNull();
      unmount();
    }
  });
});

describe('where the contract is kept', () => {
  it('says before signing that the contracts are at /my with this mobile, and links /my after signing', async () => {
    const seen = signingApi(view({ identity: 'none' }));
    await openLink();
    expect(
      screen.getByText(
        '公司盖章后，您会收到短信通知。您的合同随时可在 http://localhost/my 查看和下载，用本手机号（138****5678）登录即可。',
      ),
    ).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('短信验证码'), { target: { value: '654321' } });
    fireEvent.pointerDown(screen.getByLabelText('签名板'));
    fireEvent.click(screen.getByRole('button', { name: '签 署' }));
    expect(await screen.findByRole('heading', { name: '签署成功' })).toBeInTheDocument();
    expect(seen.signs).toHaveLength(1);
    expect(screen.getByText(/之后随时可用本手机号登录“我的合同”/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'http://localhost/my' })).toHaveAttribute('href', '/my');
  });
});
