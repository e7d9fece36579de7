/** Calls of the contract pages: templates, their fields, filled previews and field help. */
import type { Page } from '../../../contract';
import type {
  ContractField,
  ContractFieldInput,
  ContractPreviewBody,
  ContractQuery,
  ContractTemplate,
  ContractTemplateUpdateBody,
  ContractVersionResult,
  FieldHelp,
  FieldHelpBody,
  FieldHelpQuery,
} from '../../../contract/contracts';
import { request, upload } from '../../services/request';

export const queryTemplates = (params: ContractQuery) => request<Page<ContractTemplate>>('/api/contracts', { params });
export const getTemplate = (id: number) => request<ContractTemplate>(`/api/contracts/${id}`);
export const updateTemplate = (id: number, data: ContractTemplateUpdateBody) =>
  request<ContractTemplate>(`/api/contracts/${id}`, { method: 'PUT', data });
export const deleteTemplate = (id: number) => request<void>(`/api/contracts/${id}`, { method: 'DELETE' });
export const templateFileUrl = (id: number) => `/api/contracts/${id}/file`;

/** Uploads a template (multipart: the PDF and its fields), reporting progress. */
export function uploadTemplate(file: File, fields: Record<string, string>, onProgress?: (p: number) => void) {
  const data = new FormData();
  data.append('file', file);
  Object.entries(fields).forEach(([k, v]) => v !== undefined && v !== '' && data.append(k, v));
  return upload<ContractTemplate>('/api/contracts', data, onProgress);
}

export function uploadVersion(id: number, file: File) {
  const data = new FormData();
  data.append('file', file);
  return upload<ContractVersionResult>(`/api/contracts/${id}/versions`, data);
}

export const getFields = (id: number) => request<ContractField[]>(`/api/contracts/${id}/fields`);
export const saveFields = (id: number, fields: ContractFieldInput[]) =>
  request<ContractField[]>(`/api/contracts/${id}/fields`, { method: 'PUT', data: fields });

/** The template filled with the values, as PDF bytes. */
export const previewFilled = (id: number, values: ContractPreviewBody['values']) =>
  request<Blob>(`/api/contracts/${id}/preview`, { method: 'POST', data: { values }, responseType: 'blob' });

export const queryFieldHelps = (params: FieldHelpQuery) => request<Page<FieldHelp>>('/api/field-helps', { params });
export const createFieldHelp = (data: FieldHelpBody) => request<FieldHelp>('/api/field-helps', { method: 'POST', data });
export const updateFieldHelp = (id: number, data: Partial<FieldHelpBody>) =>
  request<FieldHelp>(`/api/field-helps/${id}`, { method: 'PUT', data });
export const deleteFieldHelp = (id: number) => request<void>(`/api/field-helps/${id}`, { method: 'DELETE' });
