/**
 * The employee's signing page (server/routes/signing.ts): public, the link's token stands for the
 * task and a code texted to the employee's mobile for the employee.
 */
import { fileAnswer, route, tagged, type Text } from '../define';
import {
  SigningCodeResult,
  SigningDocumentParams,
  SigningPageImageParams,
  SigningIdentityBody,
  SigningIdentityResult,
  SigningRejectBody,
  SigningRejectResult,
  SigningSignBody,
  SigningSignResult,
  SigningTokenParams,
  SigningView,
} from '../signing-page';

const limited: Text = [
  '公开接口：令牌代替会话；按来源地址计数限流（每小时 3000 次）。未知或已被替换的链接返回 404。',
  'Public: the token stands for a session; counted against a per-address limit (3,000 an hour). An unknown or replaced link is 404.',
];
/** `limited`, then what is particular to the route. */
const limitedAnd = (zh: string, en: string): Text => [`${limited[0]} ${zh}`, `${limited[1]} ${en}`];

export const signingRoutes = tagged('Signing page', {
  view: route('GET /api/signing/:token', 'public', {
    summary: ['查看签署链接：状态、文件与字段说明', 'Read a signing link: its state, documents and field help'],
    description: limitedAnd(
      '链接有效时记录一次“查看”事件（刷新不重复记录）。',
      'While the link is open a visit records one `viewed` event (not one per reload).',
    ),
    params: SigningTokenParams,
    answers: { 200: SigningView },
  }),
  document: route('GET /api/signing/:token/documents/:documentId', 'public', {
    summary: ['下载待签文件的当前 PDF', 'Get the current PDF of a document to sign'],
    description: limitedAnd('已拒签、撤回或过期的链接返回 409。', 'A rejected, revoked or expired link is 409.'),
    params: SigningDocumentParams,
    answers: { 200: fileAnswer('application/pdf', 'The document’s current PDF, shown inline.') },
  }),
  pageImage: route('GET /api/signing/:token/documents/:documentId/pages/:page', 'public', {
    summary: ['待签文件某一页的图片（手机显示用）', 'One page of a document to sign, as an image (for phones)'],
    description: [
      '公开接口：令牌代替会话；链接存在时不计入来源地址的限流（手机滚动到每一页都会请求），未知链接照常计入并返回 404。1080 像素宽的 JPEG，首次请求时绘制后保存；签署与下载的仍是 PDF。已拒签、撤回或过期的链接返回 409，超出页数返回 404。',
      'Public: the token stands for a session; not counted against the per-address limit while the link exists (a phone asks for each page it scrolls to), an unknown link is counted and is 404. A JPEG 1,080 pixels wide, drawn on first request and kept; the PDF stays what is signed and downloaded. A rejected, revoked or expired link is 409, a page beyond the last 404.',
    ],
    params: SigningPageImageParams,
    answers: { 200: fileAnswer('image/jpeg', 'The page drawn on white.') },
  }),
  identity: route('POST /api/signing/:token/identity', 'public', {
    summary: ['核验签署人身份（姓名与身份证号）', 'Verify the signer’s identity (name and ID number)'],
    description: limitedAnd(
      '公司要求身份核验时使用：两项须与员工档案一致（422 指明字段），再经运营商三要素核验；不一致 409，服务无应答 503，每天五次后 429。',
      "When the company asks for the check: both must be the record's (422 naming the field), then the carrier's three-element check; a mismatch is 409, no answer from the provider 503, 429 after five tries a day.",
    ),
    params: SigningTokenParams,
    body: SigningIdentityBody,
    answers: { 200: SigningIdentityResult },
  }),
  code: route('POST /api/signing/:token/code', 'public', {
    summary: ['向员工手机发送签署验证码', 'Text a signing code to the employee’s mobile'],
    description: limitedAnd(
      '6 位验证码，5 分钟有效；每分钟一条（否则 429 并带 Retry-After），每个手机号每小时至多 10 条；需要身份核验而未核验时 409。',
      'A 6-digit code valid 5 minutes: one a minute (else 429 with Retry-After), at most 10 an hour per mobile; 409 while the identity check is required.',
    ),
    params: SigningTokenParams,
    answers: { 200: SigningCodeResult },
  }),
  sign: route('POST /api/signing/:token/sign', 'public', {
    summary: ['员工签署（验证码与手写签名）', 'Sign as the employee (code and drawn signature)'],
    description: limitedAnd(
      '签名为 PNG 或 JPEG data URL（至多 512 kB，每边 4000 像素、总计 400 万像素）；无法读取或过小（一次点按）时 422 指向 signature；验证码错误 422 指向 code 并提示剩余次数，第五次错误作废该码。',
      'The signature is a PNG or JPEG data URL (at most 512 kB, 4000 px a side, 4 million pixels); unreadable or too small (a tap) is 422 on `signature`; a wrong code is 422 on `code` saying the tries left, the fifth wrong one burns it.',
    ),
    params: SigningTokenParams,
    body: SigningSignBody,
    answers: { 200: SigningSignResult },
  }),
  reject: route('POST /api/signing/:token/reject', 'public', {
    summary: ['员工拒签（验证码与理由）', 'Refuse to sign as the employee (code and reason)'],
    description: limited,
    params: SigningTokenParams,
    body: SigningRejectBody,
    answers: { 200: SigningRejectResult },
  }),
});
