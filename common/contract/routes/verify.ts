/** Public verification of a signed PDF (server/routes/verify.ts); the PKI it trusts: routes/pki.ts. */
import { route, tagged } from '../define';
import { VerifyForm, VerifyResult } from '../signing-page';

export const verifyRoutes = tagged('Verification', {
  verify: route('POST /api/verify', 'public', {
    summary: ['验证已签署 PDF 的签名与时间戳', 'Verify the signatures and timestamps of a signed PDF'],
    description: [
      '公开接口，multipart 上传 `file`（PDF，至多 20 MB；每个地址每小时 60 次）。逐个检查签名与文档时间戳，并说明平台记录中是否有该文件或其已签修订版；不是 PDF 或未签名时 422。',
      'Public, multipart `file` (a PDF, at most 20 MB; 60 an hour per address). Each signature and document timestamp checked, and what our records know of the file or of a signed revision of it; not a PDF or unsigned is 422.',
    ],
    form: VerifyForm,
    answers: { 200: VerifyResult },
  }),
});
