/**
 * Seals of the demo companies that may sign (23, 24, 29), so the demo accounts can finish a
 * contract out of the box: a red ring with a star, drawn here as an RGBA PNG. The other demo
 * companies keep no seal, so the "no seal yet" path can still be seen and tested.
 */
import { SIGNING_COMPANY_IDS } from '../../../common/access';
import { encodePng } from '../../lib/png-encode';

/** The companies seeded with a seal. */
export const SEALED_COMPANY_IDS: readonly number[] = SIGNING_COMPANY_IDS;

const SIZE = 200;
const RED: readonly number[] = [210, 30, 30, 255];
const CLEAR: readonly number[] = [0, 0, 0, 0];

/** The five-pointed star's corners, outer and inner in turn, around the centre. */
function starCorners(cx: number, cy: number, outer: number): [number, number][] {
  const inner = outer * 0.382;
  return Array.from({ length: 10 }, (_, i) => {
    const radius = i % 2 ? inner : outer;
    const angle = -Math.PI / 2 + (i * Math.PI) / 5;
    return [cx + radius * Math.cos(angle), cy + radius * Math.sin(angle)];
  });
}

/** Even-odd rule: whether (x, y) is inside the polygon. */
function inside(x: number, y: number, polygon: [number, number][]): boolean {
  let within = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const [xi, yi] = polygon[i];
    const [xj, yj] = polygon[j];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) within = !within;
  }
  return within;
}

/** The demo seal: a 200 × 200 PNG, red on a transparent ground. */
export function demoSealPng(): Buffer {
  const centre = SIZE / 2;
  const star = starCorners(centre, centre - 6, 34);
  const rgba = new Uint8Array(SIZE * SIZE * 4);
  for (let y = 0; y < SIZE; y++) {
    for (let x = 0; x < SIZE; x++) {
      const r = Math.hypot(x + 0.5 - centre, y + 0.5 - centre);
      const ring = r > 86 && r < 97;
      const bar = y > 142 && y < 150 && Math.abs(x - centre) < 42; // where a seal's name line would be
      rgba.set(ring || bar || inside(x + 0.5, y + 0.5, star) ? RED : CLEAR, (y * SIZE + x) * 4);
    }
  }
  return encodePng({ width: SIZE, height: SIZE, rgba });
}
