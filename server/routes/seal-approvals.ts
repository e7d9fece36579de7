/**
 * Approval before sealing (common/contract/routes/seal-approvals.ts; docs/api.md, "Seal
 * approvals"): the approvals listed, approved, refused with a reason. Any signed-in account of a
 * company (or an administrator) reads; who sees which and who may decide (the seal's approvers,
 * never the requester) is decided in domain/seals.
 */
import { Hono } from 'hono';
import { sealApprovalRoutes as declared } from '../../common/contract/routes/seal-approvals';
import { decideApproval } from '../domain/seals/decide-approval';
import { listApprovals } from '../domain/seals/list-approvals';
import { clientInfo } from './support/client-info';
import type { AppEnv } from './support/context';
import { mountAll } from './support/mount';

export function sealApprovalRoutes() {
  const routes = new Hono<AppEnv>();
  mountAll(routes, declared, {
    list: async (c, { query }) => listApprovals(c.get('deps'), c.get('user'), query),
    approve: async (c, { params }) =>
      decideApproval(c.get('deps'), { actor: c.get('user'), id: params.id, decision: { approve: true }, client: clientInfo(c) }),
    refuse: async (c, { params, body }) =>
      decideApproval(c.get('deps'), {
        actor: c.get('user'),
        id: params.id,
        decision: { approve: false, reason: body.reason },
        client: clientInfo(c),
      }),
  });
  return routes;
}
