/**
 * The cross-page seal (骑缝章): the company's seal split across the right edge of every page, so
 * that the pages fanned out show it whole and no page can be swapped unseen.
 *
 * Its places are read-only push-button fields, CrossPageSeal1..N (one per page, each merged with
 * its widget), made blank with the signature fields before the employee's certification
 * signature. Sealing gives each its slice of the seal as appearance, in the revision the
 * company's signature covers: filling the appearance of a field that existed before the
 * certification is form filling, which DocMDP P=2 allows; no page content changes. They are not
 * widgets of the company's signature field: pdfsig (poppler 22.12) and mutool (mupdf 1.21) read
 * each widget of a signature field as a signature of its own, unsigned or broken.
 */
import { deflateSync } from 'node:zlib';
import { PdfDict, PdfName, PdfNumber, PdfRef, PdfStream, PdfString, type PDF } from '@libpdf/core';
import { pngSize } from '../lib/png';
import { decodePng, type RgbaPixels } from '../lib/png-pixels';
import { addField, fieldWidget, fitInto, imageForm, MAX_PNG_BYTES, SigningError, topFields, type Place } from './stamp';

/** The fields' names: this and the page number. */
const CROSS_PAGE_SEAL = 'CrossPageSeal';
const NAMED = new RegExp(`^${CROSS_PAGE_SEAL}([1-9][0-9]*)$`);
/** /Ff: ReadOnly (bit 1) + Pushbutton (bit 17): a picture nobody types into. */
const BUTTON_FLAGS = 1 | (1 << 16);
/** A seal image is normalised far below these at upload (domain/uploaded-images.ts). */
const MAX_SIDE = 4000;
const MAX_PIXELS = 16_000_000;

/** Whether `name` is one of the cross-page seal's fields. */
export const isCrossPageSealField = (name: string) => NAMED.test(name);

/**
 * The cross-page seal's blank fields, one per page at its right edge and vertically centred:
 * together as wide and as high as the company's place is on its shorter side (the seal's size
 * there), split evenly across the pages. None for a one-page document: there is nothing to tie.
 */
export function addCrossPageSealFields(doc: PDF, companyPlace: Pick<Place, 'width' | 'height'>): void {
  const pages = doc.getPages();
  if (pages.length < 2) return;
  const side = Math.min(companyPlace.width, companyPlace.height);
  const width = side / pages.length;
  for (const page of pages) {
    const box = page.getCropBox();
    const place = { x: box.x + box.width - width, y: box.y + (box.height - side) / 2, width, height: side };
    const entries = {
      FT: PdfName.of('Btn'),
      Ff: PdfNumber.of(BUTTON_FLAGS),
      T: PdfString.fromString(`${CROSS_PAGE_SEAL}${page.index + 1}`),
    };
    addField(doc, page, fieldWidget({ page, entries, place, look: imageForm({ doc, width, height: side }) }));
  }
}

/** The cross-page seal's fields in page order, with their sizes. */
function slicePlaces(doc: PDF): { field: PdfDict; width: number; height: number }[] {
  const found = topFields(doc).flatMap((field) => {
    const page = Number(NAMED.exec(field.getString('T')?.asString() ?? '')?.[1] ?? 0);
    return page ? [{ field, page }] : [];
  });
  return found
    .sort((a, b) => a.page - b.page)
    .map(({ field }) => {
      const rect = field.getArray('Rect', (ref: PdfRef) => doc.getObject(ref));
      const [x1, y1, x2, y2] = Array.from({ length: 4 }, (_, i) => {
        const n = rect?.at(i);
        return n instanceof PdfNumber ? n.value : NaN;
      });
      const [width, height] = [Math.abs(x2 - x1), Math.abs(y2 - y1)];
      if (!(width > 0 && height > 0)) throw new SigningError('bad_place', 'a field of the cross-page seal has no area');
      return { field, width, height };
    });
}

function decodeSeal(png: Uint8Array): RgbaPixels {
  const pixels = png.byteLength <= MAX_PNG_BYTES && pngSize(png, MAX_SIDE) ? decodePng(png, MAX_PIXELS) : null;
  if (!pixels) throw new SigningError('bad_image', 'the seal is not a usable PNG');
  return pixels;
}

/** Columns [from, to) of `pixels` as an image XObject, their alpha as its soft mask. */
function columnsImage({ doc, pixels, from, to }: { doc: PDF; pixels: RgbaPixels; from: number; to: number }): PdfRef {
  const width = to - from;
  const rgb = Buffer.alloc(width * pixels.height * 3);
  const alpha = Buffer.alloc(width * pixels.height);
  for (let y = 0; y < pixels.height; y++) {
    for (let x = 0; x < width; x++) {
      const source = (y * pixels.width + from + x) * 4;
      const target = y * width + x;
      rgb.set(pixels.rgba.subarray(source, source + 3), target * 3);
      alpha[target] = pixels.rgba[source + 3];
    }
  }
  const image = (colourSpace: string, data: Buffer) =>
    PdfStream.fromDict(
      {
        Type: PdfName.of('XObject'),
        Subtype: PdfName.of('Image'),
        Width: PdfNumber.of(width),
        Height: PdfNumber.of(pixels.height),
        ColorSpace: PdfName.of(colourSpace),
        BitsPerComponent: PdfNumber.of(8),
        Filter: PdfName.of('FlateDecode'),
      },
      deflateSync(data),
    );
  const colour = image('DeviceRGB', rgb);
  colour.set('SMask', doc.register(image('DeviceGray', alpha)));
  return doc.register(colour);
}

/**
 * Gives each field of the cross-page seal its slice of the seal: the seal fitted into the fields
 * laid side by side, cut in as many vertical strips, the first on page 1. A document without
 * those fields (no cross-page seal, or prepared before it existed) is left as it is.
 */
export function fillCrossPageSeal(doc: PDF, png: Uint8Array): void {
  const slices = slicePlaces(doc);
  if (slices.length === 0) return;
  const pixels = decodeSeal(png);
  const height = Math.min(...slices.map((s) => s.height));
  const seal = fitInto({ x: 0, y: 0, width: slices.reduce((sum, s) => sum + s.width, 0), height }, pixels.width, pixels.height);
  const column = (x: number) => Math.min(pixels.width, Math.max(0, Math.round(((x - seal.x) / seal.width) * pixels.width)));
  let left = 0;
  for (const slice of slices) {
    const from = Math.min(column(left), pixels.width - 1);
    // Every page shows at least one column of the seal, however many pages share it.
    const to = Math.max(from + 1, column(left + slice.width));
    const box = {
      x: seal.x + (from / pixels.width) * seal.width - left,
      y: seal.y,
      width: ((to - from) / pixels.width) * seal.width,
      height: seal.height,
    };
    const look = imageForm({ doc, width: slice.width, height: slice.height, image: { ref: columnsImage({ doc, pixels, from, to }), box } });
    slice.field.set('AP', PdfDict.of({ N: look }));
    left += slice.width;
  }
}
