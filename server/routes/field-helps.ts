/**
 * Field help (/contract/helper; common/contract/routes/field-helps.ts). Admins and company users
 * manage it (viewContract); initiators (viewSign) read it. Scope is decided in
 * domain/contracts/field-helps.ts.
 */
import { Hono } from 'hono';
import { fieldHelpRoutes as declared } from '../../common/contract/routes/field-helps';
import { createFieldHelp, deleteFieldHelp, listFieldHelps, updateFieldHelp } from '../domain/contracts/field-helps';
import type { AppEnv } from './support/context';
import { mountAll } from './support/mount';

export function fieldHelpRoutes() {
  const routes = new Hono<AppEnv>();
  mountAll(routes, declared, {
    list: async (c, { query: { sorter, ...filters } }) => listFieldHelps(c.get('deps'), c.get('user'), { ...filters, sort: sorter }),
    create: async (c, { body }) => createFieldHelp(c.get('deps'), c.get('user'), body),
    update: async (c, { params, body }) => updateFieldHelp(c.get('deps'), c.get('user'), params.id, body),
    remove: async (c, { params }) => deleteFieldHelp(c.get('deps'), c.get('user'), params.id),
  });
  return routes;
}
