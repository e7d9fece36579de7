/**
 * Images of every kind a person may upload, written here byte by byte: PNGs of each colour type
 * and bit depth, Adam7-interlaced or not, with a palette and its transparency; JPEGs by jpeg-js's
 * encoder; and the same cut short. The PDF engine embeds none of these but plain 8-bit RGBA
 * itself: the server must make them into that.
 */
import { deflateSync } from 'node:zlib';
import jpeg from 'jpeg-js';
import type { Pixel } from './png';
import { PNG_SIGNATURE, pngChunk } from '../../../server/lib/png-encode';

export interface PngKind {
  /** 0 grey, 2 RGB, 3 palette, 4 grey + alpha, 6 RGBA. */
  colour: 0 | 2 | 3 | 4 | 6;
  depth: 1 | 2 | 4 | 8 | 16;
  interlaced?: boolean;
}

const CHANNELS = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 } as const;
/** Adam7 passes: first column, first row, column step, row step. */
const ADAM7 = [
  [0, 0, 8, 8],
  [4, 0, 8, 8],
  [0, 4, 4, 8],
  [2, 0, 4, 4],
  [0, 2, 2, 4],
  [1, 0, 2, 2],
  [0, 1, 1, 2],
];

/** A PNG of `kind` showing `pixel(x, y)` (grey kinds take the red sample; a palette takes each colour met). */
export function pngOfKind(width: number, height: number, kind: PngKind, pixel: (x: number, y: number) => Pixel): Buffer {
  const { colour, depth } = kind;
  const palette: Pixel[] = [];
  const indexOf = (p: Pixel) => {
    let i = palette.findIndex((q) => q.every((v, c) => v === p[c]));
    if (i < 0) i = palette.push(p) - 1;
    if (i >= 1 << depth) throw new Error(`more than ${1 << depth} colours for a ${depth}-bit palette`);
    return i;
  };
  const max = (1 << depth) - 1;
  const scale = (v: number) => Math.round((v * max) / 255);
  const samplesOf = (p: Pixel): number[] => {
    switch (colour) {
      case 0:
        return [scale(p[0])];
      case 2:
        return [scale(p[0]), scale(p[1]), scale(p[2])];
      case 3:
        return [indexOf(p)];
      case 4:
        return [scale(p[0]), scale(p[3])];
      default:
        return p.map(scale);
    }
  };
  const bitsPerPixel = CHANNELS[colour] * depth;
  const row = (y: number, xs: number[]) => {
    const out = Buffer.alloc(1 + Math.ceil((xs.length * bitsPerPixel) / 8));
    let bit = 8;
    for (const x of xs)
      for (const sample of samplesOf(pixel(x, y))) {
        if (depth === 16) out.writeUInt16BE(sample, bit / 8);
        else if (depth === 8) out[bit / 8] = sample;
        else out[bit >> 3] |= sample << (8 - depth - (bit & 7));
        bit += depth;
      }
    return out;
  };
  const passes = kind.interlaced ? ADAM7 : [[0, 0, 1, 1]];
  const rows: Buffer[] = [];
  for (const [x0, y0, dx, dy] of passes) {
    const xs: number[] = [];
    for (let x = x0; x < width; x += dx) xs.push(x);
    if (xs.length === 0) continue;
    for (let y = y0; y < height; y += dy) rows.push(row(y, xs));
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = depth;
  header[9] = colour;
  header[12] = kind.interlaced ? 1 : 0;
  const data = deflateSync(Buffer.concat(rows));
  return Buffer.concat([
    PNG_SIGNATURE,
    pngChunk('IHDR', header),
    ...(colour === 3
      ? [pngChunk('PLTE', Buffer.from(palette.flatMap((p) => p.slice(0, 3)))), pngChunk('tRNS', Buffer.from(palette.map((p) => p[3])))]
      : []),
    pngChunk('IDAT', data),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A baseline JPEG of `pixel(x, y)` (its alpha ignored), by jpeg-js. */
export function jpegOf(width: number, height: number, pixel: (x: number, y: number) => Pixel): Buffer {
  const data = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) data.set(pixel(x, y), (y * width + x) * 4);
  return jpeg.encode({ width, height, data }, 90).data;
}

/** The first `share` of `bytes`: a file cut off while it was copied. */
export const cutShort = (bytes: Buffer, share = 0.6) => bytes.subarray(0, Math.floor(bytes.length * share));
