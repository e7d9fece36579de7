/**
 * An uploaded .xlsx read on a parsing worker: at most `LIMITS.importMaxBytes`, unpacking to at
 * most 64 MB, with at most `maxRows` data rows. Every refusal names the `file` field.
 */
import { LIMITS } from '../../../common/validation/limits';
import { DomainError } from '../../domain/errors';
import { MAX_UNPACKED_BYTES, type SheetContents } from '../../lib/xlsx';
import { isZip, ZipError } from '../../lib/zip';
import { parsing, WorkerLimitError } from '../../parsing';
import type { AppContext } from './context';
import { formatBytes, readUploadedFile } from './upload';

export async function readUploadedSheet(c: AppContext, maxRows: number): Promise<SheetContents> {
  const file = await readUploadedFile(c, LIMITS.importMaxBytes);
  if (!isZip(file.bytes)) throw new DomainError('validation', 'import.notXlsx', { field: 'file' });
  let sheet: SheetContents;
  try {
    sheet = await parsing.readFirstSheet(file.bytes, maxRows);
  } catch (error) {
    if (error instanceof ZipError && error.problem === 'too_large')
      throw new DomainError('too_large', 'import.tooLarge', { field: 'file', params: { limit: formatBytes(MAX_UNPACKED_BYTES) } });
    if (error instanceof WorkerLimitError) throw new DomainError('too_large', 'upload.tooComplex', { field: 'file' });
    throw new DomainError('validation', 'import.unreadable', { field: 'file' });
  }
  if (sheet.tooManyRows) throw new DomainError('validation', 'import.tooManyRows', { field: 'file', params: { max: maxRows } });
  return sheet;
}
