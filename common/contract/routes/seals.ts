/** The seal library and its grants (server/routes/seals.ts): administrators and company users manage. */
import { z } from 'zod';
import { fileAnswer, route, tagged, type Text } from '../define';
import { idParams } from '../fields';
import { companyManagers } from '../guards';
import { Seal, SealDrawBody, SealGrant, SealGrantBody, SealUpdateBody, SealUploadForm } from '../seals';

const scope: Text = [
  '管理员可管理任一公司的印章，公司用户只能管理本公司的（其他公司的 → 403）。',
  'Administrators manage any company’s seals, a company user its own company’s (another company’s → 403).',
];

export const sealRoutes = tagged('Seals', {
  list: route('GET /api/companies/:id/seals', companyManagers, {
    summary: ['列出公司的印章（启用的在前）', 'List a company’s seals (active ones first)'],
    description: scope,
    params: idParams,
    answers: { 200: z.array(Seal) },
  }),
  upload: route('POST /api/companies/:id/seals', companyManagers, {
    summary: ['上传印章图片，新增印章', 'Add a seal from an uploaded image'],
    description: [
      'PNG 或 JPEG，不超过 1 MB，存为透明底的 PNG；同一类别只能有一枚启用中的印章（第二枚 → 409）。',
      'PNG or JPEG, at most 1 MB, kept as a transparent PNG; one active seal of a kind (a second → 409).',
    ],
    params: idParams,
    form: SealUploadForm,
    answers: { 201: Seal },
  }),
  draw: route('POST /api/companies/:id/seals/drawn', companyManagers, {
    summary: ['由服务器绘制并新增印章', 'Add a seal drawn on the server'],
    description: [
      '圆形红章：公司名称沿弧排列，`name` 在五角星下方（公章除外）；字体无法绘制的字符 → 422；同一类别只能有一枚启用中的印章（第二枚 → 409）。',
      'A round red seal: the company’s name along the arc, `name` below the star but on the company seal; a character the font cannot draw → 422; one active seal of a kind (a second → 409).',
    ],
    params: idParams,
    body: SealDrawBody,
    answers: { 201: Seal },
  }),
  preview: route('POST /api/companies/:id/seals/preview', companyManagers, {
    summary: ['预览服务器绘制的印章（不保存）', 'Preview a seal drawn on the server (nothing saved)'],
    params: idParams,
    body: SealDrawBody,
    answers: { 200: fileAnswer('image/png', 'The seal `…/drawn` would save.') },
  }),
  update: route('PATCH /api/seals/:id', companyManagers, {
    summary: ['修改印章的名称、状态或用印审批', 'Change a seal’s name, status or approval'],
    description: [
      '停用的印章不再盖章，授权保留；审批人须为本公司启用的账号，开启审批至少要一位（→ 422 于 `approverIds`）。',
      'A disabled seal stamps nothing, its grants stay; approvers are enabled accounts of the company, and approval needs one (→ 422 on `approverIds`).',
    ],
    params: idParams,
    body: SealUpdateBody,
    answers: { 200: Seal },
  }),
  image: route('GET /api/seals/:id/image', companyManagers, {
    summary: ['获取印章图片', 'Get a seal’s image'],
    params: idParams,
    answers: { 200: fileAnswer('image/png', 'The seal’s image.') },
  }),
  grants: route('GET /api/seals/:id/grants', companyManagers, {
    summary: ['列出印章的授权（含已失效的，新的在前）', 'List a seal’s grants (live and past, newest first)'],
    params: idParams,
    answers: { 200: z.array(SealGrant) },
  }),
  grant: route('POST /api/seals/:id/grants', companyManagers, {
    summary: ['将印章授权给本公司的账号', 'Grant a seal to an account of its company'],
    description: [
      '可限定模板（本公司或共享的）、部门（本公司的）和到期时间（须为将来）；不符合 → 422 于该字段。',
      'Optionally limited to templates (the company’s or shared), departments (the company’s) and a time to come; anything else → 422 on its field.',
    ],
    params: idParams,
    body: SealGrantBody,
    answers: { 201: SealGrant },
  }),
  revoke: route('POST /api/seal-grants/:id/revoke', companyManagers, {
    summary: ['撤销印章授权', 'Revoke a seal grant'],
    description: ['已撤销的 → 409。', 'Already revoked → 409.'],
    params: idParams,
    answers: { 200: SealGrant },
  }),
});
