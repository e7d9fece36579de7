/**
 * The CJK font every drawn value uses: Noto Sans SC Regular, one full TrueType file (all 6763
 * hanzi of GB 2312, nearly all CJK Unified Ideographs and Extension A, Latin, digits, full-width
 * punctuation) shipped by the npm package
 * `@expo-google-fonts/noto-sans-sc`, so no system font and no download is needed. It is read once
 * per process; documents embed only the glyphs they draw (`subset: true`).
 *
 * fontkit's TrueType subsetter copies each glyph's bytes as they are and, when the subset is
 * small, writes a short-format `loca` table, which stores offsets halved: a glyph of odd length
 * shifts every later glyph by a byte and they draw as nothing. Noto Sans SC has such glyphs, so
 * the font is rewritten once on load with every glyph padded to a multiple of 4 bytes (padding
 * after a glyph's data is allowed by the TrueType format and changes no outline).
 */
import { readFileSync } from 'node:fs';
import * as fontkit from '@pdf-lib/fontkit';

const FONT_MODULE = '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf';

let bytes: Uint8Array | undefined;

interface TableRecord {
  tag: string;
  offset: number;
  length: number;
}

function checksum(data: Buffer): number {
  let sum = 0;
  const padded = data.length % 4 === 0 ? data : Buffer.concat([data, Buffer.alloc(4 - (data.length % 4))]);
  for (let i = 0; i < padded.length; i += 4) sum = (sum + padded.readUInt32BE(i)) >>> 0;
  return sum;
}

/** The TrueType font with each glyph padded to a multiple of 4 bytes; other fonts as they are. */
export function padGlyphs(font: Uint8Array): Uint8Array {
  const file = Buffer.from(font.buffer, font.byteOffset, font.byteLength);
  const numTables = file.readUInt16BE(4);
  const records: TableRecord[] = [];
  for (let i = 0; i < numTables; i++) {
    const at = 12 + 16 * i;
    records.push({ tag: file.toString('latin1', at, at + 4), offset: file.readUInt32BE(at + 8), length: file.readUInt32BE(at + 12) });
  }
  const table = (tag: string) => records.find((r) => r.tag === tag);
  const head = table('head');
  const loca = table('loca');
  const glyf = table('glyf');
  const maxp = table('maxp');
  if (!head || !loca || !glyf || !maxp) return font; // not a TrueType-outline font
  const longOffsets = file.readInt16BE(head.offset + 50) === 1;
  const numGlyphs = file.readUInt16BE(maxp.offset + 4);
  const offsetAt = (i: number) => (longOffsets ? file.readUInt32BE(loca.offset + 4 * i) : file.readUInt16BE(loca.offset + 2 * i) * 2);
  const offsets = Array.from({ length: numGlyphs + 1 }, (_, i) => offsetAt(i));
  if (offsets.every((offset) => offset % 4 === 0)) return font;

  const glyphs: Buffer[] = [];
  const newLoca = Buffer.alloc(4 * (numGlyphs + 1));
  let position = 0;
  for (let i = 0; i < numGlyphs; i++) {
    const data = file.subarray(glyf.offset + offsets[i], glyf.offset + offsets[i + 1]);
    newLoca.writeUInt32BE(position, 4 * i);
    const padding = (4 - (data.length % 4)) % 4;
    glyphs.push(data, Buffer.alloc(padding));
    position += data.length + padding;
  }
  newLoca.writeUInt32BE(position, 4 * numGlyphs);
  const newHead = Buffer.from(file.subarray(head.offset, head.offset + head.length));
  newHead.writeUInt32BE(0, 8); // checkSumAdjustment: recomputed below
  newHead.writeInt16BE(1, 50); // indexToLocFormat: long offsets

  const contents = new Map<string, Buffer>(records.map((r) => [r.tag, file.subarray(r.offset, r.offset + r.length)]));
  contents.set('head', newHead);
  contents.set('loca', newLoca);
  contents.set('glyf', Buffer.concat(glyphs));

  const header = Buffer.from(file.subarray(0, 12 + 16 * numTables));
  const parts: Buffer[] = [header];
  let offset = header.length;
  records.forEach((record, i) => {
    const data = contents.get(record.tag)!;
    const at = 12 + 16 * i;
    header.writeUInt32BE(checksum(data), at + 4);
    header.writeUInt32BE(offset, at + 8);
    header.writeUInt32BE(data.length, at + 12);
    const padding = (4 - (data.length % 4)) % 4;
    parts.push(data, Buffer.alloc(padding));
    offset += data.length + padding;
  });
  const out = Buffer.concat(parts);
  const headAt = header.readUInt32BE(12 + 16 * records.findIndex((r) => r.tag === 'head') + 8);
  out.writeUInt32BE((0xb1b0afba - checksum(out)) >>> 0, headAt + 8);
  return new Uint8Array(out.buffer, out.byteOffset, out.byteLength);
}
let parsed: fontkit.Font | undefined;

/** The font file's bytes (about 10 MB, kept in memory once read), glyphs padded. */
export function cjkFontBytes(): Uint8Array {
  // Some loaders (tsx's tsImport) append a query to resolved paths: the file is the part before it.
  bytes ??= padGlyphs(new Uint8Array(readFileSync(require.resolve(FONT_MODULE).replace(/\?.*$/, ''))));
  return bytes;
}

function font(): fontkit.Font {
  parsed ??= fontkit.create(cjkFontBytes());
  return parsed;
}

/** The parsed CJK font, shared by every document of the process (fontkit fonts are read-only). */
export function cjkFont(): fontkit.Font {
  return font();
}

/**
 * What pdf-lib's `registerFontkit` takes: fontkit, except that the CJK font's bytes give the
 * already parsed font. Parsing its tables and shaping plan anew for every document was half the
 * time of a fill; each document still makes its own subset.
 */
export const sharedFontkit = {
  create(data: Uint8Array, postscriptName?: string): fontkit.Font {
    return data === cjkFontBytes() ? font() : fontkit.create(data, postscriptName);
  },
};

export { fontkit };

/** Whether the font can draw `char` (one code point). */
export function canDraw(char: string): boolean {
  const codePoint = char.codePointAt(0);
  return codePoint !== undefined && font().hasGlyphForCodePoint(codePoint);
}

/** `text` with line breaks normalised, tabs as spaces, control characters dropped and every
 * character the font lacks replaced by '?'. */
export function drawableText(text: string): string {
  let out = '';
  for (const char of text.replace(/\r\n?/g, '\n')) {
    if (char === '\n') out += char;
    else if (char === '\t') out += ' ';
    else if (/\p{Cc}|\p{Cf}/u.test(char))
      continue; // control and format characters draw nothing
    else out += canDraw(char) ? char : '?';
  }
  return out;
}
