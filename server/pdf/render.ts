/**
 * Draws values onto a template PDF: text fitted into each field's rectangle with the embedded
 * CJK font (subsetted: only the glyphs drawn are stored), and signature places as light dashed
 * boxes. Knows nothing of HTTP, the database, or what a field means: it draws what it is given.
 */
import { LineCapStyle, PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { cjkFont, cjkFontBytes, drawableText, sharedFontkit } from './font';
import { loadPdf } from './inspect';
import { fitText, type Measure } from './layout';

/** A rectangle on a page: page from 1; x, y, width, height in points from the page's bottom-left. */
export interface Placement {
  page: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

export type DrawItem =
  (Placement & { kind: 'text'; text: string; fontSize: number }) | (Placement & { kind: 'signatureBox'; label: string });

/** Horizontal room kept free inside a text rectangle, each side. */
const PADDING = 1;
/** Height above the baseline of the font's ideographs, per point of size. */
const ASCENT = 0.88;
const TEXT_COLOUR = rgb(0, 0, 0);
const BOX_BORDER = rgb(0.55, 0.6, 0.7);
const BOX_FILL = rgb(0.94, 0.96, 1);
const BOX_LABEL = rgb(0.45, 0.5, 0.6);

/** Width of text in the CJK font, from the advance widths of its glyphs (cached per character). */
export function cjkMeasure(): Measure {
  const font = cjkFont();
  const perEm = new Map<string, number>();
  const advance = (char: string) => {
    let width = perEm.get(char);
    if (width === undefined) {
      width = font.glyphForCodePoint(char.codePointAt(0)!).advanceWidth / font.unitsPerEm;
      perEm.set(char, width);
    }
    return width;
  };
  return (text, size) => {
    let total = 0;
    for (const char of text) total += advance(char);
    return total * size;
  };
}

let sharedMeasure: Measure | undefined;
function measure(): Measure {
  sharedMeasure ??= cjkMeasure();
  return sharedMeasure;
}

function pageOf(doc: PDFDocument, placement: Placement): { page: PDFPage; originX: number; originY: number } {
  const pages = doc.getPages();
  if (!Number.isInteger(placement.page) || placement.page < 1 || placement.page > pages.length) {
    throw new RangeError(`page ${placement.page} is outside 1-${pages.length}`);
  }
  const page = pages[placement.page - 1];
  const box = page.getMediaBox();
  return { page, originX: box.x, originY: box.y };
}

/** One item to draw on its page, at the page's origin, in the document's font. */
interface Drawing<K extends DrawItem['kind']> {
  page: PDFPage;
  origin: { x: number; y: number };
  item: Extract<DrawItem, { kind: K }>;
  font: PDFFont;
}

/** Text fitted into the rectangle, lines left-aligned, the block centred vertically. */
function drawText({ page, origin, item, font }: Drawing<'text'>) {
  const text = drawableText(item.text);
  if (text.trim() === '') return;
  const inner = { width: Math.max(1, item.width - 2 * PADDING), height: item.height };
  const fitted = fitText({ text, box: inner, maxSize: item.fontSize, measure: measure() });
  const block = fitted.size + (fitted.lines.length - 1) * fitted.lineHeight;
  const top = origin.y + item.y + item.height / 2 + block / 2;
  fitted.lines.forEach((line, index) => {
    if (line === '') return;
    page.drawText(line, {
      x: origin.x + item.x + PADDING,
      y: top - ASCENT * fitted.size - index * fitted.lineHeight,
      size: fitted.size,
      font,
      color: TEXT_COLOUR,
    });
  });
}

function drawSignatureBox({ page, origin, item, font }: Drawing<'signatureBox'>) {
  const x = origin.x + item.x;
  const y = origin.y + item.y;
  page.drawRectangle({
    x,
    y,
    width: item.width,
    height: item.height,
    color: BOX_FILL,
    opacity: 0.6,
    borderColor: BOX_BORDER,
    borderWidth: 0.8,
    borderDashArray: [4, 3],
    borderLineCap: LineCapStyle.Butt,
  });
  const label = drawableText(item.label);
  if (label.trim() === '') return;
  const maxSize = Math.min(12, item.height * 0.5);
  const fitted = fitText({
    text: label,
    box: { width: Math.max(1, item.width - 8), height: Math.max(1, item.height - 4) },
    maxSize,
    measure: measure(),
  });
  const block = fitted.size + (fitted.lines.length - 1) * fitted.lineHeight;
  const top = y + item.height / 2 + block / 2;
  fitted.lines.forEach((line, index) => {
    const width = measure()(line, fitted.size);
    page.drawText(line, {
      x: x + (item.width - width) / 2,
      y: top - ASCENT * fitted.size - index * fitted.lineHeight,
      size: fitted.size,
      font,
      color: BOX_LABEL,
    });
  });
}

/** Embeds the CJK font into `doc`, keeping only the glyphs drawn. */
export async function embedCjkFont(doc: PDFDocument): Promise<PDFFont> {
  doc.registerFontkit(sharedFontkit as unknown as Parameters<PDFDocument['registerFontkit']>[0]);
  return doc.embedFont(cjkFontBytes(), { subset: true });
}

/**
 * The template with `items` drawn on it, as new PDF bytes. Throws PdfError when the template is
 * not a usable PDF and RangeError when an item names a page the template lacks.
 */
export async function fillPdf(template: Uint8Array, items: readonly DrawItem[]): Promise<Uint8Array> {
  const doc = await loadPdf(template);
  if (items.length > 0) {
    const font = await embedCjkFont(doc);
    for (const item of items) {
      const { page, originX, originY } = pageOf(doc, item);
      const origin = { x: originX, y: originY };
      if (item.kind === 'text') drawText({ page, origin, item, font });
      else drawSignatureBox({ page, origin, item, font });
    }
  }
  return doc.save();
}
