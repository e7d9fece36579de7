/**
 * Calls of contract templates (server/routes/contracts.ts): listed, uploaded, changed, given a
 * new version; their PDF, their fields and a filled preview.
 */
import { api, apiUpload, apiUrl, type Body, type Form, type Handles, type Query, type Quiet, type RequestOptions } from './request';

export const queryTemplates = (query: Query<'GET /api/contracts'>, options?: Quiet) => api('GET /api/contracts', { query, ...options });
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

/** Enabled templates of a kind, by name (initiators only ever see enabled ones). */
export const queryEnabledTemplates = async (kind: 'principal' | 'accessory', name?: string) =>
  (await queryTemplates({ kind, status: 'enabled', name: name || undefined, pageSize: 100, sorter: 'name' })).list;
/** Principal templates in any state, for filtering records (record readers manage templates). */
export const queryPrincipalTemplates = async () => (await queryTemplates({ kind: 'principal', pageSize: 100, sorter: 'name' })).list;
/** The principal templates a seal grant may name: the company's own and the shared ones, by name. */
export const queryGrantableTemplates = async (companyId: number) => {
  const query = { kind: 'principal', pageSize: 100, sorter: 'name' } as const;
  const [own, shared] = await Promise.all([queryTemplates({ ...query, companyId }), queryTemplates({ ...query, shared: true })]);
  return [...own.list, ...shared.list];
};

export const getTemplateFields = (id: number) => api('GET /api/contracts/:id/fields', { params: { id } });
export const saveFields = (id: number, fields: Body<'PUT /api/contracts/:id/fields'>) =>
  api('PUT /api/contracts/:id/fields', { params: { id }, body: fields });
/**
 * Labels of the fields of a task's templates, by key, for showing its values; a template the
 * caller can no longer read (disabled since) is quietly left out and its keys shown as they are.
 */
export async function fieldLabels(templateIds: number[]) {
  const answers = await Promise.allSettled(
    templateIds.map((id) => api('GET /api/contracts/:id/fields', { params: { id }, skipErrorHandler: true })),
  );
  const labels = new Map<string, string>();
  answers.forEach((a) => a.status === 'fulfilled' && a.value.forEach((f) => labels.has(f.key) || labels.set(f.key, f.label)));
  return labels;
}

/**
 * The template filled with the values, as PDF bytes. Failures: a form names the statuses it shows
 * itself (`handles`); new signing shows them all (`skipErrorHandler`, see `fieldError`).
 */
export const previewTemplate = (
  id: number,
  body: Body<'POST /api/contracts/:id/preview'>,
  options?: Pick<RequestOptions, 'handles' | 'skipErrorHandler'>,
) => api('POST /api/contracts/:id/preview', { params: { id }, body, responseType: 'blob', ...options });
