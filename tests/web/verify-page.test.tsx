/**
 * The /verify page with strict (ETSI) findings: each entry's verdict and its problems in words,
 * the document timestamp and the DSS, the later changes named, and a records line that says when
 * only an earlier revision is ours. A changed file never gets the green summary.
 */
import { TestBrowser } from '@@/testBrowser';
import { setLocale } from '@umijs/max';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { VerifiedSignature, VerifyResult } from '@common/api/signing';
import { server } from './msw';

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});
beforeEach(() => setLocale('zh-CN', false));

const entry = (over: Partial<VerifiedSignature>): VerifiedSignature => ({
  kind: 'signature',
  verdict: 'valid',
  problems: [],
  signer: '张三',
  party: 'employee',
  issuer: 'E-Sign Issuing CA',
  integrity: true,
  chainTrusted: true,
  coversDocument: false,
  signedAt: null,
  timestampedAt: '2025-06-01T02:00:01Z',
  timestampTrusted: true,
  validatedAt: '2025-06-01T02:00:01Z',
  revocation: 'good',
  modifications: { verdict: 'allowed', changes: [] },
  ...over,
});

async function show(result: VerifyResult) {
  server.use(http.post('/api/verify', () => HttpResponse.json({ status: 0, msg: 'ok', data: result })));
  render(<TestBrowser location={{ pathname: '/verify' }} />);
  await screen.findByRole('heading', { name: '验证已签署的 PDF' });
  fireEvent.change(document.querySelector('input[type=file]')!, {
    target: { files: [new File(['%PDF-1.7'], 'contract.pdf', { type: 'application/pdf' })] },
  });
}

describe('strict verification on the page', () => {
  it('a B-LTA contract: two valid signatures, the document timestamp, the DSS, the exact file in our records', async () => {
    await show({
      signatures: [
        entry({ problems: ['revocation_unchecked'] }),
        entry({ signer: '上海华联物流有限公司', party: 'company', modifications: { verdict: 'allowed', changes: [] } }),
        entry({ kind: 'documentTimestamp', signer: 'E-Sign TSA', party: 'unknown', coversDocument: true, modifications: null }),
      ],
      task: { id: 12, status: 'completed' },
      records: { match: 'exact', taskId: 12, status: 'completed' },
      dss: { certificates: 4, ocsps: 3, crls: 1 },
    });
    expect(await screen.findByText('全部 2 个签名有效，文件签署后未被改动。')).toBeInTheDocument();
    const first = screen.getByLabelText('签名 1');
    expect(within(first).getByText('有效')).toBeInTheDocument();
    expect(within(first).getByText('未检查吊销状态（文件中没有吊销数据）')).toBeInTheDocument();
    const stamp = screen.getByLabelText('文档时间戳 1');
    expect(within(stamp).getByText('E-Sign TSA')).toBeInTheDocument();
    expect(screen.getByText('4 个证书，3 个 OCSP 响应，1 个 CRL')).toBeInTheDocument();
    expect(screen.getByText('签署任务 #12，状态：已完成')).toBeInTheDocument();
  });

  it('a page changed after the company signed: invalid, the change named, only the revision is ours, no green', async () => {
    await show({
      signatures: [
        entry({}),
        entry({
          signer: '上海华联物流有限公司',
          party: 'company',
          verdict: 'invalid',
          problems: ['changed_after_signing'],
          modifications: { verdict: 'disallowed', changes: [{ object: '4 0', kind: 'changed', what: 'page content', page: 1 }] },
        }),
      ],
      task: null,
      records: { match: 'revision', taskId: 12, status: 'completed', stage: 'completed', signatureIndex: 1, laterChangesOurs: false },
      dss: null,
    });
    expect(await screen.findByText('验证未通过：请查看下面每个签名的结果。')).toBeInTheDocument();
    const second = screen.getByLabelText('签名 2');
    expect(within(second).getByText('无效')).toBeInTheDocument();
    expect(within(second).getByText('签署后文件被做了不允许的改动')).toBeInTheDocument();
    expect(within(second).getByText('page content（第 1 页）')).toBeInTheDocument();
    expect(within(second).getByText('签署后有不允许的改动：').closest('[data-verdict]')).toHaveAttribute('data-verdict', 'fail');
    expect(screen.getByText(/不是本文件：.*签名 2 所覆盖的较早版本（签署任务 #12/).closest('[data-verdict]')).toHaveAttribute(
      'data-verdict',
      'fail',
    );
    expect(document.querySelector('.ant-alert-success')).toBeNull();
  });

  it('a timestamp from a company key: said to prove no time, the signature indeterminate once its certificate expired', async () => {
    await show({
      signatures: [
        entry({
          verdict: 'indeterminate',
          coversDocument: true,
          chainTrusted: false,
          timestampTrusted: false,
          timestampedAt: null,
          problems: ['timestamp_not_tsa', 'expired_at_proven_time'],
        }),
      ],
      task: null,
      records: null,
      dss: null,
    });
    const first = await screen.findByLabelText('签名 1');
    expect(within(first).getByText('无法确定')).toBeInTheDocument();
    expect(within(first).getByText('时间戳并非由时间戳服务机构签发，不能证明时间')).toBeInTheDocument();
    expect(within(first).getByText('在可证明的时间点证书已过期')).toBeInTheDocument();
    expect(within(first).getByText('不受信任：不能证明时间')).toBeInTheDocument();
    expect(screen.getByText('在本平台的记录中未找到此文件')).toBeInTheDocument();
  });
});
