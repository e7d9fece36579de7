/**
 * Field help (server/routes/field-helps.ts): what contract field keys mean, listed, written,
 * deleted. Managers (viewContract) write it; initiators (viewSign) read it.
 */
import { FieldHelp, FieldHelpBody, FieldHelpQuery, FieldHelpUpdateBody } from '../contracts';
import { page, route } from '../define';
import { idParams } from '../fields';

const tag = 'Field help';
const managers = { permissions: ['viewContract'] } as const;

export const fieldHelpRoutes = {
  list: route({
    method: 'GET',
    path: '/api/field-helps',
    tag,
    summary: { zh: '列出字段说明', en: 'List field help' },
    description: {
      zh: '管理员可见所有条目；其他人可见本企业和共享的条目。',
      en: 'Administrators see every entry; others their company’s and the shared ones.',
    },
    guard: { permissions: ['viewContract', 'viewSign'] },
    query: FieldHelpQuery,
    answers: { 200: page(FieldHelp) },
  }),
  create: route({
    method: 'POST',
    path: '/api/field-helps',
    tag,
    summary: { zh: '新建字段说明', en: 'Add field help' },
    description: {
      zh: '管理员可指定企业，或不指定（共享）；同一所有者下键已存在时 409。',
      en: 'Administrators may name a company, or none (shared); a key the owner already explains: 409.',
    },
    guard: managers,
    body: FieldHelpBody,
    answers: { 201: FieldHelp },
  }),
  update: route({
    method: 'PUT',
    path: '/api/field-helps/:id',
    tag,
    summary: { zh: '修改字段说明（整条，所有者不变）', en: 'Change field help (the whole entry; its owner stays)' },
    guard: managers,
    params: idParams,
    body: FieldHelpUpdateBody,
    answers: { 200: FieldHelp },
  }),
  remove: route({
    method: 'DELETE',
    path: '/api/field-helps/:id',
    tag,
    summary: { zh: '删除字段说明', en: 'Delete field help' },
    description: { zh: '回答被删除的条目。', en: 'Answers the deleted entry.' },
    guard: managers,
    params: idParams,
    answers: { 200: FieldHelp },
  }),
};
