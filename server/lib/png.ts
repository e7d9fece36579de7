/**
 * PNG checked by its structure, not its name: the signature, an IHDR first with sane dimensions,
 * well-formed chunks up to IEND and nothing after it (no HTML or script riding on an image).
 * Reads chunk headers only; the pixels are decoded by png-pixels.ts.
 */
const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export interface PngSize {
  width: number;
  height: number;
}

/** Width and height when `bytes` is one whole PNG with both sides in 1..maxSide; else null. */
export function pngSize(bytes: Uint8Array, maxSide: number): PngSize | null {
  const png = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (png.length < 8 + 25 + 12 || !png.subarray(0, 8).equals(SIGNATURE)) return null;
  if (png.readUInt32BE(8) !== 13 || png.toString('latin1', 12, 16) !== 'IHDR') return null;
  const size = { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
  if ([size.width, size.height].some((side) => side < 1 || side > maxSide)) return null;
  let at = 8;
  while (at + 12 <= png.length) {
    const length = png.readUInt32BE(at);
    const type = png.toString('latin1', at + 4, at + 8);
    if (!/^[A-Za-z]{4}$/.test(type)) return null;
    at += 12 + length;
    if (type === 'IEND') return at === png.length ? size : null;
  }
  return null;
}
