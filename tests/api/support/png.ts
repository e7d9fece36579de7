/**
 * PNGs for tests: RGBA pixels from a function, written by the server's own plain encoder. Used for drawn
 * signatures and seals that must be visible in the rendered PDF.
 */
import { encodePng } from '../../../server/lib/png-encode';

export type Pixel = [number, number, number, number];

export function makePng(width: number, height: number, pixel: (x: number, y: number) => Pixel): Buffer {
  const rgba = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) rgba.set(pixel(x, y), (y * width + x) * 4);
  return encodePng({ width, height, rgba });
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
