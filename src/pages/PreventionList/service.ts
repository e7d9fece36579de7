import { api, type Body, type Query } from '@/services/request';

export const queryPrevention = (query: Query<'GET /api/prevention-list'>) => api('GET /api/prevention-list', { query });
export const createPrevention = (body: Body<'POST /api/prevention-list'>) => api('POST /api/prevention-list', { body });
export const updatePrevention = (id: number, body: Body<'PUT /api/prevention-list/:id'>) =>
  api('PUT /api/prevention-list/:id', { params: { id }, body });
export const deletePrevention = (id: number) => api('DELETE /api/prevention-list/:id', { params: { id } });
export const checkPrevention = (idNumber: string) => api('GET /api/prevention-list/check', { query: { idNumber } });
