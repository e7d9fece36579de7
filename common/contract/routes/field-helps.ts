/**
 * Field help (server/routes/field-helps.ts): what contract field keys mean, listed, written,
 * deleted. Managers (viewContract) write it; initiators (viewSign) read it.
 */
import { FieldHelp, FieldHelpBody, FieldHelpQuery, FieldHelpUpdateBody } from '../contracts';
import { page, route, tagged } from '../define';
import { idParams } from '../fields';
import { contractManagers, contractReaders } from '../guards';

export const fieldHelpRoutes = tagged('Field help', {
  list: route('GET /api/field-helps', contractReaders, {
    summary: ['列出字段说明', 'List field help'],
    description: [
      '管理员可见所有条目；其他人可见本企业和共享的条目。',
      'Administrators see every entry; others their company’s and the shared ones.',
    ],
    query: FieldHelpQuery,
    answers: { 200: page(FieldHelp) },
  }),
  create: route('POST /api/field-helps', contractManagers, {
    summary: ['新建字段说明', 'Add field help'],
    description: [
      '管理员可指定企业，或不指定（共享）；同一所有者下键已存在时 409。',
      'Administrators may name a company, or none (shared); a key the owner already explains: 409.',
    ],
    body: FieldHelpBody,
    answers: { 201: FieldHelp },
  }),
  update: route('PUT /api/field-helps/:id', contractManagers, {
    summary: ['修改字段说明（整条，所有者不变）', 'Change field help (the whole entry; its owner stays)'],
    params: idParams,
    body: FieldHelpUpdateBody,
    answers: { 200: FieldHelp },
  }),
  remove: route('DELETE /api/field-helps/:id', contractManagers, {
    summary: ['删除字段说明', 'Delete field help'],
    description: ['回答被删除的条目。', 'Answers the deleted entry.'],
    params: idParams,
    answers: { 200: FieldHelp },
  }),
});
