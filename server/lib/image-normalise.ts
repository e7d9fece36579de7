/**
 * A picture someone uploaded (a company's seal, a drawn signature, an avatar) made into the one
 * kind of PNG the PDF engine always embeds (png-encode.ts): in, a PNG of any type and depth,
 * Adam7 included, or a JPEG; each within a side, a pixel and a byte bound. The bytes are
 * untrusted: callers run this on a parsing worker (parsing/index.ts), and whatever it cannot
 * read is an ImageError, never another throw.
 */
import { pngSize } from './png';
import { encodePng } from './png-encode';
import { decodePng, type RgbaPixels } from './png-pixels';
import { decodeJpeg, isJpeg, jpegSize } from './jpeg-pixels';

export type ImageProblem = 'unsupported' | 'too_large' | 'damaged';

export class ImageError extends Error {
  constructor(readonly problem: ImageProblem) {
    super(`image refused: ${problem}`);
    this.name = 'ImageError';
  }
}

export interface NormaliseOptions {
  maxSide: number;
  /** Pixels decoded at most; maxSide² unless given. */
  maxPixels?: number;
  /** The PNG written is at most this large: an image that makes a larger one is halved until it fits. */
  maxPngBytes: number;
  /**
   * An image without any transparency (a JPEG, a scan on white paper) gets its light background
   * made transparent, so that it stamps like ink; one with transparency keeps its own.
   */
  clearLightBackground?: boolean;
  /** Answer the pixels of the PNG too (a drawn signature's ink is measured on them). */
  withPixels?: boolean;
}

export interface NormalisedImage {
  png: Uint8Array;
  width: number;
  height: number;
  rgba?: Uint8Array;
}

/** Light enough to be paper: the least of R, G and B at or above CLEAR is clear, at or below INK opaque. */
const CLEAR = 235;
const INK = 200;

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export function normaliseImage(bytes: Uint8Array, options: NormaliseOptions): NormalisedImage {
  let pixels = decode(bytes, options.maxSide, options.maxPixels ?? options.maxSide ** 2);
  if (options.clearLightBackground && isOpaque(pixels)) clearLight(pixels);
  clearHidden(pixels);
  let png = encodePng(pixels);
  while (png.length > options.maxPngBytes) {
    if (pixels.width === 1 && pixels.height === 1) throw new ImageError('too_large');
    pixels = halve(pixels);
    png = encodePng(pixels);
  }
  // A buffer of its own (not a slice of Node's pool), so that it can be transferred between threads.
  const own = new Uint8Array(png);
  return { png: own, width: pixels.width, height: pixels.height, ...(options.withPixels ? { rgba: pixels.rgba } : {}) };
}

function decode(bytes: Uint8Array, maxSide: number, maxPixels: number): RgbaPixels {
  const tooLarge = (width: number, height: number) => width > maxSide || height > maxSide || width * height > maxPixels;
  if (bytes.length >= 8 && PNG_SIGNATURE.equals(bytes.subarray(0, 8))) {
    const png = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    if (png.length >= 24 && png.toString('latin1', 12, 16) === 'IHDR' && tooLarge(png.readUInt32BE(16), png.readUInt32BE(20)))
      throw new ImageError('too_large');
    if (!pngSize(png, maxSide)) throw new ImageError('damaged');
    const pixels = decodePng(png, maxPixels);
    if (!pixels) throw new ImageError('damaged');
    return pixels;
  }
  if (isJpeg(bytes)) {
    const size = jpegSize(bytes);
    if (size && tooLarge(size.width, size.height)) throw new ImageError('too_large');
    const pixels = size && decodeJpeg(bytes, maxPixels);
    if (!pixels) throw new ImageError('damaged');
    return pixels;
  }
  throw new ImageError('unsupported');
}

function isOpaque({ rgba }: RgbaPixels): boolean {
  for (let o = 3; o < rgba.length; o += 4) if (rgba[o] !== 255) return false;
  return true;
}

/** Paper to clear, with a ramp between INK and CLEAR so that the ink's edges stay smooth. */
function clearLight({ rgba }: RgbaPixels): void {
  for (let o = 0; o < rgba.length; o += 4) {
    const lightness = Math.min(rgba[o], rgba[o + 1], rgba[o + 2]);
    if (lightness > INK) rgba[o + 3] = lightness >= CLEAR ? 0 : Math.round((255 * (CLEAR - lightness)) / (CLEAR - INK));
  }
}

/** No colour under full transparency: nothing hides there, and it compresses to nothing. */
function clearHidden({ rgba }: RgbaPixels): void {
  for (let o = 0; o < rgba.length; o += 4) if (rgba[o + 3] === 0) rgba[o] = rgba[o + 1] = rgba[o + 2] = 0;
}

/** Half the size (rounded up), each pixel the alpha-weighted mean of the up to four it covers. */
function halve({ width, height, rgba }: RgbaPixels): RgbaPixels {
  const w = Math.ceil(width / 2);
  const h = Math.ceil(height / 2);
  const out = new Uint8Array(w * h * 4);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const sum = [0, 0, 0, 0];
      const ys = [2 * y, Math.min(2 * y + 1, height - 1)];
      const xs = [2 * x, Math.min(2 * x + 1, width - 1)];
      for (const sy of ys)
        for (const sx of xs) {
          const o = (sy * width + sx) * 4;
          const alpha = rgba[o + 3];
          for (let c = 0; c < 3; c++) sum[c] += rgba[o + c] * alpha;
          sum[3] += alpha;
        }
      const o = (y * w + x) * 4;
      for (let c = 0; c < 3; c++) out[o + c] = sum[3] ? Math.round(sum[c] / sum[3]) : 0;
      out[o + 3] = Math.round(sum[3] / 4);
    }
  }
  return { width: w, height: h, rgba: out };
}
