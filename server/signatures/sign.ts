/**
 * PAdES signatures, each added as an incremental update so that earlier signatures stay valid:
 * the employee's certifies the document (DocMDP P=2: only form filling and signing may follow),
 * the company's signs the field prepared for it (and fills the cross-page seal in the same
 * update), and at completion a DSS with every certificate and revocation answer the signatures
 * need, covered by a document timestamp (B-LTA). Bytes in, bytes out: nothing here knows tasks,
 * HTTP or the database, and every input but the timestamp authority can cross to a worker thread
 * (keys may be PKCS#8 bytes).
 */
import { createHash } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import { PDF, PdfArray, PdfDict, PdfName, PdfNumber, PdfRef, PdfStream, type TimestampAuthority } from '@libpdf/core';
import { cadesDetached, nodeHash, type CmsSigner } from './cms';
import { addCrossPageSealFields, fillCrossPageSeal, isCrossPageSealField } from './cross-page-seal';
import type { SigningKey } from './pki';
import { signerOcspAnswer, type SignerOcsp } from './revocation-ocsp';
import { saveSigned, signatureDict } from './signed-revision';
import {
  addInvisibleField,
  COMPANY_FIELD,
  EMPLOYEE_FIELD,
  fieldNames,
  fillLegacySealPlace,
  fillSealAppearance,
  prepareSignatureFields,
  signatureField,
  SigningError,
  type Place,
} from './stamp';
import { importPrivateKey, keySigner } from './x509';

export { COMPANY_FIELD, EMPLOYEE_FIELD };
/** Room for the CMS blob (signer certificate, chain, timestamp token with its own certificates). */
const SIGNATURE_RESERVE = 16 * 1024;
/** Room for a document timestamp's token (the TSA's certificate and root inside). */
const TIMESTAMP_RESERVE = 12 * 1024;
/** A contract is tens to hundreds of kB; this keeps a hostile upload from exhausting memory. */
const MAX_PDF_BYTES = 64 * 1024 * 1024;

interface CommonSignInput {
  pdf: Uint8Array;
  companyPlace: Place;
  certificate: SigningKey;
  /** The certificates above the signer's, issuing CA first. */
  chain: Uint8Array[];
  tsa: TimestampAuthority;
  reason: string;
  location?: string;
  /** The claimed signing time (/M); the timestamp gives the proven one. */
  signingTime?: Date;
}

export interface EmployeeSignInput extends CommonSignInput {
  employeePng: Uint8Array;
  employeePlace: Place;
  /** Prepare the cross-page seal's fields too (the template asks for it; cross-page-seal.ts). */
  crossPageSeal?: boolean;
}

export interface CompanySignInput extends CommonSignInput {
  sealPng: Uint8Array;
  /** When given, completion in the same act: a DSS with it and a document timestamp (B-LTA). */
  validation?: ValidationData;
}

/** What a verifier needs to validate every signature later: the DSS's contents. */
export interface ValidationData {
  certificates: Uint8Array[];
  ocsps: Uint8Array[];
  crls: Uint8Array[];
}

/** Validation data whose signers' OCSP answer is still to sign: signed by whoever signs the document (a worker). */
export interface ValidationPlan extends ValidationData {
  signerOcsp?: SignerOcsp;
}

/** The plan's data, its OCSP answer (if any) signed and put after those it already had. */
export async function validationDataOf({ signerOcsp, ...data }: ValidationPlan): Promise<ValidationData> {
  const answer = signerOcsp && (await signerOcspAnswer(signerOcsp));
  return answer ? { ...data, ocsps: [...data.ocsps, answer] } : data;
}

const importedKeys = new Map<string, Promise<CryptoKey>>();
/** The CMS signer of each key, prepared once: a batch seals many documents with one company key. */
const cmsSigners = new WeakMap<CryptoKey, CmsSigner>();

/** A PKCS#8 key imported once (a batch passes the company's as bytes to every job). */
function importOnce(pkcs8: Uint8Array): Promise<CryptoKey> {
  const id = createHash('sha256').update(pkcs8).digest('hex');
  let key = importedKeys.get(id);
  if (!key) {
    if (importedKeys.size >= 100) importedKeys.clear();
    key = importPrivateKey(pkcs8);
    importedKeys.set(id, key);
  }
  return key;
}

async function cmsSignerFor(key: SigningKey, chain: Uint8Array[]): Promise<CmsSigner> {
  const privateKey = key.privateKey instanceof Uint8Array ? await importOnce(key.privateKey) : key.privateKey;
  const known = cmsSigners.get(privateKey);
  const same = (a: Uint8Array, b: Uint8Array) => Buffer.from(a.buffer, a.byteOffset, a.byteLength).equals(b);
  // Jobs from other threads bring copies: compared by their bytes.
  if (
    known &&
    same(known.certificateDer, key.certificateDer) &&
    known.chain.length === chain.length &&
    known.chain.every((c, i) => same(c, chain[i]))
  ) {
    return known;
  }
  // Kept while its key lives: an employee's one-off key, dropped after the act, takes it along.
  const signer: CmsSigner = { key: keySigner(privateKey), certificateDer: key.certificateDer, chain };
  cmsSigners.set(privateKey, signer);
  return signer;
}

async function load(pdf: Uint8Array): Promise<PDF> {
  if (pdf.byteLength > MAX_PDF_BYTES) throw new SigningError('not_pdf', 'the PDF is too large');
  try {
    return await PDF.load(pdf);
  } catch (error) {
    throw new SigningError('not_pdf', `not a readable PDF: ${error instanceof Error ? error.message : String(error)}`);
  }
}

const isSigned = (field: PdfDict | undefined) => Boolean(field?.get('V'));

async function sign({
  doc,
  field,
  input,
  certify,
}: {
  doc: PDF;
  field: PdfDict;
  input: CommonSignInput;
  certify: boolean;
}): Promise<Uint8Array> {
  const signer = await cmsSignerFor(input.certificate, input.chain);
  const dict = signatureDict(
    {
      type: 'Sig',
      subFilter: 'ETSI.CAdES.detached',
      reason: input.reason,
      location: input.location,
      signedAt: input.signingTime ?? new Date(),
    },
    SIGNATURE_RESERVE,
  );
  if (certify) {
    // A certification signature: after it, only form filling and signing (P=2, ISO 32000-1 12.8.2.2).
    dict.set(
      'Reference',
      new PdfArray([
        PdfDict.of({
          Type: PdfName.of('SigRef'),
          TransformMethod: PdfName.of('DocMDP'),
          TransformParams: PdfDict.of({ Type: PdfName.of('TransformParams'), P: PdfNumber.of(2), V: PdfName.of('1.2') }),
        }),
      ]),
    );
  }
  const ref = doc.register(dict);
  field.set('V', ref);
  if (certify) doc.getCatalog().set('Perms', PdfDict.of({ DocMDP: ref }));
  return saveSigned({ doc, dict: ref, reserve: SIGNATURE_RESERVE, contents: (ranges) => cadesDetached(signer, ranges, input.tsa) });
}

/** The employee's signature on an unsigned document: both signature fields made, then a certification signature. */
export async function signAsEmployee(input: EmployeeSignInput): Promise<Uint8Array> {
  const doc = await load(input.pdf);
  // Preparing the fields changes the page's annotations, which would break any signature already there.
  if (Buffer.from(input.pdf.buffer, input.pdf.byteOffset, input.pdf.byteLength).includes('/ByteRange')) {
    throw new SigningError('already_signed', 'the document is already signed: the employee signs first');
  }
  // A template carrying fields of these names would have its own widgets signed or stamped.
  if (fieldNames(doc).some((name) => name === EMPLOYEE_FIELD || name === COMPANY_FIELD || isCrossPageSealField(name))) {
    throw new SigningError('already_signed', 'the document already has signature fields of its own');
  }
  const field = prepareSignatureFields({
    doc,
    employeePng: input.employeePng,
    employeePlace: input.employeePlace,
    companyPlace: input.companyPlace,
  });
  if (input.crossPageSeal) addCrossPageSealFields(doc, input.companyPlace);
  return sign({ doc, field, input, certify: true });
}

/**
 * The company's signature on an employee-signed document: the seal as its field's appearance (and
 * its slices as the cross-page seal's, when the document has its fields), then PAdES.
 */
export async function signAsCompany(input: CompanySignInput): Promise<Uint8Array> {
  const doc = await load(input.pdf);
  if (!isSigned(signatureField(doc, EMPLOYEE_FIELD))) {
    throw new SigningError('not_employee_signed', 'the document has no employee signature');
  }
  const prepared = signatureField(doc, COMPANY_FIELD);
  if (isSigned(prepared)) throw new SigningError('already_sealed', 'the company has already signed this document');
  // Documents the employee signed before prepared fields existed reserved a stamp annotation.
  const field = prepared
    ? fillSealAppearance(doc, input.sealPng, input.companyPlace)
    : fillLegacySealPlace(doc, input.sealPng, input.companyPlace);
  fillCrossPageSeal(doc, input.sealPng);
  const sealed = await sign({ doc, field, input, certify: false });
  return input.validation ? appendLongTermData({ doc, validation: input.validation, tsa: input.tsa }) : sealed;
}

/**
 * The platform's own signature on a document it made (the evidence report): an approval
 * signature in a new, invisible field, then the document's long-term data (B-LTA).
 */
export async function signAsPlatform(
  input: Omit<CommonSignInput, 'companyPlace'> & { fieldName: string; validation: ValidationData },
): Promise<Uint8Array> {
  const doc = await load(input.pdf);
  const page = doc.getPage(0);
  if (!page) throw new SigningError('not_pdf', 'the document has no page');
  const field = addInvisibleField(doc, page, input.fieldName);
  await sign({
    doc,
    field,
    input: { ...input, companyPlace: { page: 1, x: 0, y: 0, width: 0, height: 0 } },
    certify: false,
  });
  return appendLongTermData({ doc, validation: input.validation, tsa: input.tsa });
}

/** A DSS stream array with `items` added to what the document's DSS already holds. */
function dssArray({ doc, existing, key, items }: { doc: PDF; existing: PdfDict | undefined; key: string; items: Uint8Array[] }): PdfArray {
  const array = new PdfArray([]);
  const entry = existing?.get(key);
  const old = entry instanceof PdfRef ? doc.getObject(entry) : entry;
  const known = new Set<string>();
  const previous = old instanceof PdfArray ? old : undefined;
  for (let i = 0; i < (previous?.length ?? 0); i++) {
    const item = previous!.at(i)!;
    array.push(item);
    const stream = item instanceof PdfRef ? doc.getObject(item) : item;
    if (stream instanceof PdfStream) known.add(createHash('sha256').update(stream.data).digest('hex'));
  }
  for (const item of items) {
    const hash = createHash('sha256').update(item).digest('hex');
    if (known.has(hash)) continue;
    known.add(hash);
    array.push(doc.register(dssStream(hash, item)));
  }
  return array;
}

/** DSS streams as saved, by the SHA-256 of their data: the chain's certificates and the CRLs recur in every document. */
const dssStreams = new Map<string, PdfStream>();
const MAX_DSS_STREAMS = 64;
/** @libpdf/core's threshold: smaller streams are stored as they are. */
const COMPRESSION_THRESHOLD = 512;

/**
 * A DSS item as a stream, deflated here by zlib rather than at save by @libpdf/core's pako (a
 * seventh of a completion's CPU, mostly setting up a deflater per stream), with the same rule:
 * compressed when that makes it smaller. The stream is copied, so documents share no object.
 */
function dssStream(hash: string, item: Uint8Array): PdfStream {
  let made = dssStreams.get(hash);
  if (!made) {
    const deflated = item.length >= COMPRESSION_THRESHOLD ? deflateSync(item) : undefined;
    made =
      deflated && deflated.length < item.length
        ? new PdfStream(PdfDict.of({ Filter: PdfName.of('FlateDecode') }), new Uint8Array(deflated))
        : new PdfStream(new PdfDict(), item);
    if (dssStreams.size >= MAX_DSS_STREAMS) dssStreams.delete(dssStreams.keys().next().value!);
  } else dssStreams.delete(hash); // re-set below: the least recently used goes first, not the chain's
  dssStreams.set(hash, made);
  return new PdfStream(made, made.data);
}

/**
 * B-LTA: one incremental update holding the DSS (every certificate, OCSP answer and CRL the
 * signatures need, added to any DSS already there) and a document timestamp over all of it.
 * Run at completion; run again on a completed file, it renews the long-term data (docs/signatures.md).
 */
export async function addLongTermData({
  pdf,
  ...rest
}: {
  pdf: Uint8Array;
  validation: ValidationData;
  tsa: TimestampAuthority;
  digest?: 'SHA-256' | 'SHA-384';
}): Promise<Uint8Array> {
  return appendLongTermData({ doc: await load(pdf), ...rest });
}

/** addLongTermData on a loaded document (one just signed, when the same act completes it). */
async function appendLongTermData({
  doc,
  validation,
  tsa,
  digest = 'SHA-256',
}: {
  doc: PDF;
  validation: ValidationData;
  tsa: TimestampAuthority;
  digest?: 'SHA-256' | 'SHA-384';
}): Promise<Uint8Array> {
  const catalog = doc.getCatalog();
  const named = catalog.get('DSS');
  const found = named instanceof PdfRef ? doc.getObject(named) : named;
  const existing = found instanceof PdfDict ? found : undefined;
  const dss = PdfDict.of({
    Type: PdfName.of('DSS'),
    Certs: dssArray({ doc, existing, key: 'Certs', items: validation.certificates }),
    OCSPs: dssArray({ doc, existing, key: 'OCSPs', items: validation.ocsps }),
    CRLs: dssArray({ doc, existing, key: 'CRLs', items: validation.crls }),
  });
  // Per-signature validation data an earlier DSS named is kept as it was.
  const vri = existing?.get('VRI');
  if (vri) dss.set('VRI', vri);
  catalog.set('DSS', doc.register(dss));
  const page = doc.getPage(0)!;
  const count = fieldNames(doc).filter((n) => n.startsWith('DocumentTimestamp')).length;
  const timestamp = doc.register(signatureDict({ type: 'DocTimeStamp', subFilter: 'ETSI.RFC3161' }, TIMESTAMP_RESERVE));
  addInvisibleField(doc, page, `DocumentTimestamp${count + 1}`).set('V', timestamp);
  return saveSigned({
    doc,
    dict: timestamp,
    reserve: TIMESTAMP_RESERVE,
    contents: async ([before, after]) => {
      const imprint = createHash(nodeHash(digest)).update(before).update(after).digest();
      return tsa.timestamp(new Uint8Array(imprint), digest);
    },
  });
}
