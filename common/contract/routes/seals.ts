/** The seal library and its grants (server/routes/seals.ts): administrators and company users manage. */
import { z } from 'zod';
import { fileAnswer, route } from '../define';
import { idParams } from '../fields';
import { Seal, SealDrawBody, SealGrant, SealGrantBody, SealUpdateBody, SealUploadForm } from '../seals';

const manager = { permissions: ['isAdminOrCompany'] } as const;
const tag = 'Seals';
const scope = {
  zh: '管理员可管理任一公司的印章，公司用户只能管理本公司的（其他公司的 → 403）。',
  en: 'Administrators manage any company’s seals, a company user its own company’s (another company’s → 403).',
};

export const sealRoutes = {
  list: route({
    method: 'GET',
    path: '/api/companies/:id/seals',
    tag,
    summary: { zh: '列出公司的印章（启用的在前）', en: 'List a company’s seals (active ones first)' },
    description: scope,
    guard: manager,
    params: idParams,
    answers: { 200: z.array(Seal) },
  }),
  upload: route({
    method: 'POST',
    path: '/api/companies/:id/seals',
    tag,
    summary: { zh: '上传印章图片，新增印章', en: 'Add a seal from an uploaded image' },
    description: {
      zh: 'PNG 或 JPEG，不超过 1 MB，存为透明底的 PNG；同一类别只能有一枚启用中的印章（第二枚 → 409）。',
      en: 'PNG or JPEG, at most 1 MB, kept as a transparent PNG; one active seal of a kind (a second → 409).',
    },
    guard: manager,
    params: idParams,
    form: SealUploadForm,
    answers: { 201: Seal },
  }),
  draw: route({
    method: 'POST',
    path: '/api/companies/:id/seals/drawn',
    tag,
    summary: { zh: '由服务器绘制并新增印章', en: 'Add a seal drawn on the server' },
    description: {
      zh: '圆形红章：公司名称沿弧排列，`name` 在五角星下方（公章除外）；字体无法绘制的字符 → 422；同一类别只能有一枚启用中的印章（第二枚 → 409）。',
      en: 'A round red seal: the company’s name along the arc, `name` below the star but on the company seal; a character the font cannot draw → 422; one active seal of a kind (a second → 409).',
    },
    guard: manager,
    params: idParams,
    body: SealDrawBody,
    answers: { 201: Seal },
  }),
  preview: route({
    method: 'POST',
    path: '/api/companies/:id/seals/preview',
    tag,
    summary: { zh: '预览服务器绘制的印章（不保存）', en: 'Preview a seal drawn on the server (nothing saved)' },
    guard: manager,
    params: idParams,
    body: SealDrawBody,
    answers: { 200: fileAnswer('image/png', 'The seal `…/drawn` would save.') },
  }),
  update: route({
    method: 'PATCH',
    path: '/api/seals/:id',
    tag,
    summary: { zh: '修改印章的名称、状态或用印审批', en: 'Change a seal’s name, status or approval' },
    description: {
      zh: '停用的印章不再盖章，授权保留；审批人须为本公司启用的账号，开启审批至少要一位（→ 422 于 `approverIds`）。',
      en: 'A disabled seal stamps nothing, its grants stay; approvers are enabled accounts of the company, and approval needs one (→ 422 on `approverIds`).',
    },
    guard: manager,
    params: idParams,
    body: SealUpdateBody,
    answers: { 200: Seal },
  }),
  image: route({
    method: 'GET',
    path: '/api/seals/:id/image',
    tag,
    summary: { zh: '获取印章图片', en: 'Get a seal’s image' },
    guard: manager,
    params: idParams,
    answers: { 200: fileAnswer('image/png', 'The seal’s image.') },
  }),
  grants: route({
    method: 'GET',
    path: '/api/seals/:id/grants',
    tag,
    summary: { zh: '列出印章的授权（含已失效的，新的在前）', en: 'List a seal’s grants (live and past, newest first)' },
    guard: manager,
    params: idParams,
    answers: { 200: z.array(SealGrant) },
  }),
  grant: route({
    method: 'POST',
    path: '/api/seals/:id/grants',
    tag,
    summary: { zh: '将印章授权给本公司的账号', en: 'Grant a seal to an account of its company' },
    description: {
      zh: '可限定模板（本公司或共享的）、部门（本公司的）和到期时间（须为将来）；不符合 → 422 于该字段。',
      en: 'Optionally limited to templates (the company’s or shared), departments (the company’s) and a time to come; anything else → 422 on its field.',
    },
    guard: manager,
    params: idParams,
    body: SealGrantBody,
    answers: { 201: SealGrant },
  }),
  revoke: route({
    method: 'POST',
    path: '/api/seal-grants/:id/revoke',
    tag,
    summary: { zh: '撤销印章授权', en: 'Revoke a seal grant' },
    description: { zh: '已撤销的 → 409。', en: 'Already revoked → 409.' },
    guard: manager,
    params: idParams,
    answers: { 200: SealGrant },
  }),
};
