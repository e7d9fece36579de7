import { api, apiUrl, type Query } from '@/services/request';

export const queryStats = (query: Query<'GET /api/stats'>) => api('GET /api/stats', { query });
export const statsExportUrl = (query: Query<'GET /api/stats/export'>) => apiUrl('GET /api/stats/export', { query });
