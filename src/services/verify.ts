/** Verification of a signed PDF (`/verify`, server/routes/verify.ts); the page shows failures itself (`failureOf`). */
import { apiUpload } from './request';

/** Largest PDF `POST /api/verify` takes (server/domain/signing/verify-document.ts). */
export const MAX_VERIFY_BYTES = 20 * 1024 * 1024;

export const verifyPdf = (file: File, onProgress?: (percent: number) => void) =>
  apiUpload('POST /api/verify', { form: { file }, onProgress, skipErrorHandler: true });
