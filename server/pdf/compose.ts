/**
 * Writes a simple text document as a new PDF: titles, wrapped paragraphs, labelled blanks to fill
 * and signature places, flowing over A4 pages with a page footer. Answers where each named blank
 * and signature place landed, so fields can be put exactly there. Used for demo templates, tests
 * and the benchmark.
 */
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { drawableText } from './font';
import { wrapText } from './layout';
import { cjkMeasure, embedCjkFont, type Placement } from './render';

export type Block =
  | { type: 'title'; text: string }
  | { type: 'heading'; text: string }
  | { type: 'paragraph'; text: string }
  /** "label ____": the blank (above the underline) is recorded under `name`. */
  | { type: 'blank'; name: string; label: string; width?: number }
  /** "label" and a box below it, recorded under `name`. */
  | { type: 'signature'; name: string; label: string; width?: number; height?: number }
  | { type: 'pageBreak' };

export interface ComposeOptions {
  /** Page size in points; A4 by default. */
  pageSize?: [number, number];
  margin?: number;
  bodySize?: number;
  /** Footer per page, e.g. (n, total) => `第 ${n} 页 共 ${total} 页`. */
  footer?: (page: number, total: number) => string;
}

export interface ComposedPdf {
  bytes: Uint8Array;
  pageCount: number;
  /** Where each named blank and signature place is. */
  places: Record<string, Placement>;
}

export const A4: [number, number] = [595.28, 841.89];

/** A footer from a text with {page} and {total} in it: a footer that crosses to a worker thread. */
export const footerFrom =
  (template: string) =>
  (page: number, total: number): string =>
    template.replace('{page}', String(page)).replace('{total}', String(total));
const INK = rgb(0.1, 0.1, 0.1);

export async function composeTextPdf(blocks: readonly Block[], options: ComposeOptions = {}): Promise<ComposedPdf> {
  const [pageWidth, pageHeight] = options.pageSize ?? A4;
  const margin = options.margin ?? 64;
  const body = options.bodySize ?? 11;
  const doc = await PDFDocument.create();
  const font = await embedCjkFont(doc);
  const measure = cjkMeasure();
  const width = pageWidth - 2 * margin;
  const places: Record<string, Placement> = {};

  let page: PDFPage = doc.addPage([pageWidth, pageHeight]);
  let cursor = pageHeight - margin; // top of the next line
  const newPage = () => {
    page = doc.addPage([pageWidth, pageHeight]);
    cursor = pageHeight - margin;
  };
  const room = (height: number) => {
    if (cursor - height < margin + 20) newPage();
  };
  const line = ({ text, size, x, f = font }: { text: string; size: number; x: number; f?: PDFFont }) => {
    page.drawText(drawableText(text), { x, y: cursor - size * 0.88, size, font: f, color: INK });
  };

  for (const block of blocks) {
    switch (block.type) {
      case 'pageBreak':
        newPage();
        break;
      case 'title': {
        const size = body * 1.8;
        room(size * 2);
        const text = drawableText(block.text);
        line({ text, size, x: (pageWidth - measure(text, size)) / 2 });
        cursor -= size * 2;
        break;
      }
      case 'heading': {
        const size = body * 1.15;
        room(size * 2);
        cursor -= size * 0.4;
        line({ text: block.text, size, x: margin });
        cursor -= size * 1.6;
        break;
      }
      case 'paragraph': {
        // First line indented by two characters, as Chinese body text is.
        const lines = wrapText({ text: drawableText(`\u3000\u3000${block.text}`), width, size: body, measure });
        for (const text of lines) {
          room(body * 1.7);
          line({ text, size: body, x: margin });
          cursor -= body * 1.7;
        }
        cursor -= body * 0.4;
        break;
      }
      case 'blank': {
        const height = body * 1.6;
        room(height + body);
        const label = drawableText(block.label);
        line({ text: label, size: body, x: margin });
        const x = margin + measure(label, body) + 4;
        const blankWidth = Math.min(block.width ?? 200, pageWidth - margin - x);
        const underline = cursor - body * 1.1;
        page.drawLine({ start: { x, y: underline }, end: { x: x + blankWidth, y: underline }, thickness: 0.6, color: INK });
        places[block.name] = {
          page: doc.getPageCount(),
          x: round(x),
          y: round(underline + 1),
          width: round(blankWidth),
          height: round(height),
        };
        cursor -= body * 2.2;
        break;
      }
      case 'signature': {
        const boxWidth = block.width ?? 160;
        const boxHeight = block.height ?? 64;
        room(body * 1.8 + boxHeight + body);
        line({ text: block.label, size: body, x: margin });
        cursor -= body * 1.8;
        places[block.name] = {
          page: doc.getPageCount(),
          x: round(margin),
          y: round(cursor - boxHeight),
          width: boxWidth,
          height: boxHeight,
        };
        cursor -= boxHeight + body;
        break;
      }
    }
  }

  const total = doc.getPageCount();
  if (options.footer) {
    doc.getPages().forEach((p, index) => {
      const text = drawableText(options.footer!(index + 1, total));
      const size = body * 0.8;
      p.drawText(text, { x: (pageWidth - measure(text, size)) / 2, y: margin / 2, size, font, color: rgb(0.4, 0.4, 0.4) });
    });
  }
  return { bytes: await doc.save(), pageCount: total, places };
}

const round = (value: number) => Math.round(value * 100) / 100;
