/** File answers (PDF, .xlsx, .zip) with a download name that survives any browser, and stored PNGs. */
import { chinaDate } from '../../../common/china-time';
import type { AppContext } from './context';

/**
 * `inline` shows the file (PDFs in the viewer), `attachment` downloads it. A non-ASCII name goes
 * once as ASCII (replaced by _) and once as UTF-8 for browsers that read `filename*`.
 */
export function fileResponse(
  c: AppContext,
  {
    bytes,
    type,
    fileName,
    disposition = 'attachment',
  }: { bytes: Uint8Array; type: string; fileName: string; disposition?: 'inline' | 'attachment' },
) {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const utf8 = ascii === fileName ? '' : `; filename*=UTF-8''${encodeURIComponent(fileName)}`;
  return c.body(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength) as Uint8Array<ArrayBuffer>, 200, {
    'Content-Type': type,
    'Content-Disposition': `${disposition}; filename="${ascii}"${utf8}`,
    'Content-Length': String(bytes.byteLength),
  });
}

export function pdfResponse(
  c: AppContext,
  { bytes, fileName, disposition = 'inline' }: { bytes: Uint8Array; fileName: string; disposition?: 'inline' | 'attachment' },
) {
  return fileResponse(c, { bytes, type: 'application/pdf', fileName, disposition });
}

/** A stored image (a seal, an account picture, a contract page); `cacheControl` when its URL carries its version. */
export function imageResponse(c: AppContext, image: Uint8Array, type: 'image/png' | 'image/jpeg', cacheControl?: string) {
  return c.body(new Uint8Array(image.buffer, image.byteOffset, image.byteLength) as Uint8Array<ArrayBuffer>, 200, {
    'Content-Type': type,
    'Content-Length': String(image.byteLength),
    ...(cacheControl ? { 'Cache-Control': cacheControl } : {}),
  });
}

export const pngResponse = (c: AppContext, png: Uint8Array, cacheControl?: string) => imageResponse(c, png, 'image/png', cacheControl);

/** YYYYMMDD of the day in China, for export file names. */
export function dateStamp(date: Date) {
  return chinaDate(date).replace(/-/g, '');
}
