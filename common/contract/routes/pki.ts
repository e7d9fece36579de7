/**
 * The platform PKI's public face (server/routes/pki.ts, docs/signatures.md): roots, the issuing
 * CA, CRLs and OCSP. Public: verifiers anywhere fetch them, and every signer certificate names
 * the CRL, OCSP and CA URLs.
 */
import { fileAnswer, route } from '../define';

const tag = 'PKI';
const ocspResponse = fileAnswer(
  'application/ocsp-response',
  'An RFC 6960 OCSP response signed by the issuing CA: good, revoked or unknown per certificate.',
);

export const pkiRoutes = {
  root: route({
    method: 'GET',
    path: '/api/pki/root.pem',
    tag,
    summary: { zh: '下载当前根证书（PEM）', en: 'Get the current root certificate (PEM)' },
    guard: 'public',
    answers: { 200: fileAnswer('application/x-pem-file', 'The root to trust.') },
  }),
  roots: route({
    method: 'GET',
    path: '/api/pki/roots.pem',
    tag,
    summary: { zh: '下载平台历来所有根证书（PEM）', en: 'Get every root the platform has had (PEM)' },
    description: {
      zh: '最新的在前：以较早根证书签署的合同仍可用其验证。',
      en: 'Newest first: a contract signed under an earlier generation verifies with its root.',
    },
    guard: 'public',
    answers: { 200: fileAnswer('application/x-pem-file', 'The roots, concatenated.') },
  }),
  issuingCa: route({
    method: 'GET',
    path: '/api/pki/ca.cer',
    tag,
    summary: { zh: '下载签发 CA 证书（DER）', en: 'Get the issuing CA’s certificate (DER)' },
    description: {
      zh: '签署证书中 caIssuers 指向的地址。',
      en: 'The signer certificates’ caIssuers URL.',
    },
    guard: 'public',
    answers: { 200: fileAnswer('application/pkix-cert', 'The issuing CA’s certificate.') },
  }),
  caCrl: route({
    method: 'GET',
    path: '/api/pki/crl',
    tag,
    summary: { zh: '下载签发 CA 的证书吊销列表（DER）', en: 'Get the issuing CA’s CRL (DER)' },
    description: {
      zh: '覆盖公司与员工证书；每日签发，有效 7 天，吊销后即时更新。使用 PKCS#12 CA（PKI_P12）时 404。',
      en: 'Company and employee certificates; signed daily, valid 7 days, new after a revocation. 404 with a PKCS#12 CA (`PKI_P12`).',
    },
    guard: 'public',
    answers: { 200: fileAnswer('application/pkix-crl', 'The CRL.') },
  }),
  rootCrl: route({
    method: 'GET',
    path: '/api/pki/root.crl',
    tag,
    summary: { zh: '下载根证书的证书吊销列表（DER）', en: 'Get the root’s CRL (DER)' },
    description: {
      zh: '覆盖签发 CA 与时间戳证书。使用外部配置的 CA（PKI_P12 或 PKI_CA_CERT）时 404。',
      en: 'The issuing CA and the timestamping certificate. 404 with a configured CA (`PKI_P12` or `PKI_CA_CERT`).',
    },
    guard: 'public',
    answers: { 200: fileAnswer('application/pkix-crl', 'The CRL.') },
  }),
  ocsp: route({
    method: 'POST',
    path: '/api/pki/ocsp',
    tag,
    summary: { zh: 'OCSP 查询证书状态', en: 'Ask the OCSP responder for a certificate’s status' },
    description: {
      zh: '请求体为 DER 编码的 RFC 6960 OCSP 请求（Content-Type: application/ocsp-request，非 JSON），至多 16 kB，超出 413。',
      en: 'The body is a DER-encoded RFC 6960 OCSP request (`application/ocsp-request`, not JSON), at most 16 kB; 413 above.',
    },
    guard: 'public',
    answers: { 200: ocspResponse },
  }),
  ocspByGet: route({
    method: 'GET',
    path: '/api/pki/ocsp/:request',
    pathPatterns: { request: '.+' },
    tag,
    summary: { zh: 'OCSP 查询（GET 形式）', en: 'Ask the OCSP responder (the GET form)' },
    description: {
      zh: 'RFC 6960 的 GET 形式：DER 请求经 base64 编码后置于路径中（可含 /）；过长时 413。',
      en: 'RFC 6960’s GET form: the DER request base64-encoded in the path (it may hold `/`); 413 when too long.',
    },
    guard: 'public',
    answers: { 200: ocspResponse },
  }),
};
