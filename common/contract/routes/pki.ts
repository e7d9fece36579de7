/**
 * The platform PKI's public face (server/routes/pki.ts, docs/signatures.md): roots, the issuing
 * CA, CRLs and OCSP. Public: verifiers anywhere fetch them, and every signer certificate names
 * the CRL, OCSP and CA URLs.
 */
import { fileAnswer, route, tagged } from '../define';

const ocspResponse = fileAnswer(
  'application/ocsp-response',
  'An RFC 6960 OCSP response signed by the issuing CA: good, revoked or unknown per certificate.',
);

export const pkiRoutes = tagged('PKI', {
  root: route('GET /api/pki/root.pem', 'public', {
    summary: ['下载当前根证书（PEM）', 'Get the current root certificate (PEM)'],
    answers: { 200: fileAnswer('application/x-pem-file', 'The root to trust.') },
  }),
  roots: route('GET /api/pki/roots.pem', 'public', {
    summary: ['下载平台历来所有根证书（PEM）', 'Get every root the platform has had (PEM)'],
    description: [
      '最新的在前：以较早根证书签署的合同仍可用其验证。',
      'Newest first: a contract signed under an earlier generation verifies with its root.',
    ],
    answers: { 200: fileAnswer('application/x-pem-file', 'The roots, concatenated.') },
  }),
  issuingCa: route('GET /api/pki/ca.cer', 'public', {
    summary: ['下载签发 CA 证书（DER）', 'Get the issuing CA’s certificate (DER)'],
    description: ['签署证书中 caIssuers 指向的地址。', 'The signer certificates’ caIssuers URL.'],
    answers: { 200: fileAnswer('application/pkix-cert', 'The issuing CA’s certificate.') },
  }),
  caCrl: route('GET /api/pki/crl', 'public', {
    summary: ['下载签发 CA 的证书吊销列表（DER）', 'Get the issuing CA’s CRL (DER)'],
    description: [
      '覆盖公司与员工证书；每日签发，有效 7 天，吊销后即时更新。使用 PKCS#12 CA（PKI_P12）时 404。',
      'Company and employee certificates; signed daily, valid 7 days, new after a revocation. 404 with a PKCS#12 CA (`PKI_P12`).',
    ],
    answers: { 200: fileAnswer('application/pkix-crl', 'The CRL.') },
  }),
  rootCrl: route('GET /api/pki/root.crl', 'public', {
    summary: ['下载根证书的证书吊销列表（DER）', 'Get the root’s CRL (DER)'],
    description: [
      '覆盖签发 CA 与时间戳证书。使用外部配置的 CA（PKI_P12 或 PKI_CA_CERT）时 404。',
      'The issuing CA and the timestamping certificate. 404 with a configured CA (`PKI_P12` or `PKI_CA_CERT`).',
    ],
    answers: { 200: fileAnswer('application/pkix-crl', 'The CRL.') },
  }),
  ocsp: route('POST /api/pki/ocsp', 'public', {
    summary: ['OCSP 查询证书状态', 'Ask the OCSP responder for a certificate’s status'],
    description: [
      '请求体为 DER 编码的 RFC 6960 OCSP 请求（Content-Type: application/ocsp-request，非 JSON），至多 16 kB，超出 413。',
      'The body is a DER-encoded RFC 6960 OCSP request (`application/ocsp-request`, not JSON), at most 16 kB; 413 above.',
    ],
    answers: { 200: ocspResponse },
  }),
  ocspByGet: route('GET /api/pki/ocsp/:request', 'public', {
    summary: ['OCSP 查询（GET 形式）', 'Ask the OCSP responder (the GET form)'],
    description: [
      'RFC 6960 的 GET 形式：DER 请求经 base64 编码后置于路径中（可含 /）；过长时 413。',
      'RFC 6960’s GET form: the DER request base64-encoded in the path (it may hold `/`); 413 when too long.',
    ],
    pathPatterns: { request: '.+' },
    answers: { 200: ocspResponse },
  }),
});
