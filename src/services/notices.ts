/** The header's notices (docs/api.md, "Notices (header bell)"). */
import { api, type Query } from './request';

export const queryNotices = () => api('GET /api/notices');

export const readNotice = (id: number) => api('PUT /api/notices/:id/read', { params: { id } });

export const clearNotices = (type: Query<'DELETE /api/notices'>['type']) => api('DELETE /api/notices', { query: { type } });
