/** Field rectangles: PDF points from the bottom-left, drawn in pixels from the top-left. */
import { MIN_SIZE, moveBy, resizeBy, toScreen } from '../../src/pages/Contract/Fields/geometry';

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
});
