/**
 * A JPEG's pixels, decoded within bounds by jpeg-js (pure JavaScript, baseline and progressive).
 * The frame's size is read from its header first, so a small file that claims a huge frame is
 * refused before anything is decoded; a truncated or corrupt file is null, never a throw.
 */
import jpeg from 'jpeg-js';
import type { PngSize } from './png';
import type { RgbaPixels } from './png-pixels';

/** Markers without a length: TEM, SOI, RST0-7. */
const STANDALONE = new Set([0x01, 0xd8, 0xd0, 0xd1, 0xd2, 0xd3, 0xd4, 0xd5, 0xd6, 0xd7]);
/** Start of frame: SOF0-15 but DHT (c4), JPG (c8) and DAC (cc). */
const isFrame = (marker: number) => marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);

export const isJpeg = (bytes: Uint8Array) => bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;

/** Width and height from the frame header of a JPEG; null when there is none before the scan. */
export function jpegSize(bytes: Uint8Array): PngSize | null {
  if (!isJpeg(bytes)) return null;
  const jpg = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let at = 2;
  while (at + 4 <= jpg.length) {
    if (jpg[at] !== 0xff) return null;
    const marker = jpg[at + 1];
    // 0xff fill bytes may stand before a marker.
    if (marker === 0xff || STANDALONE.has(marker)) {
      at += marker === 0xff ? 1 : 2;
      continue;
    }
    if (marker === 0xda || marker === 0xd9) return null;
    const length = jpg.readUInt16BE(at + 2);
    if (length < 2) return null;
    if (isFrame(marker)) {
      if (length < 8 || at + 9 > jpg.length) return null;
      return { height: jpg.readUInt16BE(at + 5), width: jpg.readUInt16BE(at + 7) };
    }
    at += 2 + length;
  }
  return null;
}

/** The pixels, when the whole scan decodes and the frame holds at most `maxPixels`; else null. */
export function decodeJpeg(bytes: Uint8Array, maxPixels: number): RgbaPixels | null {
  const size = jpegSize(bytes);
  if (!size || size.width < 1 || size.height < 1 || size.width * size.height > maxPixels) return null;
  try {
    const decoded = jpeg.decode(bytes, {
      useTArray: true,
      formatAsRGBA: true,
      // Missing blocks are an error, not grey: a cut-off file is refused.
      tolerantDecoding: false,
      maxResolutionInMP: maxPixels / 1e6,
      // The RGBA output and the decoder's planes and blocks (about 21 bytes a pixel), with room to spare.
      maxMemoryUsageInMB: Math.ceil((maxPixels * 32) / (1024 * 1024)) + 16,
    });
    const { width, height, data } = decoded;
    if (width !== size.width || height !== size.height || data.length !== width * height * 4) return null;
    return { width, height, rgba: data };
  } catch {
    return null;
  }
}
