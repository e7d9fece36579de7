/**
 * Field rectangles live in PDF points from the page's bottom-left corner (independent of zoom);
 * the editor draws them in CSS pixels from the page's top-left. These convert between the two.
 */
import type { PageSize } from '@common/api/contracts';
import { roundPoints as round } from '@common/validation/templates';

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export const MIN_SIZE = 8;
// Positions are in hundredths of a point. Bounds are applied after rounding so a field never pokes
// out of its page, and are themselves whole hundredths rounded down (841.89 - 20 is 821.8899999999999
// in floats, shown as such: 821.89 here), so every value the editor makes is clean.
const bound = (n: number) => Math.floor(n * 100 + 1e-6) / 100;

/** The field's box on screen, in pixels from the page's top-left. */
export function toScreen(rect: Rect, page: PageSize, scale: number) {
  return {
    left: rect.x * scale,
    top: (page.height - rect.y - rect.height) * scale,
    width: rect.width * scale,
    height: rect.height * scale,
  };
}

const clamp = (v: number, min: number, max: number) => Math.min(Math.max(v, min), max);

/** The rectangle moved by a drag of (dx, dy) screen pixels, kept inside the page. */
export function moveBy(rect: Rect, dx: number, dy: number, page: PageSize, scale: number): Rect {
  return {
    ...rect,
    x: clamp(round(rect.x + dx / scale), 0, bound(page.width - rect.width)),
    y: clamp(round(rect.y - dy / scale), 0, bound(page.height - rect.height)),
  };
}

/** The rectangle resized from its bottom-right corner by (dx, dy) pixels; its top-left stays put. */
export function resizeBy(rect: Rect, dx: number, dy: number, page: PageSize, scale: number): Rect {
  const top = round(rect.y + rect.height);
  const width = clamp(round(rect.width + dx / scale), MIN_SIZE, bound(page.width - rect.x));
  const height = clamp(round(rect.height + dy / scale), MIN_SIZE, top);
  return { ...rect, width, height, y: round(top - height) };
}

/** Points between a new field and one already in its place. */
const GAP = 8;

/**
 * Where a new field goes: centred on `centreTop` (points from the page's top, where the user is
 * looking), at the left margin of `rect`, moved down past fields already there so none hides another.
 */
export function placeNew(rect: Rect, page: PageSize, centreTop: number, others: readonly Rect[]): Rect {
  let y = clamp(round(page.height - centreTop - rect.height / 2), 0, bound(page.height - rect.height));
  const blocking = (at: number) =>
    others.filter((o) => o.x < rect.x + rect.width && rect.x < o.x + o.width && o.y < at + rect.height && at < o.y + o.height);
  // Each step goes strictly lower, so this ends.
  for (let under = blocking(y); under.length; under = blocking(y)) {
    const next = round(Math.min(...under.map((o) => o.y)) - GAP - rect.height);
    // Off the bottom of the page: stay where the user looks, overlapping (they will drag it).
    if (next < 0) break;
    y = next;
  }
  return { ...rect, y };
}

/** The rectangle to 0.01 pt, as shown and saved (values typed or read from older saves may be finer). */
export const roundRect = <T extends Rect>(rect: T): T => ({
  ...rect,
  x: round(rect.x),
  y: round(rect.y),
  width: round(rect.width),
  height: round(rect.height),
});
