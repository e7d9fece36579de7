/** Approval before sealing (server/routes/seal-approvals.ts): any signed-in account reads; the seal's approvers decide. */
import { page, route, tagged, type Text } from '../define';
import { idParams } from '../fields';
import { signedIn } from '../guards';
import { SealApproval, SealApprovalQuery, SealApprovalRefuseBody } from '../seals';

const decider: Text = [
  '只有印章的审批人可以决定，申请人本人不行（→ 403）；已决定的或批次不再等待的 → 409。',
  'Only an approver of the seal decides, never its requester (→ 403); decided already, or the batch no longer waits → 409.',
];

export const sealApprovalRoutes = tagged('Seal approvals', {
  list: route('GET /api/seal-approvals', signedIn, {
    summary: ['列出用印审批（新的在前）', 'List seal approvals (newest first)'],
    description: [
      '管理员看到全部，公司用户看到本公司的，其他账号看到自己审批的印章的和自己申请的。',
      'Administrators see all, company users their company’s, others those of the seals they approve and those they asked for.',
    ],
    query: SealApprovalQuery,
    answers: { 200: page(SealApproval) },
  }),
  approve: route('POST /api/seal-approvals/:id/approve', signedIn, {
    summary: ['同意用印（全部同意后批次开始）', 'Approve a seal’s use (the batch starts once all are approved)'],
    description: decider,
    params: idParams,
    answers: { 200: SealApproval },
  }),
  refuse: route('POST /api/seal-approvals/:id/refuse', signedIn, {
    summary: ['拒绝用印（批次被拒绝，不盖章）', 'Refuse a seal’s use (the batch is refused, nothing sealed)'],
    description: decider,
    params: idParams,
    body: SealApprovalRefuseBody,
    answers: { 200: SealApproval },
  }),
});
