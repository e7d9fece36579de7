/**
 * Tiny PNG encoder for tests: RGBA pixels from a function, deflated with zlib. Used for drawn
 * signatures and seals that must be visible in the rendered PDF.
 */
import { deflateSync } from 'node:zlib';

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

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

export type Pixel = [number, number, number, number];

export function makePng(width: number, height: number, pixel: (x: number, y: number) => Pixel): Buffer {
  const raw = Buffer.alloc(height * (1 + width * 4));
  for (let y = 0; y < height; y++) {
    const row = y * (1 + width * 4);
    raw[row] = 0; // filter: none
    for (let x = 0; x < width; x++) raw.set(pixel(x, y), row + 1 + x * 4);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A dark scribble on transparent ground: what a signature pad sends. */
export function signaturePng(): Buffer {
  return makePng(300, 120, (x, y) => (Math.abs(y - 60 - 35 * Math.sin(x / 18)) < 5 ? [20, 20, 60, 255] : [0, 0, 0, 0]));
}

/**
 * What a single tap on the pad sends: a dot of radius 3 on a 300 x 120 transparent ground (one
 * dot per centre given; two far apart make a wide box with almost no ink).
 */
export function dotPng(centres: [number, number][] = [[150, 60]]): Buffer {
  return makePng(300, 120, (x, y) => (centres.some(([cx, cy]) => Math.hypot(x - cx, y - cy) <= 3) ? [0, 0, 0, 255] : [0, 0, 0, 0]));
}

/** A red ring: a company seal. */
export function sealPng(): Buffer {
  return makePng(160, 160, (x, y) => {
    const r = Math.hypot(x - 80, y - 80);
    return r < 76 && r > 64 ? [220, 30, 30, 255] : r < 20 ? [220, 30, 30, 255] : [0, 0, 0, 0];
  });
}

export const dataUrl = (png: Buffer) => `data:image/png;base64,${png.toString('base64')}`;
