/** Approval before sealing (server/routes/seal-approvals.ts): any signed-in account reads; the seal's approvers decide. */
import { page, route } from '../define';
import { idParams } from '../fields';
import { SealApproval, SealApprovalQuery, SealApprovalRefuseBody } from '../seals';

const signedIn = { permissions: [] } as const;
const tag = 'Seal approvals';
const decider = {
  zh: '只有印章的审批人可以决定，申请人本人不行（→ 403）；已决定的或批次不再等待的 → 409。',
  en: 'Only an approver of the seal decides, never its requester (→ 403); decided already, or the batch no longer waits → 409.',
};

export const sealApprovalRoutes = {
  list: route({
    method: 'GET',
    path: '/api/seal-approvals',
    tag,
    summary: { zh: '列出用印审批（新的在前）', en: 'List seal approvals (newest first)' },
    description: {
      zh: '管理员看到全部，公司用户看到本公司的，其他账号看到自己审批的印章的和自己申请的。',
      en: 'Administrators see all, company users their company’s, others those of the seals they approve and those they asked for.',
    },
    guard: signedIn,
    query: SealApprovalQuery,
    answers: { 200: page(SealApproval) },
  }),
  approve: route({
    method: 'POST',
    path: '/api/seal-approvals/:id/approve',
    tag,
    summary: { zh: '同意用印（全部同意后批次开始）', en: 'Approve a seal’s use (the batch starts once all are approved)' },
    description: decider,
    guard: signedIn,
    params: idParams,
    answers: { 200: SealApproval },
  }),
  refuse: route({
    method: 'POST',
    path: '/api/seal-approvals/:id/refuse',
    tag,
    summary: { zh: '拒绝用印（批次被拒绝，不盖章）', en: 'Refuse a seal’s use (the batch is refused, nothing sealed)' },
    description: decider,
    guard: signedIn,
    params: idParams,
    body: SealApprovalRefuseBody,
    answers: { 200: SealApproval },
  }),
};
