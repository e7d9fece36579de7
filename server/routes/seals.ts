/**
 * The seal library and its grants (docs/api.md, "Seals"):
 * GET, POST /api/companies/:id/seals (POST uploads the image: multipart, fields file, kind, name);
 * POST /api/companies/:id/seals/drawn (a seal drawn on the server: JSON kind, name);
 * POST /api/companies/:id/seals/preview (the drawn seal's PNG, nothing saved);
 * PATCH /api/seals/:id (name, status, approval and approvers); GET /api/seals/:id/image; GET, POST /api/seals/:id/grants;
 * POST /api/seal-grants/:id/revoke.
 * Administrators and company users manage (isAdminOrCompany); the company is scoped in domain/seals.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { SEAL_STATUSES, SEAL_TEXT_MAX, type SealDrawBody, type SealGrantBody, type SealUpdateBody } from '../../common/api/seals';
import { createSeal } from '../domain/seals/create-seal';
import { generateSeal } from '../domain/seals/generate-seal';
import { grantSeal } from '../domain/seals/grant-seal';
import { listGrants } from '../domain/seals/list-grants';
import { listSeals } from '../domain/seals/list-seals';
import { revokeGrant } from '../domain/seals/revoke-grant';
import { sealImage } from '../domain/seals/seal-image';
import { updateSeal } from '../domain/seals/update-seal';
import { LIMITS } from '../../common/validation/limits';
import { authorize } from './support/authorize';
import { clientInfo } from './support/client-info';
import type { AppContext, AppEnv } from './support/context';
import { ok } from './support/envelope';
import { idParams, requiredText } from './support/fields';
import { pngResponse } from './support/files';
import { readUploadedFile } from './support/upload';
import { parseInput, parseJsonBody, parseParams, type FieldLabels } from './support/validate';

const MAX_LIMIT_IDS = 200;

const drawBody = z.object({ kind: requiredText(SEAL_TEXT_MAX), name: requiredText(SEAL_TEXT_MAX) }) satisfies z.ZodType<SealDrawBody>;
const MAX_APPROVERS = 20;
const updateBody = z.object({
  name: requiredText(SEAL_TEXT_MAX).optional(),
  status: z.enum(SEAL_STATUSES).optional(),
  approvalRequired: z.boolean().optional(),
  approverIds: z.array(z.number().int().min(1)).max(MAX_APPROVERS).optional(),
}) satisfies z.ZodType<SealUpdateBody>;
/** Null or absent: no limit. An empty list would read as "none" to some and "all" to others: refused. */
const limitIds = z.array(z.number().int().min(1)).min(1).max(MAX_LIMIT_IDS).nullable().optional();
const grantBody = z.object({
  accountId: z.number().int().min(1),
  templateIds: limitIds,
  departmentIds: limitIds,
  expiresAt: z.iso.datetime({ offset: true }).nullable().optional(),
}) satisfies z.ZodType<SealGrantBody>;
const labels: FieldLabels = { kind: 'field.sealKind', name: 'field.sealName' };

/** The text fields of a multipart body (the file is read separately). */
async function formFields(c: AppContext): Promise<Record<string, string>> {
  const body = await c.req.parseBody(); // cached: readUploadedFile parsed it already
  return Object.fromEntries(Object.entries(body).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

export function sealRoutes() {
  const routes = new Hono<AppEnv>();

  routes.get('/companies/:id/seals', authorize('isAdminOrCompany'), async (c) => {
    const { id } = parseParams(c, idParams);
    return ok(c, await listSeals(c.get('deps'), c.get('user'), id));
  });

  routes.post('/companies/:id/seals', authorize('isAdminOrCompany'), async (c) => {
    const { id } = parseParams(c, idParams);
    const file = await readUploadedFile(c, LIMITS.sealMaxBytes);
    const body = parseInput(drawBody, await formFields(c), labels);
    return ok(c, await createSeal(c.get('deps'), c.get('user'), id, body, { kind: 'upload', file: file.bytes }), 201);
  });

  routes.post('/companies/:id/seals/drawn', authorize('isAdminOrCompany'), async (c) => {
    const { id } = parseParams(c, idParams);
    const body = await parseJsonBody(c, drawBody, labels);
    return ok(c, await createSeal(c.get('deps'), c.get('user'), id, body, { kind: 'drawn' }), 201);
  });

  routes.post('/companies/:id/seals/preview', authorize('isAdminOrCompany'), async (c) => {
    const { id } = parseParams(c, idParams);
    const body = await parseJsonBody(c, drawBody, labels);
    return pngResponse(c, await generateSeal(c.get('deps'), c.get('user'), id, body), 'no-store');
  });

  routes.patch('/seals/:id', authorize('isAdminOrCompany'), async (c) => {
    const { id } = parseParams(c, idParams);
    const changes = await parseJsonBody(c, updateBody, labels);
    return ok(c, await updateSeal(c.get('deps'), c.get('user'), id, changes, clientInfo(c)));
  });

  routes.get('/seals/:id/image', authorize('isAdminOrCompany'), async (c) => {
    const { id } = parseParams(c, idParams);
    return pngResponse(c, await sealImage(c.get('deps'), c.get('user'), id));
  });

  routes.get('/seals/:id/grants', authorize('isAdminOrCompany'), async (c) => {
    const { id } = parseParams(c, idParams);
    return ok(c, await listGrants(c.get('deps'), c.get('user'), id));
  });

  routes.post('/seals/:id/grants', authorize('isAdminOrCompany'), async (c) => {
    const { id } = parseParams(c, idParams);
    const body = await parseJsonBody(c, grantBody);
    return ok(c, await grantSeal(c.get('deps'), c.get('user'), id, body, clientInfo(c)), 201);
  });

  routes.post('/seal-grants/:id/revoke', authorize('isAdminOrCompany'), async (c) => {
    const { id } = parseParams(c, idParams);
    return ok(c, await revokeGrant(c.get('deps'), c.get('user'), id, clientInfo(c)));
  });

  return routes;
}
