/** The prevention list (server/routes/prevention-list.ts): people who must not be sent a contract; administrators only. */
import { page, route, tagged } from '../define';
import { idParams } from '../fields';
import { admins } from '../guards';
import {
  PreventionBody,
  PreventionChanges,
  PreventionCheck,
  PreventionCheckQuery,
  PreventionEntry,
  PreventionQuery,
} from '../organisation';

export const preventionListRoutes = tagged('Prevention list', {
  list: route('GET /api/prevention-list', admins, {
    summary: ['列出防范名单', 'List the prevention list'],
    query: PreventionQuery,
    answers: { 200: page(PreventionEntry) },
  }),
  create: route('POST /api/prevention-list', admins, {
    summary: ['加入防范名单', 'Add a person to the prevention list'],
    description: ['身份证号已在名单上：409。', 'An ID number already on the list: 409.'],
    body: PreventionBody,
    answers: { 200: PreventionEntry },
  }),
  check: route('GET /api/prevention-list/check', admins, {
    summary: ['查询某人是否在防范名单上', 'Check whether a person is on the prevention list'],
    query: PreventionCheckQuery,
    answers: { 200: PreventionCheck },
  }),
  update: route('PUT /api/prevention-list/:id', admins, {
    summary: ['修改防范名单条目（未给出的字段不变）', 'Change a prevention list entry (fields left out keep their value)'],
    params: idParams,
    body: PreventionChanges,
    answers: { 200: PreventionEntry },
  }),
  remove: route('DELETE /api/prevention-list/:id', admins, {
    summary: ['移出防范名单', 'Remove a person from the prevention list'],
    description: ['返回删除的条目。', 'Answers the deleted entry.'],
    params: idParams,
    answers: { 200: PreventionEntry },
  }),
});
