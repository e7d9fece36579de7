/**
 * Field help (/contract/helper): GET, POST /api/field-helps; PUT, DELETE /api/field-helps/:id.
 * Admins and company users manage it (viewContract); initiators (viewSign) read it. Scope is
 * decided in domain/contracts/field-helps.ts.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import type { FieldHelpBody } from '../../common/api/contracts';
import {
  createFieldHelp,
  deleteFieldHelp,
  FIELD_HELP_SORT_FIELDS,
  listFieldHelps,
  updateFieldHelp,
  type FieldHelpSortField,
} from '../domain/contracts/field-helps';
import type { AppEnv } from './support/context';
import { FIELD_KEY_PATTERN } from './contracts';
import { ok } from './support/envelope';
import { idParams, queryBoolean, queryId, requiredText, text } from './support/fields';
import { listQueryShape } from './support/list-query';
import { authorize } from './support/authorize';
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
  routes.get('/field-helps', authorize('viewContract', 'viewSign'), async (c) => {
    const { sorter, ...filters } = parseQuery(c, listQuery);
    return ok(c, await listFieldHelps(c.get('deps'), c.get('user'), { ...filters, sort: sorter }));
  });

  routes.post('/field-helps', authorize('viewContract'), async (c) => {
    const body = await parseJsonBody(c, createBody);
    return ok(c, await createFieldHelp(c.get('deps'), c.get('user'), body), 201);
  });

  routes.put('/field-helps/:id', authorize('viewContract'), async (c) => {
    const { id } = parseParams(c, idParams);
    const body = await parseJsonBody(c, updateBody);
    return ok(c, await updateFieldHelp(c.get('deps'), c.get('user'), id, body));
  });

  routes.delete('/field-helps/:id', authorize('viewContract'), async (c) => {
    const { id } = parseParams(c, idParams);
    return ok(c, await deleteFieldHelp(c.get('deps'), c.get('user'), id));
  });

  return routes;
}
