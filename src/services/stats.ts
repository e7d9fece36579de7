/** Calls of the signing statistics (server/routes/stats.ts). */
import { api, apiUrl, type Query } from './request';

export const queryStats = (query: Query<'GET /api/stats'>) => api('GET /api/stats', { query });
export const statsExportUrl = (query: Query<'GET /api/stats/export'>) => apiUrl('GET /api/stats/export', { query });
