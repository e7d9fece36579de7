import type { Page } from '../../../contract';
import type { PreventionBody, PreventionCheck, PreventionEntry, PreventionQuery } from '../../../contract/organisation';
import { request } from '../../services/request';

export const queryPrevention = (params: PreventionQuery) => request<Page<PreventionEntry>>('/api/prevention-list', { params });
export const createPrevention = (data: PreventionBody) => request<PreventionEntry>('/api/prevention-list', { method: 'POST', data });
export const updatePrevention = (id: number, data: PreventionBody) =>
  request<PreventionEntry>(`/api/prevention-list/${id}`, { method: 'PUT', data });
export const deletePrevention = (id: number) => request<void>(`/api/prevention-list/${id}`, { method: 'DELETE' });
export const checkPrevention = (idNumber: string) => request<PreventionCheck>('/api/prevention-list/check', { params: { idNumber } });
