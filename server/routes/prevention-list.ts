/**
 * The prevention list, administrators only (everyone else 403): GET, POST /api/prevention-list;
 * PUT, DELETE /api/prevention-list/:id; GET /api/prevention-list/check?idNumber=.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import type { PreventionBody } from '../../common/api/organisation';
import { LIMITS } from '../../common/validation/limits';
import {
  PREVENTION_SORT_FIELDS,
  checkPrevention,
  createPrevention,
  deletePrevention,
  listPrevention,
  updatePrevention,
  type PreventionSortField,
} from '../domain/organisation/prevention-list';
import type { AppEnv } from './support/context';
import { ok } from './support/envelope';
import { idNumber, idParams, optionalMobile, requiredText, text } from './support/fields';
import { listQueryShape } from './support/list-query';
import { authorize } from './support/authorize';
import { parseJsonBody, parseParams, parseQuery } from './support/validate';

const preventionFields = {
  name: requiredText(LIMITS.personName),
  idNumber: idNumber(),
  mobile: optionalMobile(),
  reason: requiredText(LIMITS.reason),
};
const preventionBody = z.object({ ...preventionFields, mobile: preventionFields.mobile.default('') }) satisfies z.ZodType<PreventionBody>;
const preventionChanges = z.object(preventionFields).partial();

const sortFields = Object.keys(PREVENTION_SORT_FIELDS) as [PreventionSortField, ...PreventionSortField[]];
const preventionQuery = z.object({
  ...listQueryShape(sortFields),
  name: text(LIMITS.personName).optional(),
  idNumber: z.string().trim().toUpperCase().max(18).optional(),
  mobile: z.string().trim().max(11).optional(),
});
const checkQuery = z.object({ idNumber: idNumber() });

export function preventionListRoutes() {
  const routes = new Hono<AppEnv>();
  routes.get('/prevention-list', authorize('isAdmin'), async (c) => {
    const { sorter, ...filters } = parseQuery(c, preventionQuery);
    return ok(c, await listPrevention(c.get('deps'), c.get('user'), { ...filters, sort: sorter }));
  });

  routes.post('/prevention-list', authorize('isAdmin'), async (c) => {
    const body = await parseJsonBody(c, preventionBody);
    return ok(c, await createPrevention(c.get('deps'), c.get('user'), body));
  });

  routes.get('/prevention-list/check', authorize('isAdmin'), async (c) => {
    const { idNumber: id } = parseQuery(c, checkQuery);
    return ok(c, await checkPrevention(c.get('deps'), c.get('user'), id));
  });

  routes.put('/prevention-list/:id', authorize('isAdmin'), async (c) => {
    const { id } = parseParams(c, idParams);
    const changes = await parseJsonBody(c, preventionChanges);
    return ok(c, await updatePrevention(c.get('deps'), c.get('user'), id, changes));
  });

  routes.delete('/prevention-list/:id', authorize('isAdmin'), async (c) => {
    const { id } = parseParams(c, idParams);
    return ok(c, await deletePrevention(c.get('deps'), c.get('user'), id));
  });

  return routes;
}
