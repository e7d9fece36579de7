/**
 * Whether the drawing on the pad is too small to be a signature (a single tap stamped a dot on
 * sealed PDFs): measured on the pad's strokes, in CSS pixels, before anything is sent. The server
 * refuses the same drawings by their ink (server/domain/signing/signature-ink.ts); the share is
 * common/api/signing.ts's SIGNATURE_MIN_EXTENT, explained there.
 */
import type { PointGroup } from 'signature_pad';
import { SIGNATURE_MIN_EXTENT } from '@common/api/signing';

/**
 * Too small when the strokes' bounding box, or their length all together, is under the share of
 * the pad's width: one tap has neither, and two taps far apart have a box but no length.
 */
export function tooSmallForASignature(strokes: PointGroup[], padWidth: number): boolean {
  let [left, top, right, bottom] = [Infinity, Infinity, -Infinity, -Infinity];
  let length = 0;
  for (const { points } of strokes) {
    points.forEach((p, i) => {
      [left, top, right, bottom] = [Math.min(left, p.x), Math.min(top, p.y), Math.max(right, p.x), Math.max(bottom, p.y)];
      if (i > 0) length += Math.hypot(p.x - points[i - 1].x, p.y - points[i - 1].y);
    });
  }
  if (right < left) return true;
  const least = SIGNATURE_MIN_EXTENT * padWidth;
  return Math.max(right - left, bottom - top) < least || length < least;
}
