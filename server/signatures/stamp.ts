/**
 * What the signatures look like: each party's image is the appearance of its own signature
 * widget. Before the first signature (nothing is signed, anything may change) both signature
 * fields are made with their widgets on the page: the employee's shows the drawn signature, the
 * company's a blank form (and, when asked, the cross-page seal's blank fields: cross-page-seal.ts).
 * Sealing then only signs that prepared field (its /V and /AP) and fills those, which a DocMDP
 * P=2 certification allows, so no revision after the first rewrites what an earlier signature
 * covered beyond that.
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
  PdfRef,
  PdfStream,
  PdfString,
  type PDF,
  type PDFPage,
  type PdfObject,
} from '@libpdf/core';

/** A rectangle on a page: page from 1; x, y, width, height in PDF points from the bottom-left. */
export interface Place {
  page: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

export const EMPLOYEE_FIELD = 'EmployeeSignature';
export const COMPANY_FIELD = 'CompanySignature';
/** Print (4) + Locked (128): the widget prints and a viewer cannot move it. */
const WIDGET_FLAGS = 4 | 128;
/** AcroForm /SigFlags: SignaturesExist (1) + AppendOnly (2): viewers must save incrementally. */
const SIG_FLAGS = 3;
/** Larger images are refused: a phone's pad or a scanned seal are far below this. */
export const MAX_PNG_BYTES = 4 * 1024 * 1024;

export type SigningErrorCode =
  'bad_place' | 'bad_image' | 'already_signed' | 'not_employee_signed' | 'already_sealed' | 'not_pdf' | 'too_large';

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

/**
 * A Form XObject of `width` x `height` drawing `image` (when given) into its `box`, in the form's
 * own coordinates; whatever falls outside the form is clipped by its /BBox.
 */
export function imageForm({
  doc,
  width,
  height,
  image,
}: {
  doc: PDF;
  width: number;
  height: number;
  image?: { ref: PdfRef; box: Omit<Place, 'page'> };
}): PdfRef {
  let content = '';
  let resources = new PdfDict();
  if (image) {
    const { box } = image;
    content = `q ${box.width.toFixed(3)} 0 0 ${box.height.toFixed(3)} ${box.x.toFixed(3)} ${box.y.toFixed(3)} cm /Im Do Q`;
    resources = PdfDict.of({ XObject: PdfDict.of({ Im: image.ref }) });
  }
  const form = PdfStream.fromDict(
    {
      Type: PdfName.of('XObject'),
      Subtype: PdfName.of('Form'),
      BBox: new PdfArray([PdfNumber.of(0), PdfNumber.of(0), PdfNumber.of(width), PdfNumber.of(height)]),
      Resources: resources,
    },
    new TextEncoder().encode(content),
  );
  return doc.register(form);
}

/** A Form XObject the size of the place, showing `image` fitted into it (or nothing). */
function appearance(doc: PDF, place: Place, image?: PDFImage): PdfRef {
  const box = image && fitInto({ x: 0, y: 0, width: place.width, height: place.height }, image.width, image.height);
  return imageForm({ doc, width: place.width, height: place.height, image: image && box && { ref: image.ref, box } });
}

const resolve = (doc: PDF, value: PdfObject | undefined): PdfObject | undefined =>
  value instanceof PdfRef ? (doc.getObject(value) ?? undefined) : value;

/** The AcroForm, made (and named in the catalog) when the document has none. */
function acroForm(doc: PDF): PdfDict {
  const catalog = doc.getCatalog();
  const existing = resolve(doc, catalog.get('AcroForm'));
  if (existing instanceof PdfDict) return existing;
  const form = PdfDict.of({ Fields: new PdfArray([]) });
  catalog.set('AcroForm', doc.register(form));
  return form;
}

/** A signature field merged with its widget on `place`'s page; without `look`, one that draws nothing. */
function signatureWidget({ page, name, place, look }: { page: PDFPage; name: string; place: Omit<Place, 'page'>; look?: PdfRef }): PdfDict {
  return fieldWidget({ page, entries: { FT: PdfName.of('Sig'), T: PdfString.fromString(name) }, place, look });
}

/** A field of `entries` merged with its widget on `place`'s page, printed and locked in place. */
export function fieldWidget({
  page,
  entries,
  place,
  look,
}: {
  page: PDFPage;
  entries: Record<string, PdfObject>;
  place: Omit<Place, 'page'>;
  look?: PdfRef;
}): PdfDict {
  const widget = PdfDict.of({
    ...entries,
    Type: PdfName.of('Annot'),
    Subtype: PdfName.of('Widget'),
    F: PdfNumber.of(WIDGET_FLAGS),
    P: page.ref,
    Rect: new PdfArray([place.x, place.y, place.x + place.width, place.y + place.height].map((n) => PdfNumber.of(n))),
  });
  if (look) widget.set('AP', PdfDict.of({ N: look }));
  return widget;
}

/** A signature field with an invisible widget (a document timestamp, the platform's signature), added. */
export function addInvisibleField(doc: PDF, page: PDFPage, name: string): PdfDict {
  const field = signatureWidget({ page, name, place: { x: 0, y: 0, width: 0, height: 0 } });
  addField(doc, page, field);
  return field;
}

/** Adds a field to the AcroForm and its widget to the page's /Annots. */
export function addField(doc: PDF, page: PDFPage, field: PdfDict): PdfRef {
  const ref = doc.register(field);
  const form = acroForm(doc);
  const fields = resolve(doc, form.get('Fields'));
  if (fields instanceof PdfArray) fields.push(ref);
  else form.set('Fields', new PdfArray([ref]));
  form.set('SigFlags', PdfNumber.of(SIG_FLAGS));
  const annots = resolve(doc, page.dict.get('Annots'));
  if (annots instanceof PdfArray) annots.push(ref);
  else page.dict.set('Annots', new PdfArray([ref]));
  return ref;
}

/**
 * Both signature fields, before the first signature: the employee's showing the drawn
 * signature, the company's blank until sealing. Answers the employee's field, to be signed now.
 */
export function prepareSignatureFields({
  doc,
  employeePng,
  employeePlace,
  companyPlace,
}: {
  doc: PDF;
  employeePng: Uint8Array;
  employeePlace: Place;
  companyPlace: Place;
}): PdfDict {
  const employeePage = pageAt(doc, employeePlace);
  const companyPage = pageAt(doc, companyPlace);
  const drawn = appearance(doc, employeePlace, embedPng(doc, employeePng));
  const employee = signatureWidget({ page: employeePage, name: EMPLOYEE_FIELD, place: employeePlace, look: drawn });
  addField(doc, employeePage, employee);
  addField(
    doc,
    companyPage,
    signatureWidget({ page: companyPage, name: COMPANY_FIELD, place: companyPlace, look: appearance(doc, companyPlace) }),
  );
  return employee;
}

/** The AcroForm's top-level fields (no form is read as none, and nothing is added). */
export function topFields(doc: PDF): PdfDict[] {
  const form = resolve(doc, doc.getCatalog().get('AcroForm'));
  const fields = form instanceof PdfDict ? resolve(doc, form.get('Fields')) : undefined;
  const found: PdfDict[] = [];
  if (!(fields instanceof PdfArray)) return found;
  for (let i = 0; i < fields.length; i++) {
    const field = resolve(doc, fields.at(i));
    if (field instanceof PdfDict) found.push(field);
  }
  return found;
}

export const fieldNames = (doc: PDF): string[] => topFields(doc).map((f) => f.getString('T')?.asString() ?? '');

/** The signature field named `name`. */
export function signatureField(doc: PDF, name: string): PdfDict | undefined {
  return topFields(doc).find((f) => f.getString('T')?.asString() === name);
}

/**
 * Documents the employee signed before the fields were prepared reserved the company's place as
 * a /Stamp annotation named CompanySeal: it gets the seal as its appearance, and the signature a
 * new, invisible field, as those documents were always completed.
 */
export function fillLegacySealPlace(doc: PDF, png: Uint8Array, place: Place): PdfDict {
  const page = pageAt(doc, place);
  const stamp = page.getAnnotations().find((a) => a.type === 'Stamp' && a.name === 'CompanySeal');
  if (!stamp) throw new SigningError('not_employee_signed', 'the document has no place prepared for the company');
  stamp.dict.set('AP', PdfDict.of({ N: appearance(doc, place, embedPng(doc, png)) }));
  const field = addInvisibleField(doc, page, COMPANY_FIELD);
  return field;
}

/** The company's prepared field with the seal as its appearance; the caller signs it. */
export function fillSealAppearance(doc: PDF, png: Uint8Array, place: Place): PdfDict {
  const field = signatureField(doc, COMPANY_FIELD);
  if (!field) throw new SigningError('not_employee_signed', 'the document has no prepared company signature field');
  field.set('AP', PdfDict.of({ N: appearance(doc, place, embedPng(doc, png)) }));
  return field;
}
