/**
 * A PNG's pixels, decoded within bounds, for checks on what an image shows (how much ink a drawn
 * signature has) and for writing it anew as the one PNG the PDF engine takes (image-normalise.ts).
 * The caller vets the structure first (pngSize, png.ts); this refuses more than
 * `maxPixels`, inflates into exactly the bytes the header announces (a small file cannot inflate
 * into a large one) and undoes the row filters. Every PNG type and bit depth, Adam7 included.
 */
import { inflateSync } from 'node:zlib';

/** Decoded pixels, whatever the file was (a JPEG decodes to these too: jpeg-pixels.ts). */
export interface RgbaPixels {
  width: number;
  height: number;
  /** 8-bit RGBA, row by row (4 bytes a pixel). */
  rgba: Uint8Array;
}

/** Samples a pixel per colour type (0 grey, 2 RGB, 3 palette, 4 grey + alpha, 6 RGBA). */
const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };
const DEPTHS: Record<number, number[]> = { 0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16], 6: [8, 16] };
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

interface Header {
  width: number;
  height: number;
  depth: number;
  colour: number;
  interlaced: boolean;
}

/** The pixels of a structurally valid PNG, or null when it is too large or cannot be decoded. */
export function decodePng(bytes: Uint8Array, maxPixels: number): RgbaPixels | null {
  const png = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const header: Header = {
    width: png.readUInt32BE(16),
    height: png.readUInt32BE(20),
    depth: png[24],
    colour: png[25],
    interlaced: png[28] === 1,
  };
  if (!DEPTHS[header.colour]?.includes(header.depth) || png[26] !== 0 || png[27] !== 0 || png[28] > 1) return null;
  if (header.width * header.height > maxPixels) return null;
  const { data, palette, transparency } = chunksOf(png);
  const passes = header.interlaced ? ADAM7 : [[0, 0, 1, 1]];
  const sizes = passes.map(([x0, y0, dx, dy]) => [Math.ceil((header.width - x0) / dx), Math.ceil((header.height - y0) / dy)]);
  const bitsPerPixel = CHANNELS[header.colour] * header.depth;
  const strideOf = (w: number) => Math.ceil((w * bitsPerPixel) / 8);
  const expected = sizes.reduce((sum, [w, h]) => sum + (w > 0 && h > 0 ? h * (strideOf(w) + 1) : 0), 0);
  let raw: Buffer;
  try {
    raw = inflateSync(Buffer.concat(data), { maxOutputLength: expected });
  } catch {
    return null;
  }
  if (raw.length !== expected) return null;
  const put = writer(header, palette, transparency);
  if (!put) return null;
  const rgba = new Uint8Array(header.width * header.height * 4);
  const bytesPerPixel = Math.max(1, bitsPerPixel >> 3);
  let at = 0;
  for (let pass = 0; pass < passes.length; pass++) {
    const [x0, y0, dx, dy] = passes[pass];
    const [w, h] = sizes[pass];
    if (w <= 0 || h <= 0) continue;
    const stride = strideOf(w);
    for (let y = 0; y < h; y++) {
      if (!unfilter({ raw, at, stride, prior: y === 0 ? -1 : at - stride - 1, bpp: bytesPerPixel })) return null;
      const row = raw.subarray(at + 1, at + 1 + stride);
      const rowStart = ((y0 + y * dy) * header.width + x0) * 4;
      // What a canvas writes (8-bit RGBA, not interlaced) is copied as it is.
      if (header.colour === 6 && header.depth === 8 && dx === 1) rgba.set(row, rowStart);
      else for (let x = 0; x < w; x++) put(row, x, rgba, rowStart + x * dx * 4);
      at += stride + 1;
    }
  }
  return { width: header.width, height: header.height, rgba };
}

/** The IDAT parts in order, and the palette and transparency when present. */
function chunksOf(png: Buffer): { data: Buffer[]; palette?: Buffer; transparency?: Buffer } {
  const found: { data: Buffer[]; palette?: Buffer; transparency?: Buffer } = { data: [] };
  for (let at = 8; at + 12 <= png.length;) {
    const length = png.readUInt32BE(at);
    const type = png.toString('latin1', at + 4, at + 8);
    const body = png.subarray(at + 8, at + 8 + length);
    if (type === 'IDAT') found.data.push(body);
    else if (type === 'PLTE') found.palette = body;
    else if (type === 'tRNS') found.transparency = body;
    at += 12 + length;
  }
  return found;
}

/** Undoes a row's filter in place (`prior` is -1 on a pass's first row); false for an unknown one. */
function unfilter({ raw, at, stride, prior, bpp }: { raw: Buffer; at: number; stride: number; prior: number; bpp: number }): boolean {
  const filter = raw[at];
  const row = at + 1;
  const above = prior + 1;
  if (filter === 0) return true;
  if (filter > 4) return false;
  for (let i = 0; i < stride; i++) {
    const left = i >= bpp ? raw[row + i - bpp] : 0;
    const up = prior < 0 ? 0 : raw[above + i];
    const upLeft = prior < 0 || i < bpp ? 0 : raw[above + i - bpp];
    const add = filter === 1 ? left : filter === 2 ? up : filter === 3 ? (left + up) >> 1 : paeth(left, up, upLeft);
    raw[row + i] = (raw[row + i] + add) & 0xff;
  }
  return true;
}

function paeth(a: number, b: number, c: number): number {
  const p = a + b - c;
  const [pa, pb, pc] = [Math.abs(p - a), Math.abs(p - b), Math.abs(p - c)];
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

/** Writes pixel `x` of an unfiltered row as 8-bit RGBA at `out[o]`. */
type Writer = (row: Buffer, x: number, out: Uint8Array, o: number) => void;

/** The writer of the image's type; null when a palette image lacks its palette. */
function writer({ depth, colour }: Header, palette?: Buffer, transparency?: Buffer): Writer | null {
  const channels = CHANNELS[colour];
  // Sample `c` of pixel `x` at the image's depth (16-bit samples whole, as tRNS gives them).
  const sample = (row: Buffer, x: number, c: number) => {
    if (depth === 16) return row.readUInt16BE((x * channels + c) * 2);
    if (depth === 8) return row[x * channels + c];
    const bit = x * depth;
    return (row[bit >> 3] >> (8 - depth - (bit & 7))) & ((1 << depth) - 1);
  };
  const to8 = (value: number) => (depth === 16 ? value >> 8 : depth === 8 ? value : Math.round((value * 255) / ((1 << depth) - 1)));
  // tRNS of a grey or RGB image: the one colour that is transparent.
  const keyed = transparency && (colour === 0 || colour === 2) && transparency.length >= channels * 2;
  const key = keyed ? [0, 1, 2].slice(0, channels).map((c) => transparency.readUInt16BE(c * 2)) : null;
  const write = (out: Uint8Array, o: number, r: number, g: number, b: number, a: number) => {
    out[o] = r;
    out[o + 1] = g;
    out[o + 2] = b;
    out[o + 3] = a;
  };
  switch (colour) {
    case 0:
      return (row, x, out, o) => {
        const v = sample(row, x, 0);
        write(out, o, to8(v), to8(v), to8(v), key && key[0] === v ? 0 : 255);
      };
    case 2:
      return (row, x, out, o) => {
        const [r, g, b] = [sample(row, x, 0), sample(row, x, 1), sample(row, x, 2)];
        write(out, o, to8(r), to8(g), to8(b), key && key[0] === r && key[1] === g && key[2] === b ? 0 : 255);
      };
    case 3:
      if (!palette) return null;
      return (row, x, out, o) => {
        const i = sample(row, x, 0);
        if (i * 3 + 2 >= palette.length) return write(out, o, 0, 0, 0, 0);
        write(
          out,
          o,
          palette[i * 3],
          palette[i * 3 + 1],
          palette[i * 3 + 2],
          transparency && i < transparency.length ? transparency[i] : 255,
        );
      };
    case 4:
      return (row, x, out, o) => {
        const g = to8(sample(row, x, 0));
        write(out, o, g, g, g, to8(sample(row, x, 1)));
      };
    default:
      return (row, x, out, o) =>
        write(out, o, to8(sample(row, x, 0)), to8(sample(row, x, 1)), to8(sample(row, x, 2)), to8(sample(row, x, 3)));
  }
}
