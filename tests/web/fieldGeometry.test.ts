/** Field rectangles: PDF points from the bottom-left, drawn in pixels from the top-left. */
import { MIN_SIZE, moveBy, placeNew, resizeBy, roundRect, toScreen } from '../../src/pages/Contract/Fields/geometry';

const A4 = { width: 595.28, height: 841.89 };
const rect = { x: 100, y: 700, width: 200, height: 20 };

describe('field geometry', () => {
  it('draws a rectangle from the top-left at the page scale', () => {
    expect(toScreen(rect, A4, 2)).toEqual({ left: 200, top: (841.89 - 720) * 2, width: 400, height: 40 });
  });

  it('moves by screen pixels: right is +x, down is -y, independent of zoom', () => {
    expect(moveBy(rect, 20, 40, A4, 2)).toEqual({ ...rect, x: 110, y: 680 });
    expect(moveBy(rect, 10, 20, A4, 1)).toEqual({ ...rect, x: 110, y: 680 });
  });

  it('keeps the rectangle inside the page', () => {
    const topLeft = moveBy(rect, -1000, -1000, A4, 1);
    expect(topLeft.x).toBe(0);
    expect(topLeft.y + topLeft.height).toBeLessThanOrEqual(A4.height);
    expect(topLeft.y).toBeCloseTo(821.89, 5);
    const bottomRight = moveBy(rect, 5000, 5000, A4, 1);
    expect(bottomRight.x + bottomRight.width).toBeLessThanOrEqual(A4.width);
    expect(bottomRight.x).toBeCloseTo(395.28, 5);
    expect(bottomRight.y).toBe(0);
  });

  it('resizes from the bottom-right corner, keeping the top-left where it was', () => {
    const bigger = resizeBy(rect, 50, 30, A4, 1);
    expect(bigger).toEqual({ x: 100, width: 250, height: 50, y: 670 });
    expect(bigger.y + bigger.height).toBe(rect.y + rect.height);
  });

  it('never shrinks below the minimum size nor grows past the page', () => {
    expect(resizeBy(rect, -1000, -1000, A4, 1)).toMatchObject({ width: MIN_SIZE, height: MIN_SIZE });
    const largest = resizeBy(rect, 5000, 5000, A4, 1);
    expect(largest.x + largest.width).toBeLessThanOrEqual(A4.width);
    expect(largest).toMatchObject({ y: 0, height: 720 });
  });

  it('places a new field where the user looks, below the fields already there', () => {
    const field = { x: 72, y: 0, width: 180, height: 20 };
    // Looking 300 pt from the top: centred there.
    const first = placeNew(field, A4, 300, []);
    expect(first.y).toBeCloseTo(841.89 - 300 - 10, 2);
    // A second one goes below the first, then a third below both.
    const second = placeNew(field, A4, 300, [first]);
    expect(second.y).toBeCloseTo(first.y - 8 - 20, 2);
    const third = placeNew(field, A4, 300, [first, second]);
    expect(third.y).toBeCloseTo(second.y - 8 - 20, 2);
    // Another column does not push it.
    expect(placeNew(field, A4, 300, [{ ...first, x: 400 }]).y).toBe(first.y);
    // Near the bottom, it stays inside the page and overlaps rather than leaving it.
    const low = placeNew(field, A4, 835, []);
    expect(low.y).toBe(0);
    expect(placeNew(field, A4, 835, [low]).y).toBe(0);
  });

  // Every value the editor makes is a whole hundredth of a point, as shown in its inputs.
  const hundredths = (r: { x: number; y: number; width: number; height: number }) =>
    [r.x, r.y, r.width, r.height].every((v) => String(v) === String(Math.round(v * 100) / 100) && !/\.\d{3}/.test(String(v)));

  it('keeps positions free of float noise at the page edges (841.89 - 20 is 821.8899999999999)', () => {
    const top = moveBy(rect, 0, -5000, A4, 1.37);
    expect(top.y).toBe(821.89);
    expect(moveBy(rect, 5000, 0, A4, 1.37).x).toBe(395.28);
    expect(placeNew({ x: 72, y: 0, width: 180, height: 20 }, A4, 0, []).y).toBe(821.89);
    const odd = { x: 100.1, y: 472.3, width: 180.2, height: 20.1 };
    const resized = resizeBy(odd, 13, 7, A4, 1.37);
    expect(resized.y + resized.height).toBeCloseTo(odd.y + odd.height, 9);
    for (const r of [top, resized, resizeBy(odd, 9999, 9999, A4, 1.37), moveBy(odd, 33, 17, A4, 0.7), moveBy(odd, -5000, 5000, A4, 3)])
      expect(hundredths(r)).toBe(true);
  });

  it('rounds a box read or typed with finer digits to 0.01 pt', () => {
    expect(roundRect({ key: 'a', x: 72.00000000000001, y: 472.48999999999995, width: 180.123, height: 19.996 })).toEqual({
      key: 'a',
      x: 72,
      y: 472.49,
      width: 180.12,
      height: 20,
    });
  });
});
