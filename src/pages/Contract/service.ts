/** Calls of the contract pages: templates, their fields, filled previews and field help. */
import { api, apiUpload, apiUrl, type Body, type Form, type Handles, type Query } from '@/services/request';

export const queryTemplates = (query: Query<'GET /api/contracts'>) => api('GET /api/contracts', { query });
/** The same list for a hint shown while typing: a failure shows nothing (the hint stays generic). */
export const queryTemplatesQuietly = (query: Query<'GET /api/contracts'>) => api('GET /api/contracts', { query, skipErrorHandler: true });
export const getTemplate = (id: number) => api('GET /api/contracts/:id', { params: { id } });
export const updateTemplate = (id: number, body: Body<'PUT /api/contracts/:id'>, options?: Handles) =>
  api('PUT /api/contracts/:id', { params: { id }, body, ...options });
export const deleteTemplate = (id: number) => api('DELETE /api/contracts/:id', { params: { id } });
/** The template's PDF, for pdf.js to fetch. */
export const templateFileUrl = (id: number) => apiUrl('GET /api/contracts/:id/file', { params: { id } });

/** Uploads a template (multipart: the PDF and its fields), reporting progress. */
export function uploadTemplate(
  file: File,
  fields: Omit<Form<'POST /api/contracts'>, 'file'>,
  onProgress?: (p: number) => void,
  options?: Handles,
) {
  return apiUpload('POST /api/contracts', { form: { file, ...fields }, onProgress, ...options });
}

export const uploadVersion = (id: number, file: File) => apiUpload('POST /api/contracts/:id/versions', { params: { id }, form: { file } });

export const getFields = (id: number) => api('GET /api/contracts/:id/fields', { params: { id } });
export const saveFields = (id: number, fields: Body<'PUT /api/contracts/:id/fields'>) =>
  api('PUT /api/contracts/:id/fields', { params: { id }, body: fields });

/** The template filled with the values, as PDF bytes. */
export const previewFilled = (id: number, body: Body<'POST /api/contracts/:id/preview'>, options?: Handles) =>
  api('POST /api/contracts/:id/preview', { params: { id }, body, responseType: 'blob', ...options });

export const queryFieldHelps = (query: Query<'GET /api/field-helps'>) => api('GET /api/field-helps', { query });
export const createFieldHelp = (body: Body<'POST /api/field-helps'>, options?: Handles) =>
  api('POST /api/field-helps', { body, ...options });
export const updateFieldHelp = (id: number, body: Body<'PUT /api/field-helps/:id'>, options?: Handles) =>
  api('PUT /api/field-helps/:id', { params: { id }, body, ...options });
export const deleteFieldHelp = (id: number) => api('DELETE /api/field-helps/:id', { params: { id } });
