/**
 * Writes pixels as the plainest PNG: 8-bit RGBA, not interlaced, every row Paeth-filtered and
 * the whole deflated with node:zlib. Every PNG reader takes this one, the PDF engine included.
 */
import { deflateSync } from 'node:zlib';
import type { RgbaPixels } from './png-pixels';

export const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const BYTES_PER_PIXEL = 4;
const PAETH = 4;

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/** One PNG chunk: length, type, data and its CRC-32. */
export function pngChunk(type: string, data: Buffer): Buffer {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'latin1');
  data.copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

function paeth(a: number, b: number, c: number): number {
  const p = a + b - c;
  const [pa, pb, pc] = [Math.abs(p - a), Math.abs(p - b), Math.abs(p - c)];
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

export function encodePng({ width, height, rgba }: RgbaPixels): Buffer {
  const stride = width * BYTES_PER_PIXEL;
  const filtered = Buffer.alloc(height * (stride + 1));
  for (let y = 0; y < height; y++) {
    const row = y * stride;
    const out = y * (stride + 1);
    filtered[out] = PAETH;
    for (let i = 0; i < stride; i++) {
      const left = i >= BYTES_PER_PIXEL ? rgba[row + i - BYTES_PER_PIXEL] : 0;
      const up = y > 0 ? rgba[row - stride + i] : 0;
      const upLeft = y > 0 && i >= BYTES_PER_PIXEL ? rgba[row - stride + i - BYTES_PER_PIXEL] : 0;
      filtered[out + 1 + i] = (rgba[row + i] - paeth(left, up, upLeft)) & 0xff;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // colour type: RGBA (compression, filter method and interlace stay 0)
  return Buffer.concat([
    PNG_SIGNATURE,
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(filtered)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}
