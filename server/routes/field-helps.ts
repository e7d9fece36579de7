/**
 * Field help (/contract/helper; common/contract/routes/field-helps.ts). Admins and company users
 * manage it (viewContract); initiators (viewSign) read it. Scope is decided in
 * domain/contracts/field-helps/field-help-rows.ts.
 */
import { Hono } from 'hono';
import { fieldHelpRoutes as declared } from '../../common/contract/routes/field-helps';
import { createFieldHelp } from '../domain/contracts/field-helps/create-field-help';
import { deleteFieldHelp } from '../domain/contracts/field-helps/delete-field-help';
import { listFieldHelps } from '../domain/contracts/field-helps/list-field-helps';
import { updateFieldHelp } from '../domain/contracts/field-helps/update-field-help';
import type { AppEnv } from './support/context';
import { mountAll } from './support/mount';

export function fieldHelpRoutes() {
  const routes = new Hono<AppEnv>();
  mountAll(routes, declared, {
    list: async (c, { query: { sorter, ...filters } }) => listFieldHelps(c.get('deps'), c.get('user'), { ...filters, sort: sorter }),
    create: async (c, { body }) => createFieldHelp(c.get('deps'), c.get('user'), body),
    update: async (c, { params, body }) => updateFieldHelp(c.get('deps'), { actor: c.get('user'), id: params.id, input: body }),
    remove: async (c, { params }) => deleteFieldHelp(c.get('deps'), c.get('user'), params.id),
  });
  return routes;
}
