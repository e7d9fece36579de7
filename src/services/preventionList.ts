/** Calls of the prevention list, the people no contract may be sent to (server/routes/prevention-list.ts). */
import { api, type Body, type Handles, type Query, type Quiet } from './request';

export const queryPrevention = (query: Query<'GET /api/prevention-list'>, options?: Quiet) =>
  api('GET /api/prevention-list', { query, ...options });
export const createPrevention = (body: Body<'POST /api/prevention-list'>, options?: Handles) =>
  api('POST /api/prevention-list', { body, ...options });
export const updatePrevention = (id: number, body: Body<'PUT /api/prevention-list/:id'>, options?: Handles) =>
  api('PUT /api/prevention-list/:id', { params: { id }, body, ...options });
export const deletePrevention = (id: number) => api('DELETE /api/prevention-list/:id', { params: { id } });
