/**
 * Reading zip archives (.xlsx) without trusting them: entries come from the central directory,
 * and every entry is inflated in small steps while the bytes really produced are counted, so an
 * archive that declares 1 kB and unpacks to 1 GB is stopped at the limit, not after.
 */
import { Inflate } from 'fflate';

/** `PK\x03\x04`: every .xlsx is a zip archive beginning with a local file header. */
export function isZip(bytes: Uint8Array): boolean {
  return bytes.length > 30 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
}

export type ZipProblem = 'unreadable' | 'too_large';

export class ZipError extends Error {
  constructor(readonly problem: ZipProblem) {
    super(`zip refused: ${problem}`);
    this.name = 'ZipError';
  }
}

interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  localHeaderOffset: number;
}

/** The central directory's entries; throws ZipError('unreadable') for anything but a plain zip. */
export function zipEntries(bytes: Buffer, maxEntries: number): ZipEntry[] {
  const EOCD = 0x06054b50;
  const CENTRAL = 0x02014b50;
  let eocd = -1;
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 22 - 0xffff); i -= 1) {
    if (bytes.readUInt32LE(i) === EOCD) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw new ZipError('unreadable');
  const count = bytes.readUInt16LE(eocd + 10);
  const directorySize = bytes.readUInt32LE(eocd + 12);
  const directoryOffset = bytes.readUInt32LE(eocd + 16);
  if (count > maxEntries || directoryOffset + directorySize > bytes.length) throw new ZipError('unreadable');
  const entries: ZipEntry[] = [];
  let at = directoryOffset;
  for (let n = 0; n < count; n += 1) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== CENTRAL) throw new ZipError('unreadable');
    const nameLength = bytes.readUInt16LE(at + 28);
    entries.push({
      method: bytes.readUInt16LE(at + 10),
      compressedSize: bytes.readUInt32LE(at + 20),
      localHeaderOffset: bytes.readUInt32LE(at + 42),
      name: bytes.toString('utf8', at + 46, at + 46 + nameLength),
    });
    at += 46 + nameLength + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
  }
  return entries;
}

/** The stored bytes of an entry (still compressed), found through its local header. */
function entryData(bytes: Buffer, entry: ZipEntry): Buffer {
  const at = entry.localHeaderOffset;
  if (at + 30 > bytes.length || bytes.readUInt32LE(at) !== 0x04034b50) throw new ZipError('unreadable');
  const start = at + 30 + bytes.readUInt16LE(at + 26) + bytes.readUInt16LE(at + 28);
  if (start + entry.compressedSize > bytes.length) throw new ZipError('unreadable');
  return bytes.subarray(start, start + entry.compressedSize);
}

/** Input fed to an inflater per step: deflate expands at most ~1032×, so ≤ 4 MB out per step. */
const STEP = 4096;

/**
 * Feeds `data` to a streaming inflater one step at a time, so that a budget checked on each
 * chunk it produces stops a bomb after a few megabytes, not after it has all been unpacked.
 * Stops early when `stop` says so.
 */
export function pushInSteps(inflater: { push(chunk: Uint8Array, final?: boolean): void }, data: Uint8Array, stop = () => false): void {
  for (let at = 0; at < data.length && !stop(); at += STEP) inflater.push(data.subarray(at, at + STEP), at + STEP >= data.length);
}

export interface Budget {
  /** Bytes left to unpack, over all entries read with this budget. */
  left: number;
}

/**
 * Unpacks one entry, calling `onChunk` with each piece as it is produced; throws
 * ZipError('too_large') as soon as the budget is spent.
 */
export function inflateEntry({
  bytes,
  entry,
  budget,
  onChunk,
}: {
  bytes: Buffer;
  entry: ZipEntry;
  budget: Budget;
  onChunk: (chunk: Uint8Array) => void;
}): void {
  const data = entryData(bytes, entry);
  const take = (chunk: Uint8Array) => {
    budget.left -= chunk.length;
    if (budget.left < 0) throw new ZipError('too_large');
    onChunk(chunk);
  };
  if (entry.method === 0) return take(data);
  if (entry.method !== 8) throw new ZipError('unreadable');
  const inflater = new Inflate((chunk) => take(chunk));
  try {
    pushInSteps(inflater, data);
  } catch (error) {
    // fflate's own errors carry a numeric code; anything else came from onChunk.
    if (typeof (error as { code?: unknown }).code === 'number') throw new ZipError('unreadable');
    throw error;
  }
}
