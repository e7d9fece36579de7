/**
 * The seal library and its grants (common/contract/routes/seals.ts; docs/api.md, "Seals"): a
 * company's seals, uploaded (multipart: file, kind, name) or drawn on the server (and previewed,
 * nothing saved); a seal's name, status and approval, its image; its grants, given and revoked.
 * Administrators and company users manage (isAdminOrCompany); the company is scoped in domain/seals.
 */
import { Hono } from 'hono';
import { sealRoutes as declared } from '../../common/contract/routes/seals';
import { SealDrawBody } from '../../common/contract/seals';
import { LIMITS } from '../../common/validation/limits';
import { createSeal } from '../domain/seals/create-seal';
import { generateSeal } from '../domain/seals/generate-seal';
import { grantSeal } from '../domain/seals/grant-seal';
import { listGrants } from '../domain/seals/list-grants';
import { listSeals } from '../domain/seals/list-seals';
import { revokeGrant } from '../domain/seals/revoke-grant';
import { sealImage } from '../domain/seals/seal-image';
import { updateSeal } from '../domain/seals/update-seal';
import { clientInfo } from './support/client-info';
import type { AppContext, AppEnv } from './support/context';
import { pngResponse } from './support/files';
import { mountAll } from './support/mount';
import { readUploadedFile } from './support/upload';
import { parseInput, type FieldLabels } from './support/validate';

const labels: FieldLabels = { kind: 'field.sealKind', name: 'field.sealName' };

/** The text fields of a multipart body (the file is read separately). */
async function formFields(c: AppContext): Promise<Record<string, string>> {
  const body = await c.req.parseBody(); // cached: readUploadedFile parsed it already
  return Object.fromEntries(Object.entries(body).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

export function sealRoutes() {
  const routes = new Hono<AppEnv>();
  mountAll(routes, declared, {
    list: async (c, { params }) => listSeals(c.get('deps'), c.get('user'), params.id),
    upload: async (c, { params }) => {
      const file = await readUploadedFile(c, LIMITS.sealMaxBytes);
      const body = parseInput(SealDrawBody, await formFields(c), labels);
      return createSeal(c.get('deps'), { actor: c.get('user'), companyId: params.id, body, source: { kind: 'upload', file: file.bytes } });
    },
    draw: [
      async (c, { params, body }) =>
        createSeal(c.get('deps'), { actor: c.get('user'), companyId: params.id, body, source: { kind: 'drawn' } }),
      { labels },
    ],
    preview: [
      async (c, { params, body }) =>
        pngResponse(c, await generateSeal(c.get('deps'), { actor: c.get('user'), companyId: params.id, body }), 'no-store'),
      { labels },
    ],
    update: [
      async (c, { params, body }) =>
        updateSeal(c.get('deps'), { actor: c.get('user'), id: params.id, changes: body, client: clientInfo(c) }),
      { labels },
    ],
    image: async (c, { params }) => pngResponse(c, await sealImage(c.get('deps'), c.get('user'), params.id)),
    grants: async (c, { params }) => listGrants(c.get('deps'), c.get('user'), params.id),
    grant: async (c, { params, body }) =>
      grantSeal(c.get('deps'), { actor: c.get('user'), sealId: params.id, body, client: clientInfo(c) }),
    revoke: async (c, { params }) => revokeGrant(c.get('deps'), { actor: c.get('user'), id: params.id, client: clientInfo(c) }),
  });
  return routes;
}
