/** Approval before sealing (用印审批, docs/api.md "Seals"): the approvals the reader sees, and an approver's decision. */
import { api, type Query } from './request';

/** Newest first; `mine`: only those the reader may decide now. */
export const querySealApprovals = (query: Query<'GET /api/seal-approvals'>) => api('GET /api/seal-approvals', { query });

export const approveSealApproval = (id: number) => api('POST /api/seal-approvals/:id/approve', { params: { id } });

/** Refuses with a reason (required): the batch waiting for it is refused, nothing sealed. */
export const refuseSealApproval = (id: number, reason: string) =>
  api('POST /api/seal-approvals/:id/refuse', { params: { id }, body: { reason } });
