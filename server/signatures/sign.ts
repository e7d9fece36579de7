/**
 * PAdES B-T signatures (ETSI.CAdES.detached, signing-certificate-v2, an RFC 3161 timestamp, the
 * chain embedded), each added to the PDF as an incremental update so that earlier signatures
 * stay valid. Bytes in, bytes out: nothing here knows tasks, HTTP or the database.
 *
 * The employee signs first. Before that signature, while nothing is signed yet, the drawn
 * signature is painted into the page and the company's place is reserved as a stamp annotation
 * with a blank appearance. The company's signature then only swaps that annotation's appearance
 * for the seal, in the same incremental update as the signature: no page content changes after
 * the first signature, and the employee's signed bytes are a prefix of the completed file.
 */
import { CryptoKeySigner, PDF, PdfArray, PdfDict, PdfName, PdfNumber, PdfStream, type PDFPage, type TimestampAuthority } from '@libpdf/core';
import type { SigningKey } from './pki';

/** A rectangle on a page: page from 1; x, y, width, height in PDF points from the bottom-left. */
export interface Place {
  page: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

const SEAL_ANNOTATION = 'CompanySeal';
export const EMPLOYEE_FIELD = 'EmployeeSignature';
export const COMPANY_FIELD = 'CompanySignature';

export class SigningError extends Error {}

function pageOf(doc: PDF, place: Place): PDFPage {
  const page = doc.getPages()[place.page - 1];
  if (!page) throw new SigningError(`page ${place.page} does not exist`);
  return page;
}

/** The image's size inside the place, aspect ratio kept, centred. */
function fit(place: Place, width: number, height: number) {
  const scale = Math.min(place.width / width, place.height / height);
  const w = width * scale;
  const h = height * scale;
  return { x: place.x + (place.width - w) / 2, y: place.y + (place.height - h) / 2, width: w, height: h };
}

function signerFor(key: SigningKey, chain: Uint8Array[]): CryptoKeySigner {
  const ec = key.privateKey.algorithm.name === 'ECDSA';
  return new CryptoKeySigner(key.privateKey, key.certificateDer, ec ? 'EC' : 'RSA', ec ? 'ECDSA' : 'RSASSA-PKCS1-v1_5', chain);
}

/** A Form XObject stream: the appearance of the seal place (blank, or the seal image). */
function appearance(place: Place, content: string, resources?: PdfDict): PdfStream {
  return PdfStream.fromDict(
    {
      Type: PdfName.of('XObject'),
      Subtype: PdfName.of('Form'),
      BBox: new PdfArray([PdfNumber.of(0), PdfNumber.of(0), PdfNumber.of(place.width), PdfNumber.of(place.height)]),
      Resources: resources ?? new PdfDict(),
    },
    new TextEncoder().encode(content),
  );
}

export interface EmployeeSignInput {
  pdf: Uint8Array;
  employeePng: Uint8Array;
  employeePlace: Place;
  companyPlace: Place;
  certificate: SigningKey;
  chain: Uint8Array[];
  tsa: TimestampAuthority;
  reason: string;
  signingTime?: Date;
}

export async function signAsEmployee(input: EmployeeSignInput): Promise<Uint8Array> {
  const doc = await PDF.load(input.pdf);
  if (doc.getPages().length === 0) throw new SigningError('the PDF has no pages');
  const image = doc.embedPng(input.employeePng);
  pageOf(doc, input.employeePlace).drawImage(image, fit(input.employeePlace, image.width, image.height));
  const stamp = pageOf(doc, input.companyPlace).addStampAnnotation({
    rect: { x: input.companyPlace.x, y: input.companyPlace.y, width: input.companyPlace.width, height: input.companyPlace.height },
    name: SEAL_ANNOTATION,
  });
  // Blank until the company seals: viewers draw their own icon for a stamp without one.
  stamp.dict.set('AP', PdfDict.of({ N: doc.register(appearance(input.companyPlace, '')) }));
  // A full save here is still allowed (nothing is signed yet); signing then appends.
  const prepared = await PDF.load(await doc.save());
  const result = await prepared.sign({
    signer: signerFor(input.certificate, input.chain),
    fieldName: EMPLOYEE_FIELD,
    reason: input.reason,
    level: 'B-T',
    timestampAuthority: input.tsa,
    signingTime: input.signingTime,
  });
  return result.bytes;
}

export interface CompanySignInput {
  pdf: Uint8Array;
  sealPng: Uint8Array;
  companyPlace: Place;
  certificate: SigningKey;
  chain: Uint8Array[];
  tsa: TimestampAuthority;
  reason: string;
  signingTime?: Date;
}

export async function signAsCompany(input: CompanySignInput): Promise<Uint8Array> {
  const doc = await PDF.load(input.pdf);
  const stamp = pageOf(doc, input.companyPlace)
    .getAnnotations()
    .find((a) => a.type === 'Stamp' && (a.dict.get('Name') as PdfName | undefined)?.value === SEAL_ANNOTATION);
  if (!stamp) throw new SigningError('the document has no reserved seal place: the employee has not signed it here');
  const seal = doc.embedPng(input.sealPng);
  const box = fit({ ...input.companyPlace, x: 0, y: 0 }, seal.width, seal.height);
  const content = `q ${box.width} 0 0 ${box.height} ${box.x} ${box.y} cm /Seal Do Q`;
  const ap = appearance(input.companyPlace, content, PdfDict.of({ XObject: PdfDict.of({ Seal: seal.ref }) }));
  stamp.dict.set('AP', PdfDict.of({ N: doc.register(ap) }));
  const result = await doc.sign({
    signer: signerFor(input.certificate, input.chain),
    fieldName: COMPANY_FIELD,
    reason: input.reason,
    level: 'B-T',
    timestampAuthority: input.tsa,
    signingTime: input.signingTime,
  });
  return result.bytes;
}
