/**
 * Statistics (docs/api.md, "Statistics"; common/contract/routes/stats.ts): the figures and the
 * same as .xlsx. Admins and company users; the domain scopes them.
 */
import { Hono } from 'hono';
import { XLSX_MEDIA_TYPE } from '../../common/contract/fields';
import { statsRoutes as declared } from '../../common/contract/routes/stats';
import { readStats } from '../domain/stats/read-stats';
import { writeStatsWorkbook } from '../domain/stats/stats-workbook';
import type { AppEnv } from './support/context';
import { fileResponse } from './support/files';
import { mountAll } from './support/mount';

export function statsRoutes() {
  const routes = new Hono<AppEnv>();
  mountAll(routes, declared, {
    read: async (c, { query }) => readStats(c.get('deps'), c.get('user'), query),
    export: async (c, { query }) => {
      const stats = await readStats(c.get('deps'), c.get('user'), query);
      const bytes = await writeStatsWorkbook(stats, c.get('locale'));
      return fileResponse(c, { bytes, type: XLSX_MEDIA_TYPE, fileName: `stats-${stats.from}-${stats.to}.xlsx` });
    },
  });
  return routes;
}
