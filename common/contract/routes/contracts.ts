/**
 * Contract templates (server/routes/contracts.ts): listed, uploaded, changed, deleted, given a
 * new version; their PDF, their fields and a filled preview. Managers (viewContract) change them;
 * initiators (viewSign) read the enabled ones.
 */
import { z } from 'zod';
import {
  ContractField,
  ContractFieldsBody,
  ContractPreviewBody,
  ContractQuery,
  ContractTemplate,
  ContractTemplateCreateBody,
  ContractTemplateUpdateBody,
  ContractVersionBody,
  ContractVersionResult,
} from '../contracts';
import { fileAnswer, page, route, tagged, type Text } from '../define';
import { idParams } from '../fields';
import { contractManagers, contractReaders } from '../guards';

const pdfFile = z
  .any()
  .describe('The PDF, at most 10 MB: not encrypted, no active content, at most 300 pages of 3 to 14,400 points a side.');
const scope: Text = [
  '管理员可见所有模板；企业用户可见本企业和共享的模板，只能修改本企业的；发起人只能读取已启用的模板。范围之外 403。',
  'Administrators see every template; company users their company’s and the shared ones, changing only their company’s; initiators read enabled templates only. Out of scope: 403.',
];

export const contractRoutes = tagged('Contract templates', {
  list: route('GET /api/contracts', contractReaders, {
    summary: ['列出合同模板', 'List contract templates'],
    description: scope,
    query: ContractQuery,
    answers: { 200: page(ContractTemplate) },
  }),
  create: route('POST /api/contracts', contractManagers, {
    summary: ['上传合同模板（草稿）', 'Upload a contract template (a draft)'],
    description: [
      '同一所有者、类型、编号和版本已存在时 409；不是 PDF、已损坏或加密时 422。',
      'A code already taken for that owner, kind and version: 409; not a PDF, broken or encrypted: 422.',
    ],
    form: ContractTemplateCreateBody.extend({ file: pdfFile }),
    answers: { 201: ContractTemplate },
  }),
  get: route('GET /api/contracts/:id', contractReaders, {
    summary: ['查看合同模板', 'Show a contract template'],
    params: idParams,
    answers: { 200: ContractTemplate },
  }),
  update: route('PUT /api/contracts/:id', contractManagers, {
    summary: ['修改合同模板（只改给出的字段）', 'Change a contract template (the fields given)'],
    description: [
      '启用需要员工和企业的签署区；附件只能挂在主合同上。印章类型和骑缝章由新版本沿用。',
      'Enabling needs both signature places; only a principal template lists accessories. The seal kind and the cross-page seal carry over to new versions.',
    ],
    params: idParams,
    body: ContractTemplateUpdateBody,
    answers: { 200: ContractTemplate },
  }),
  remove: route('DELETE /api/contracts/:id', contractManagers, {
    summary: ['删除合同模板', 'Delete a contract template'],
    description: [
      '签署任务在用或仍被主合同列为附件时 409。回答被删除的模板。',
      'Refused (409) while a sign task uses it or a principal template lists it. Answers the deleted template.',
    ],
    params: idParams,
    answers: { 200: ContractTemplate },
  }),
  createVersion: route('POST /api/contracts/:id/versions', contractManagers, {
    summary: ['上传合同模板的新版本（草稿）', 'Upload a new version of a contract template (a draft)'],
    description: [
      '编号、所有者和附件不变，版本号为该编号的下一个；放得下的字段被复制，放不下的列在 droppedFieldKeys 中。',
      'Same code, owner and accessories, the code’s next version; the fields that fit are copied, the others listed in droppedFieldKeys.',
    ],
    params: idParams,
    form: ContractVersionBody.extend({ file: pdfFile }),
    answers: { 201: ContractVersionResult },
  }),
  file: route('GET /api/contracts/:id/file', contractReaders, {
    summary: ['下载合同模板的 PDF', 'Download a contract template’s PDF'],
    params: idParams,
    answers: { 200: fileAnswer('application/pdf', 'The stored file, shown inline.') },
  }),
  fields: route('GET /api/contracts/:id/fields', contractReaders, {
    summary: ['列出合同模板的字段', 'List a contract template’s fields'],
    params: idParams,
    answers: { 200: z.array(ContractField) },
  }),
  saveFields: route('PUT /api/contracts/:id/fields', contractManagers, {
    summary: ['保存合同模板的全部字段', 'Save a contract template’s whole field list'],
    description: [
      '请求体为完整的字段数组（至多 300 个），替换原有字段；坐标和尺寸取整到 0.01 pt。已启用的模板须保留双方的签署区。',
      'The body is the whole list (at most 300), replacing the fields; boxes are rounded to 0.01 pt. An enabled template must keep both signature places.',
    ],
    params: idParams,
    body: ContractFieldsBody,
    answers: { 200: z.array(ContractField) },
  }),
  preview: route('POST /api/contracts/:id/preview', contractReaders, {
    summary: ['预览填好值的合同模板', 'Preview a contract template filled with values'],
    description: [
      '值按字段类型校验；空值取字段的默认值（给出 employeeId 时取该员工的档案）。',
      'Values are checked by field type; blank ones take the field’s default (from employeeId’s record when given).',
    ],
    params: idParams,
    body: ContractPreviewBody,
    answers: { 200: fileAnswer('application/pdf', 'The template with the values drawn in their boxes, signature places as dashed boxes.') },
  }),
});
