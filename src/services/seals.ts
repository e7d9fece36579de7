/** Calls of the seal library and its grants (server/routes/seals.ts, docs/api.md "Seals"). */
import { api, apiUrl, type Body, type Form, type Handles } from './request';

export const querySeals = (companyId: number) => api('GET /api/companies/:id/seals', { params: { id: companyId } });

/** A seal from an uploaded PNG or JPEG (the server keeps it as a transparent PNG). */
export const uploadSeal = (companyId: number, file: File, body: Omit<Form<'POST /api/companies/:id/seals'>, 'file'>, options?: Handles) =>
  api('POST /api/companies/:id/seals', { params: { id: companyId }, form: { file, ...body }, ...options });

/** A seal drawn on the server: the same image `previewSeal` shows. */
export const drawSeal = (companyId: number, body: Body<'POST /api/companies/:id/seals/drawn'>, options?: Handles) =>
  api('POST /api/companies/:id/seals/drawn', { params: { id: companyId }, body, ...options });

/**
 * The PNG `drawSeal` would save; nothing is written. Nothing is shown on failure: the caller
 * shows it beside the preview. A refusal (422: a character the font cannot draw) rejects with
 * the server's words as a BizError.
 */
export const previewSeal = (companyId: number, body: Body<'POST /api/companies/:id/seals/preview'>): Promise<Blob> =>
  api('POST /api/companies/:id/seals/preview', { params: { id: companyId }, body, responseType: 'blob', skipErrorHandler: true });

/** Renames, disables or enables a seal, or changes its approval settings. */
export const updateSeal = (id: number, body: Body<'PATCH /api/seals/:id'>, options?: Handles) =>
  api('PATCH /api/seals/:id', { params: { id }, body, ...options });

/** The seal's image, for an <img>. */
export const sealImageUrl = (id: number) => apiUrl('GET /api/seals/:id/image', { params: { id } });

export const querySealGrants = (sealId: number) => api('GET /api/seals/:id/grants', { params: { id: sealId } });

export const grantSeal = (sealId: number, body: Body<'POST /api/seals/:id/grants'>, options?: Handles) =>
  api('POST /api/seals/:id/grants', { params: { id: sealId }, body, ...options });

export const revokeSealGrant = (grantId: number) => api('POST /api/seal-grants/:id/revoke', { params: { id: grantId } });
