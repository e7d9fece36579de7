/**
 * The employee's signing page (server/routes/signing.ts): public, the link's token stands for the
 * task and a code texted to the employee's mobile for the employee.
 */
import { fileAnswer, route } from '../define';
import {
  SigningCodeResult,
  SigningDocumentParams,
  SigningIdentityBody,
  SigningIdentityResult,
  SigningRejectBody,
  SigningRejectResult,
  SigningSignBody,
  SigningSignResult,
  SigningTokenParams,
  SigningView,
} from '../signing-page';

const tag = 'Signing page';
const limited = {
  zh: '公开接口：令牌代替会话；按来源地址计数限流（每小时 3000 次）。未知或已被替换的链接返回 404。',
  en: 'Public: the token stands for a session; counted against a per-address limit (3,000 an hour). An unknown or replaced link is 404.',
};

export const signingRoutes = {
  view: route({
    method: 'GET',
    path: '/api/signing/:token',
    tag,
    summary: { zh: '查看签署链接：状态、文件与字段说明', en: 'Read a signing link: its state, documents and field help' },
    description: {
      zh: `${limited.zh} 链接有效时记录一次“查看”事件（刷新不重复记录）。`,
      en: `${limited.en} While the link is open a visit records one \`viewed\` event (not one per reload).`,
    },
    guard: 'public',
    params: SigningTokenParams,
    answers: { 200: SigningView },
  }),
  document: route({
    method: 'GET',
    path: '/api/signing/:token/documents/:documentId',
    tag,
    summary: { zh: '下载待签文件的当前 PDF', en: 'Get the current PDF of a document to sign' },
    description: {
      zh: `${limited.zh} 已拒签、撤回或过期的链接返回 409。`,
      en: `${limited.en} A rejected, revoked or expired link is 409.`,
    },
    guard: 'public',
    params: SigningDocumentParams,
    answers: { 200: fileAnswer('application/pdf', 'The document’s current PDF, shown inline.') },
  }),
  identity: route({
    method: 'POST',
    path: '/api/signing/:token/identity',
    tag,
    summary: { zh: '核验签署人身份（姓名与身份证号）', en: 'Verify the signer’s identity (name and ID number)' },
    description: {
      zh: `${limited.zh} 公司要求身份核验时使用：两项须与员工档案一致（422 指明字段），再经运营商三要素核验；不一致 409，服务无应答 503，每天五次后 429。`,
      en: `${limited.en} When the company asks for the check: both must be the record's (422 naming the field), then the carrier's three-element check; a mismatch is 409, no answer from the provider 503, 429 after five tries a day.`,
    },
    guard: 'public',
    params: SigningTokenParams,
    body: SigningIdentityBody,
    answers: { 200: SigningIdentityResult },
  }),
  code: route({
    method: 'POST',
    path: '/api/signing/:token/code',
    tag,
    summary: { zh: '向员工手机发送签署验证码', en: 'Text a signing code to the employee’s mobile' },
    description: {
      zh: `${limited.zh} 6 位验证码，5 分钟有效；每分钟一条（否则 429 并带 Retry-After），每个手机号每小时至多 10 条；需要身份核验而未核验时 409。`,
      en: `${limited.en} A 6-digit code valid 5 minutes: one a minute (else 429 with Retry-After), at most 10 an hour per mobile; 409 while the identity check is required.`,
    },
    guard: 'public',
    params: SigningTokenParams,
    answers: { 200: SigningCodeResult },
  }),
  sign: route({
    method: 'POST',
    path: '/api/signing/:token/sign',
    tag,
    summary: { zh: '员工签署（验证码与手写签名）', en: 'Sign as the employee (code and drawn signature)' },
    description: {
      zh: `${limited.zh} 签名为 PNG 或 JPEG data URL（至多 512 kB，每边 4000 像素、总计 400 万像素）；无法读取或过小（一次点按）时 422 指向 signature；验证码错误 422 指向 code 并提示剩余次数，第五次错误作废该码。`,
      en: `${limited.en} The signature is a PNG or JPEG data URL (at most 512 kB, 4000 px a side, 4 million pixels); unreadable or too small (a tap) is 422 on \`signature\`; a wrong code is 422 on \`code\` saying the tries left, the fifth wrong one burns it.`,
    },
    guard: 'public',
    params: SigningTokenParams,
    body: SigningSignBody,
    answers: { 200: SigningSignResult },
  }),
  reject: route({
    method: 'POST',
    path: '/api/signing/:token/reject',
    tag,
    summary: { zh: '员工拒签（验证码与理由）', en: 'Refuse to sign as the employee (code and reason)' },
    description: limited,
    guard: 'public',
    params: SigningTokenParams,
    body: SigningRejectBody,
    answers: { 200: SigningRejectResult },
  }),
};
