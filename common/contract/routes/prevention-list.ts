/** The prevention list (server/routes/prevention-list.ts): people who must not be sent a contract; administrators only. */
import { page, route } from '../define';
import { idParams } from '../fields';
import {
  PreventionBody,
  PreventionChanges,
  PreventionCheck,
  PreventionCheckQuery,
  PreventionEntry,
  PreventionQuery,
} from '../organisation';

const tag = 'Prevention list';
const admins = { permissions: ['isAdmin'] } as const;

export const preventionListRoutes = {
  list: route({
    method: 'GET',
    path: '/api/prevention-list',
    tag,
    summary: { zh: '列出防范名单', en: 'List the prevention list' },
    guard: admins,
    query: PreventionQuery,
    answers: { 200: page(PreventionEntry) },
  }),
  create: route({
    method: 'POST',
    path: '/api/prevention-list',
    tag,
    summary: { zh: '加入防范名单', en: 'Add a person to the prevention list' },
    description: { zh: '身份证号已在名单上：409。', en: 'An ID number already on the list: 409.' },
    guard: admins,
    body: PreventionBody,
    answers: { 200: PreventionEntry },
  }),
  check: route({
    method: 'GET',
    path: '/api/prevention-list/check',
    tag,
    summary: { zh: '查询某人是否在防范名单上', en: 'Check whether a person is on the prevention list' },
    guard: admins,
    query: PreventionCheckQuery,
    answers: { 200: PreventionCheck },
  }),
  update: route({
    method: 'PUT',
    path: '/api/prevention-list/:id',
    tag,
    summary: { zh: '修改防范名单条目（未给出的字段不变）', en: 'Change a prevention list entry (fields left out keep their value)' },
    guard: admins,
    params: idParams,
    body: PreventionChanges,
    answers: { 200: PreventionEntry },
  }),
  remove: route({
    method: 'DELETE',
    path: '/api/prevention-list/:id',
    tag,
    summary: { zh: '移出防范名单', en: 'Remove a person from the prevention list' },
    description: { zh: '返回删除的条目。', en: 'Answers the deleted entry.' },
    guard: admins,
    params: idParams,
    answers: { 200: PreventionEntry },
  }),
};
