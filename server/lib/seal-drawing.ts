/**
 * A round red seal drawn as Chinese seals are laid out: a ring, a five-pointed star in the
 * centre, the company's name along the upper arc, reading left to right with each character's top
 * towards the ring, and a line of text (the seal's kind, 合同专用章) below the star. Red on a
 * transparent ground, as the PNG the signing engine embeds.
 *
 * The characters are the outlines of the CJK font the PDFs use (pdf/font.ts), filled here by a
 * scanline rasteriser with the non-zero rule, anti-aliased by four sub-rows a pixel and exact
 * cover along each row. A seal is a few dozen glyphs on 300 × 300 pixels: milliseconds, so it is
 * drawn on the calling thread.
 */
import { cjkFont } from '../pdf/font';
import { encodePng } from './png-encode';

export const SEAL_SIZE = 300;
const CENTRE = SEAL_SIZE / 2;
const RED = [200, 20, 20] as const;
const SUB_ROWS = 4;
const CURVE_STEPS = 8;

type Point = [number, number];
/** Closed contours in pixel coordinates (y down). */
type Shape = Point[][];

/** Collects a glyph's outline, curves flattened, each point mapped by `map`. */
class Flattener {
  readonly contours: Shape = [];
  private current: Point[] = [];
  private at: Point = [0, 0];

  constructor(private readonly map: (x: number, y: number) => Point) {}

  moveTo(x: number, y: number) {
    this.closePath();
    this.at = [x, y];
    this.current = [this.map(x, y)];
  }

  lineTo(x: number, y: number) {
    this.at = [x, y];
    this.current.push(this.map(x, y));
  }

  quadraticCurveTo(cx: number, cy: number, x: number, y: number) {
    const [x0, y0] = this.at;
    for (let i = 1; i <= CURVE_STEPS; i++) {
      const t = i / CURVE_STEPS;
      const u = 1 - t;
      this.current.push(this.map(u * u * x0 + 2 * u * t * cx + t * t * x, u * u * y0 + 2 * u * t * cy + t * t * y));
    }
    this.at = [x, y];
  }

  bezierCurveTo(c1x: number, c1y: number, c2x: number, c2y: number, x: number, y: number) {
    const [x0, y0] = this.at;
    for (let i = 1; i <= CURVE_STEPS; i++) {
      const t = i / CURVE_STEPS;
      const u = 1 - t;
      const a = u * u * u;
      const b = 3 * u * u * t;
      const c = 3 * u * t * t;
      const d = t * t * t;
      this.current.push(this.map(a * x0 + b * c1x + c * c2x + d * x, a * y0 + b * c1y + c * c2y + d * y));
    }
    this.at = [x, y];
  }

  closePath() {
    if (this.current.length > 2) this.contours.push(this.current);
    this.current = [];
  }
}

/** Adds `shape`'s cover (non-zero rule) to `cover`, one value 0..1 a pixel. */
function fill(cover: Float32Array, shape: Shape) {
  const own = new Float32Array(cover.length);
  const ys = shape.flat().map(([, y]) => y);
  const top = Math.max(0, Math.floor(Math.min(...ys) * SUB_ROWS));
  const bottom = Math.min(SEAL_SIZE * SUB_ROWS, Math.ceil(Math.max(...ys) * SUB_ROWS));
  for (let sub = top; sub < bottom; sub++) {
    const y = (sub + 0.5) / SUB_ROWS;
    const crossings: { x: number; winding: number }[] = [];
    for (const contour of shape) {
      for (let i = 0, j = contour.length - 1; i < contour.length; j = i++) {
        const [x0, y0] = contour[j];
        const [x1, y1] = contour[i];
        if (y0 <= y === y1 <= y) continue;
        crossings.push({ x: x0 + ((y - y0) * (x1 - x0)) / (y1 - y0), winding: y1 > y0 ? 1 : -1 });
      }
    }
    crossings.sort((a, b) => a.x - b.x);
    const row = Math.floor(y) * SEAL_SIZE;
    let winding = 0;
    for (let k = 0; k < crossings.length - 1; k++) {
      winding += crossings[k].winding;
      if (winding === 0) continue;
      const from = Math.max(0, crossings[k].x);
      const to = Math.min(SEAL_SIZE, crossings[k + 1].x);
      for (let px = Math.floor(from); px < to; px++) {
        own[row + px] += (Math.min(px + 1, to) - Math.max(px, from)) / SUB_ROWS;
      }
    }
  }
  const end = Math.ceil(bottom / SUB_ROWS) * SEAL_SIZE;
  for (let i = Math.floor(top / SUB_ROWS) * SEAL_SIZE; i < end; i++) cover[i] = Math.min(1, cover[i] + Math.min(1, own[i]));
}

/** A circle of radius `r` as a contour, clockwise on screen when `clockwise`. */
function circle(r: number, clockwise: boolean): Point[] {
  const steps = 180;
  return Array.from({ length: steps }, (_, i) => {
    const angle = ((clockwise ? i : -i) * 2 * Math.PI) / steps;
    return [CENTRE + r * Math.cos(angle), CENTRE + r * Math.sin(angle)] as Point;
  });
}

function star(cx: number, cy: number, outer: number): Point[] {
  const inner = outer * 0.382;
  return Array.from({ length: 10 }, (_, i) => {
    const radius = i % 2 ? inner : outer;
    const angle = -Math.PI / 2 + (i * Math.PI) / 5;
    return [cx + radius * Math.cos(angle), cy + radius * Math.sin(angle)] as Point;
  });
}

/**
 * One character `size` pixels high, its em box centred on (x, y) and turned `angle` radians
 * clockwise. Characters the font lacks draw as nothing (names are checked before drawing).
 */
function character({
  char,
  x,
  y,
  size,
  angle,
  squeeze = 1,
}: {
  char: string;
  x: number;
  y: number;
  size: number;
  angle: number;
  squeeze?: number;
}): Shape {
  const font = cjkFont();
  const glyph = font.glyphForCodePoint(char.codePointAt(0)!);
  const scale = size / font.unitsPerEm;
  // Ideographs sit in an em box from about -0.12 em to 0.88 em: its middle is 0.38 em up.
  const middle = 0.38 * font.unitsPerEm;
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const flattener = new Flattener((gx, gy) => {
    const lx = (gx - glyph.advanceWidth / 2) * scale * squeeze;
    const ly = (middle - gy) * scale;
    return [x + lx * cos - ly * sin, y + lx * sin + ly * cos];
  });
  (glyph.path.toFunction() as (ctx: Flattener) => void)(flattener);
  flattener.closePath();
  return flattener.contours;
}

/** The name along the upper arc: up to 240°, characters as wide as the arc allows. */
function arcText(text: string): Shape[] {
  const chars = [...text];
  const radius = 106;
  const step = Math.min((28 * Math.PI) / 180, (240 * Math.PI) / 180 / chars.length);
  const size = Math.min(42, step * radius * 1.05);
  const start = (-step * chars.length) / 2;
  return chars.map((char, i) => {
    const angle = start + step * (i + 0.5);
    return character({ char, x: CENTRE + radius * Math.sin(angle), y: CENTRE - radius * Math.cos(angle), size, angle });
  });
}

/** The line below the star, characters narrowed to fit when it is long. */
function bottomText(text: string): Shape[] {
  const chars = [...text];
  const size = 30;
  const width = Math.min(size * chars.length, 170);
  const advance = width / chars.length;
  return chars.map((char, i) =>
    character({ char, x: CENTRE - width / 2 + advance * (i + 0.5), y: CENTRE + 68, size, angle: 0, squeeze: Math.min(1, advance / size) }),
  );
}

/** The seal as a PNG: `name` along the arc, `below` under the star (none when empty). */
export function drawSeal(name: string, below: string): Buffer {
  const cover = new Float32Array(SEAL_SIZE * SEAL_SIZE);
  fill(cover, [circle(146, true), circle(137, false)]);
  fill(cover, [star(CENTRE, CENTRE + 2, 44)]);
  for (const shape of [...arcText(name), ...(below ? bottomText(below) : [])]) fill(cover, shape);
  const rgba = new Uint8Array(SEAL_SIZE * SEAL_SIZE * 4);
  cover.forEach((value, i) => {
    if (value === 0) return;
    rgba.set([...RED, Math.round(value * 255)], i * 4);
  });
  return encodePng({ width: SEAL_SIZE, height: SEAL_SIZE, rgba });
}
