/**
 * What the signatures look like on the page. Before the first signature (nothing is signed, so
 * page content may still change) the employee's drawn signature is painted into the page and the
 * company's place is reserved as a /Stamp annotation whose appearance is a blank form. From then
 * on page content never changes: sealing only gives that annotation a new appearance (the seal
 * image), written in the same incremental update as the company's signature, so the
 * employee-signed file stays a byte prefix of the completed one.
 *
 * These helpers change a loaded document in memory; sign.ts saves them with the signature.
 */
import { createHash } from 'node:crypto';
import {
  PDFImage,
  PdfArray,
  PdfDict,
  PdfName,
  PdfNumber,
  PdfStream,
  PdfString,
  type PDF,
  type PDFAnnotation,
  type PDFPage,
  type PdfRef,
} from '@libpdf/core';

/** A rectangle on a page: page from 1; x, y, width, height in PDF points from the bottom-left. */
export interface Place {
  page: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The seal annotation's /NM, how sealing finds the place reserved for it. */
export const SEAL_ANNOTATION_NAME = 'CompanySeal';
/** Print (4) + Locked (128): the seal prints and a viewer cannot move it. */
const SEAL_FLAGS = 4 | 128;
/** Larger images are refused: a phone's pad or a scanned seal are far below this. */
const MAX_PNG_BYTES = 4 * 1024 * 1024;

export type SigningErrorCode = 'bad_place' | 'bad_image' | 'already_signed' | 'not_employee_signed' | 'already_sealed' | 'not_pdf';

export class SigningError extends Error {
  constructor(
    readonly code: SigningErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'SigningError';
  }
}

function pageAt(doc: PDF, place: Place): PDFPage {
  const ok = [place.x, place.y, place.width, place.height].every(Number.isFinite) && place.width > 0 && place.height > 0;
  const page = Number.isInteger(place.page) ? doc.getPage(place.page - 1) : null;
  if (!ok || !page) throw new SigningError('bad_place', `no such place: ${JSON.stringify(place)}`);
  return page;
}

/** The image's box inside the place: aspect ratio kept, centred. */
export function fitInto(place: Omit<Place, 'page'>, width: number, height: number) {
  const scale = Math.min(place.width / width, place.height / height);
  const w = width * scale;
  const h = height * scale;
  return { x: place.x + (place.width - w) / 2, y: place.y + (place.height - h) / 2, width: w, height: h };
}

/** Image XObjects already decoded and compressed, by PNG hash: a batch seals with one seal. */
const compressed = new Map<string, { image: PdfStream; mask: PdfStream | null; width: number; height: number }>();
const MAX_CACHED_IMAGES = 32;

/**
 * The PNG as an image XObject of `doc`. Decoding and deflating a PNG is a fifth of a company
 * signature's time, so the compressed streams are kept and copied into later documents.
 */
function embedPng(doc: PDF, png: Uint8Array): PDFImage {
  if (png.byteLength > MAX_PNG_BYTES) throw new SigningError('bad_image', 'the image is too large');
  const key = createHash('sha256').update(png).digest('hex');
  const cached = compressed.get(key);
  if (cached) {
    const image = new PdfStream(cached.image, cached.image.data);
    if (cached.mask) image.set('SMask', doc.register(new PdfStream(cached.mask, cached.mask.data)));
    return new PDFImage(doc.register(image), cached.width, cached.height);
  }
  let embedded;
  try {
    embedded = doc.embedPng(png);
  } catch (error) {
    throw new SigningError('bad_image', `not a usable PNG: ${error instanceof Error ? error.message : String(error)}`);
  }
  const image = doc.getObject(embedded.ref);
  if (image instanceof PdfStream) {
    const maskRef = image.get('SMask');
    const mask = maskRef ? doc.getObject(maskRef as PdfRef) : null;
    if (compressed.size >= MAX_CACHED_IMAGES) compressed.delete(compressed.keys().next().value!);
    compressed.set(key, { image, mask: mask instanceof PdfStream ? mask : null, width: embedded.width, height: embedded.height });
  }
  return embedded;
}

/** A Form XObject the size of the place: the seal annotation's appearance. */
function formXObject(place: Place, content: string, resources = new PdfDict()): PdfStream {
  return PdfStream.fromDict(
    {
      Type: PdfName.of('XObject'),
      Subtype: PdfName.of('Form'),
      BBox: new PdfArray([PdfNumber.of(0), PdfNumber.of(0), PdfNumber.of(place.width), PdfNumber.of(place.height)]),
      Resources: resources,
    },
    new TextEncoder().encode(content),
  );
}

/** Paints the employee's drawn signature into the page. Only before any signature. */
export function drawEmployeeSignature(doc: PDF, png: Uint8Array, place: Place): void {
  const page = pageAt(doc, place);
  const image = embedPng(doc, png);
  page.drawImage(image, fitInto(place, image.width, image.height));
}

/** Reserves the company's place: a locked, printable stamp with a blank appearance. Only before any signature. */
export function reserveSealPlace(doc: PDF, place: Place): void {
  const page = pageAt(doc, place);
  const stamp = page.addStampAnnotation({ rect: { x: place.x, y: place.y, width: place.width, height: place.height }, name: 'Approved' });
  stamp.dict.set('NM', PdfString.fromString(SEAL_ANNOTATION_NAME));
  stamp.dict.set('F', PdfNumber.of(SEAL_FLAGS));
  // Without an appearance a viewer would draw its own "Approved" icon: a blank form shows nothing.
  stamp.dict.set('AP', PdfDict.of({ N: doc.register(formXObject(place, '')) }));
}

function sealAnnotation(doc: PDF, place: Place): PDFAnnotation | undefined {
  return pageAt(doc, place)
    .getAnnotations()
    .find((a) => a.type === 'Stamp' && a.name === SEAL_ANNOTATION_NAME);
}

/**
 * Gives the reserved stamp the seal as its appearance. The annotation dictionary is the only
 * existing object that changes; the seal image and its form are new objects.
 */
export function fillSealAppearance(doc: PDF, png: Uint8Array, place: Place): void {
  const stamp = sealAnnotation(doc, place);
  if (!stamp) throw new SigningError('not_employee_signed', 'the document has no reserved seal place at the company place');
  const seal = embedPng(doc, png);
  const box = fitInto({ x: 0, y: 0, width: place.width, height: place.height }, seal.width, seal.height);
  const content = `q ${box.width.toFixed(3)} 0 0 ${box.height.toFixed(3)} ${box.x.toFixed(3)} ${box.y.toFixed(3)} cm /Seal Do Q`;
  const appearance = formXObject(place, content, PdfDict.of({ XObject: PdfDict.of({ Seal: seal.ref }) }));
  stamp.dict.set('AP', PdfDict.of({ N: doc.register(appearance) }));
}
