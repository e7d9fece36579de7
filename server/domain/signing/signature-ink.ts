/**
 * Whether a drawn signature is too small to be one (a single tap stamped a dot on sealed PDFs):
 * the ink's bounding box and amount, measured on the decoded PNG. The page refuses the same
 * drawings before sending (src/pages/Signing/components/signatureSize.ts); this is the rule
 * that holds for every client.
 */
import { SIGNATURE_MIN_EXTENT } from '../../../common/api/signing';
import type { RgbaPixels } from '../../lib/png-pixels';

/**
 * The least ink, as a share of the image's pixels: it refuses a few taps far apart, whose box
 * is wide but whose ink is specks (two taps on a phone's pad: about 0.04 %). The page asks for
 * strokes at least 15 % of the pad's width long, at least 1 px thick: on its 180 px high pad,
 * at least 0.15 / 180 = 0.08 % of the pixels at any devicePixelRatio. 0.05 % stays under that,
 * so what the page lets through is never refused here.
 */
const MIN_INK_SHARE = 0.0005;
/** Ink: a pixel at least a quarter opaque (antialiased edges count) and darker than light grey. */
const MIN_ALPHA = 64;
const MAX_LUMA = 192;

export interface Ink {
  /** How many pixels are ink. */
  pixels: number;
  /** The bounding box of the ink (0 x 0 without any). */
  width: number;
  height: number;
}

export function inkOf({ width, height, rgba }: RgbaPixels): Ink {
  let pixels = 0;
  let [left, top, right, bottom] = [width, height, -1, -1];
  for (let y = 0; y < height; y++) {
    for (let x = 0, o = y * width * 4; x < width; x++, o += 4) {
      if (rgba[o + 3] < MIN_ALPHA || rgba[o] * 299 + rgba[o + 1] * 587 + rgba[o + 2] * 114 >= MAX_LUMA * 1000) continue;
      pixels++;
      if (x < left) left = x;
      if (x > right) right = x;
      if (y < top) top = y;
      if (y > bottom) bottom = y;
    }
  }
  return pixels ? { pixels, width: right - left + 1, height: bottom - top + 1 } : { pixels: 0, width: 0, height: 0 };
}

/** A box shorter than SIGNATURE_MIN_EXTENT of the image's longer side, or too little ink. */
export function tooSmallForASignature(png: RgbaPixels): boolean {
  const ink = inkOf(png);
  const span = Math.max(png.width, png.height);
  return Math.max(ink.width, ink.height) < SIGNATURE_MIN_EXTENT * span || ink.pixels < MIN_INK_SHARE * png.width * png.height;
}
