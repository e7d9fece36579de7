/**
 * The Document Security Store (PAdES, ISO 32000-2 12.8.4.3): the certificates, OCSP responses
 * and CRLs a file carries for long-term validation, read from the catalog of its latest
 * revision. The file is untrusted: the lists are capped and each stream inflates to a bounded
 * size, or is skipped.
 */
import { inflateSync } from 'node:zlib';
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, PDFRef } from 'pdf-lib';

const MAX_ITEMS = 100;
const MAX_STREAM_BYTES = 1024 * 1024;

export interface DssContents {
  certificates: Uint8Array[];
  ocsps: Uint8Array[];
  crls: Uint8Array[];
}

function streamBytes(doc: PDFDocument, item: unknown): Uint8Array | null {
  const stream = item instanceof PDFRef ? doc.context.lookup(item) : item;
  if (!(stream instanceof PDFRawStream) || stream.contents.length > MAX_STREAM_BYTES) return null;
  const filter = stream.dict.get(PDFName.of('Filter'));
  const filters = filter instanceof PDFArray ? filter.asArray() : filter ? [filter] : [];
  if (filters.length === 0) return stream.contents;
  if (filters.length > 1 || filters[0] !== PDFName.of('FlateDecode') || stream.dict.has(PDFName.of('DecodeParms'))) return null;
  try {
    return new Uint8Array(inflateSync(stream.contents, { maxOutputLength: MAX_STREAM_BYTES }));
  } catch {
    return null;
  }
}

function list(doc: PDFDocument, dss: PDFDict, key: string): Uint8Array[] {
  const array = dss.lookupMaybe(PDFName.of(key), PDFArray);
  if (!array) return [];
  return array
    .asArray()
    .slice(0, MAX_ITEMS)
    .map((item) => streamBytes(doc, item))
    .filter((bytes): bytes is Uint8Array => bytes !== null);
}

/** The DSS's contents, or null when the file has none (or it cannot be read). */
export async function readDss(file: Uint8Array): Promise<DssContents | null> {
  if (!Buffer.from(file.buffer, file.byteOffset, file.byteLength).includes('/DSS')) return null;
  try {
    const doc = await PDFDocument.load(file, { ignoreEncryption: true, updateMetadata: false, throwOnInvalidObject: false });
    const dss = doc.catalog.lookupMaybe(PDFName.of('DSS'), PDFDict);
    if (!dss) return null;
    return { certificates: list(doc, dss, 'Certs'), ocsps: list(doc, dss, 'OCSPs'), crls: list(doc, dss, 'CRLs') };
  } catch {
    return null;
  }
}
