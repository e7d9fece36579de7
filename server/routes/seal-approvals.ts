/**
 * Approval before sealing (docs/api.md, "Seal approvals"): GET /api/seal-approvals;
 * POST /api/seal-approvals/:id/approve; POST /api/seal-approvals/:id/refuse { reason }.
 * Any signed-in account of a company (or an administrator) reads; who sees which and who may
 * decide (the seal's approvers, never the requester) is decided in domain/seals.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { SEAL_APPROVAL_STATUSES, SEAL_REFUSAL_MAX, type SealApprovalRefuseBody } from '../../common/api/seals';
import { decideApproval } from '../domain/seals/decide-approval';
import { listApprovals } from '../domain/seals/list-approvals';
import { authorize } from './support/authorize';
import { clientInfo } from './support/client-info';
import type { AppEnv } from './support/context';
import { ok } from './support/envelope';
import { idParams, queryBoolean, requiredText } from './support/fields';
import { listQueryShape } from './support/list-query';
import { parseJsonBody, parseParams, parseQuery } from './support/validate';

const { current, pageSize } = listQueryShape(['id'] as const);
const listQuery = z.object({ current, pageSize, status: z.enum(SEAL_APPROVAL_STATUSES).optional(), mine: queryBoolean() });
const refuseBody = z.object({ reason: requiredText(SEAL_REFUSAL_MAX) }) satisfies z.ZodType<SealApprovalRefuseBody>;

export function sealApprovalRoutes() {
  const routes = new Hono<AppEnv>();

  routes.get('/seal-approvals', authorize(), async (c) => {
    const query = parseQuery(c, listQuery);
    return ok(c, await listApprovals(c.get('deps'), c.get('user'), query));
  });

  routes.post('/seal-approvals/:id/approve', authorize(), async (c) => {
    const { id } = parseParams(c, idParams);
    return ok(c, await decideApproval(c.get('deps'), c.get('user'), id, { approve: true }, clientInfo(c)));
  });

  routes.post('/seal-approvals/:id/refuse', authorize(), async (c) => {
    const { id } = parseParams(c, idParams);
    const { reason } = await parseJsonBody(c, refuseBody);
    return ok(c, await decideApproval(c.get('deps'), c.get('user'), id, { approve: false, reason }, clientInfo(c)));
  });

  return routes;
}
