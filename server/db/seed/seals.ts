/**
 * Seals of the demo companies that may sign (23, 24, 29), so the demo accounts can finish a
 * contract out of the box: a red ring with a star, drawn here as an RGBA PNG. The other demo
 * companies keep no seal, so the "no seal yet" path can still be seen and tested.
 */
import { deflateSync } from 'node:zlib';
import { SIGNING_COMPANY_IDS } from '../../../common/access';

/** The companies seeded with a seal. */
export const SEALED_COMPANY_IDS: readonly number[] = SIGNING_COMPANY_IDS;

const SIZE = 200;
const RED: readonly number[] = [210, 30, 30, 255];
const CLEAR: readonly number[] = [0, 0, 0, 0];

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

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
  const raw = Buffer.alloc(SIZE * (1 + SIZE * 4));
  for (let y = 0; y < SIZE; y++) {
    const row = y * (1 + SIZE * 4); // each row starts with filter byte 0 (none)
    for (let x = 0; x < SIZE; x++) {
      const r = Math.hypot(x + 0.5 - centre, y + 0.5 - centre);
      const ring = r > 86 && r < 97;
      const bar = y > 142 && y < 150 && Math.abs(x - centre) < 42; // where a seal's name line would be
      raw.set(ring || bar || inside(x + 0.5, y + 0.5, star) ? RED : CLEAR, row + 1 + x * 4);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(SIZE, 0);
  header.writeUInt32BE(SIZE, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // colour type RGBA
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
