/**
 * File uploads (multipart/form-data): the routes that take one, with their larger body limits,
 * and reading the file field with its size checked.
 */
import { LIMITS } from '../../../common/validation/limits';
import { DomainError } from '../../domain/errors';
import { MAX_VERIFY_BYTES } from '../../domain/signing/verify-document';
import { MAX_PDF_BYTES } from '../../pdf/inspect';
import type { AppContext } from './context';

/** Room for the multipart framing around the file. */
const MULTIPART_OVERHEAD = 64 * 1024;

/** Upload routes and the largest file each takes; the app's body limit is raised for these only. */
export const UPLOAD_ROUTES: Array<{ method: string; path: RegExp; maxFileBytes: number }> = [
  { method: 'POST', path: /^\/api\/companies\/[^/]+\/seal$/, maxFileBytes: LIMITS.sealMaxBytes },
  { method: 'POST', path: /^\/api\/companies\/[^/]+\/seals$/, maxFileBytes: LIMITS.sealMaxBytes },
  { method: 'POST', path: /^\/api\/account\/avatar$/, maxFileBytes: LIMITS.avatarMaxBytes },
  { method: 'POST', path: /^\/api\/employees\/import(\/rejected)?$/, maxFileBytes: LIMITS.importMaxBytes },
  { method: 'POST', path: /^\/api\/sign-tasks\/values-sheet$/, maxFileBytes: LIMITS.importMaxBytes },
  { method: 'POST', path: /^\/api\/contracts\/?$/, maxFileBytes: MAX_PDF_BYTES },
  { method: 'POST', path: /^\/api\/contracts\/[^/]+\/versions$/, maxFileBytes: MAX_PDF_BYTES },
  { method: 'POST', path: /^\/api\/verify$/, maxFileBytes: MAX_VERIFY_BYTES },
];

const uploadRouteOf = (method: string, path: string) => UPLOAD_ROUTES.find((r) => r.method === method && r.path.test(path));

export function isUploadRoute(method: string, path: string): boolean {
  return uploadRouteOf(method, path) !== undefined;
}

/** The body limit of a request: the upload's file limit plus framing, or undefined (the default). */
export function uploadBodyLimit(method: string, path: string): number | undefined {
  const route = uploadRouteOf(method, path);
  return route ? route.maxFileBytes + MULTIPART_OVERHEAD : undefined;
}

export function formatBytes(bytes: number): string {
  const MB = 1024 * 1024;
  return bytes >= MB ? `${+(bytes / MB).toFixed(1)} MB` : `${Math.round(bytes / 1024)} KB`;
}

export interface UploadedFile {
  name: string;
  type: string;
  bytes: Buffer;
}

/** The file in multipart field `field`: 400 when the body is not multipart, 422 when the field is
 * missing or empty, 413 over `maxBytes`. */
export async function readUploadedFile(c: AppContext, maxBytes: number, field = 'file'): Promise<UploadedFile> {
  const type = c.req.header('content-type') ?? '';
  if (!/^multipart\/form-data\s*;/i.test(type)) throw new DomainError('bad_input', 'error.multipartRequired', { field });
  let body: Record<string, unknown>;
  try {
    body = await c.req.parseBody();
  } catch {
    throw new DomainError('bad_input', 'error.multipartRequired', { field });
  }
  const file = body[field];
  if (!(file instanceof File) || file.size === 0) throw new DomainError('validation', 'validation.required', { field });
  if (file.size > maxBytes) throw new DomainError('too_large', 'error.fileTooLarge', { field, params: { limit: formatBytes(maxBytes) } });
  return { name: file.name, type: file.type, bytes: Buffer.from(await file.arrayBuffer()) };
}
