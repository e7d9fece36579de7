/**
 * The prevention list (common/contract/routes/prevention-list.ts), administrators only (everyone
 * else 403): the list, add, edit, remove, and whether one ID number is on it.
 */
import { Hono } from 'hono';
import { preventionListRoutes as declared } from '../../common/contract/routes/prevention-list';
import { checkPrevention } from '../domain/organisation/prevention-list/check-prevention';
import { createPrevention } from '../domain/organisation/prevention-list/create-prevention';
import { deletePrevention } from '../domain/organisation/prevention-list/delete-prevention';
import { listPrevention } from '../domain/organisation/prevention-list/list-prevention';
import { updatePrevention } from '../domain/organisation/prevention-list/update-prevention';
import type { AppEnv } from './support/context';
import { mountAll } from './support/mount';

export function preventionListRoutes() {
  const routes = new Hono<AppEnv>();
  mountAll(routes, declared, {
    list: async (c, { query: { sorter, ...filters } }) => listPrevention(c.get('deps'), { ...filters, sort: sorter }),
    create: async (c, { body }) => createPrevention(c.get('deps'), c.get('user'), body),
    check: async (c, { query }) => checkPrevention(c.get('deps'), query.idNumber),
    update: async (c, { params, body }) => updatePrevention(c.get('deps'), { id: params.id, changes: body }),
    remove: async (c, { params }) => deletePrevention(c.get('deps'), params.id),
  });
  return routes;
}
