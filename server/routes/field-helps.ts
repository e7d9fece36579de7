/**
 * Field help (/contract/helper): GET, POST /api/field-helps; PUT, DELETE /api/field-helps/:id.
 * Admins and company users only (viewContract); scope is decided in domain/field-helps.ts.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import type { FieldHelpBody } from '../../contract/contracts';
import {
  createFieldHelp,
  deleteFieldHelp,
  FIELD_HELP_SORT_FIELDS,
  listFieldHelps,
  updateFieldHelp,
  type FieldHelpSortField,
} from '../domain/field-helps';
import type { AppEnv } from './support/context';
import { FIELD_KEY_PATTERN } from './contracts';
import { ok } from './support/envelope';
import { idParams, queryBoolean, queryId, requiredText, text } from './support/fields';
import { listQueryShape } from './support/list-query';
import { requireAccess, requireSession } from './support/require-session';
import { parseJsonBody, parseParams, parseQuery } from './support/validate';

const sorts = Object.keys(FIELD_HELP_SORT_FIELDS) as [FieldHelpSortField, ...FieldHelpSortField[]];
const listQuery = z.object({
  ...listQueryShape(sorts),
  key: text(64).optional(),
  keyword: text(100).optional(),
  companyId: queryId(),
  shared: queryBoolean(),
});

const helpFields = {
  key: requiredText(64).regex(FIELD_KEY_PATTERN, 'contractField.keyFormat'),
  title: requiredText(100),
  content: requiredText(2000),
  example: text(500).default(''),
};
const createBody = z.object({ ...helpFields, companyId: z.number().int().min(1).nullable().optional() }) satisfies z.ZodType<FieldHelpBody>;
/** PUT takes the whole entry (the owner stays). */
const updateBody = z.object(helpFields);

export function fieldHelpRoutes() {
  const routes = new Hono<AppEnv>();
  for (const path of ['/field-helps', '/field-helps/*']) routes.use(path, requireSession, requireAccess('viewContract'));

  routes.get('/field-helps', async (c) => {
    const { sorter, ...filters } = parseQuery(c, listQuery);
    return ok(c, await listFieldHelps(c.get('deps'), c.get('user'), { ...filters, sort: sorter }));
  });

  routes.post('/field-helps', async (c) => {
    const body = await parseJsonBody(c, createBody);
    return ok(c, await createFieldHelp(c.get('deps'), c.get('user'), body), 201);
  });

  routes.put('/field-helps/:id', async (c) => {
    const { id } = parseParams(c, idParams);
    const body = await parseJsonBody(c, updateBody);
    return ok(c, await updateFieldHelp(c.get('deps'), c.get('user'), id, body));
  });

  routes.delete('/field-helps/:id', async (c) => {
    const { id } = parseParams(c, idParams);
    return ok(c, await deleteFieldHelp(c.get('deps'), c.get('user'), id));
  });

  return routes;
}
