/**
 * Signed contracts for the revision analysis tests: a 10-page contract with two empty signature
 * fields on its last page (as the signing flow prepares it), signed with @libpdf/core by a key
 * and self-signed certificate made with the openssl CLI, then changed by incremental updates,
 * honest or not.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { webcrypto } from 'node:crypto';
import { CryptoKeySigner, PDF, PdfArray, PdfDict, PdfName, PdfNumber, PdfRef, PdfStream, PdfString } from '@libpdf/core';
import { PDFDocument, PDFName, PDFString } from 'pdf-lib';
import { companyPlaceOn, employeePlaceOn, makeContract, tempDir } from './signatures-fixtures';

export const EMPLOYEE = 'EmployeeSignature';
export const COMPANY = 'CompanySignature';

export interface Identity {
  dir: string;
  signer: CryptoKeySigner;
}

/** An EC P-256 key and a self-signed certificate, made by openssl in a temp folder. */
export async function makeIdentity(): Promise<Identity> {
  const dir = tempDir('esign-revisions-');
  const openssl = (...args: string[]) => execFileSync('openssl', args, { cwd: dir, stdio: 'pipe' });
  openssl('ecparam', '-name', 'prime256v1', '-genkey', '-noout', '-out', 'key.pem');
  openssl('pkcs8', '-topk8', '-nocrypt', '-in', 'key.pem', '-outform', 'DER', '-out', 'key.der');
  openssl('req', '-new', '-x509', '-key', 'key.pem', '-subj', '/CN=Revision Test Signer', '-days', '30', '-out', 'cert.pem');
  openssl('x509', '-in', 'cert.pem', '-outform', 'DER', '-out', 'cert.der');
  const key = await webcrypto.subtle.importKey('pkcs8', readFileSync(join(dir, 'key.der')), { name: 'ECDSA', namedCurve: 'P-256' }, false, [
    'sign',
  ]);
  return { dir, signer: new CryptoKeySigner(key as CryptoKey, new Uint8Array(readFileSync(join(dir, 'cert.der'))), 'EC', 'ECDSA') };
}

/** The contract with the employee's and the company's empty, visible signature fields on its last page. */
export async function preparedContract(pages = 10): Promise<Uint8Array> {
  const doc = await PDFDocument.load(await makeContract(pages));
  const page = doc.getPage(pages - 1);
  const form = doc.getForm();
  for (const [name, place] of [
    [EMPLOYEE, employeePlaceOn(pages)],
    [COMPANY, companyPlaceOn(pages)],
  ] as const) {
    const widget = doc.context.register(
      doc.context.obj({
        Type: 'Annot',
        Subtype: 'Widget',
        FT: 'Sig',
        T: PDFString.of(name),
        F: 4,
        P: page.ref,
        Rect: [place.x, place.y, place.x + place.width, place.y + place.height],
      }),
    );
    page.node.addAnnot(widget);
    form.acroForm.addField(widget);
  }
  form.acroForm.dict.set(PDFName.of('SigFlags'), doc.context.obj(3));
  return doc.save();
}

/** Signs with libpdf's sign() into `fieldName`: a new invisible field, or an existing one that it rewrites. */
export async function libpdfSign(bytes: Uint8Array, identity: Identity, fieldName: string): Promise<Uint8Array> {
  const doc = await PDF.load(bytes);
  return (await doc.sign({ signer: identity.signer, fieldName, subFilter: 'ETSI.CAdES.detached' })).bytes;
}

/** Where each signature's byte range ends (c + d), in file order. */
export function coveredEnds(bytes: Uint8Array): number[] {
  const text = Buffer.from(bytes).toString('latin1');
  return [...text.matchAll(/\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/g)].map((m) => Number(m[3]) + Number(m[4]));
}

/** What an insider would do: text drawn over page 1, saved as an incremental update. */
export async function drawOverPage(bytes: Uint8Array, text = 'Monthly salary: 99999.00'): Promise<Uint8Array> {
  const doc = await PDF.load(bytes);
  doc.getPage(0)!.drawText(text, { x: 300, y: 400, size: 14 });
  return doc.save({ incremental: true });
}

/** A sticky note added to page 2 in an incremental update. */
export async function annotate(bytes: Uint8Array): Promise<Uint8Array> {
  const doc = await PDF.load(bytes);
  doc.getPage(1)!.addTextAnnotation({ rect: { x: 100, y: 100, width: 20, height: 20 }, contents: 'Salary agreed: 99999' });
  return doc.save({ incremental: true });
}

/** A DSS update with the signers' certificates and no revocation data (no network). */
export async function addDss(bytes: Uint8Array): Promise<Uint8Array> {
  const doc = await PDF.load(bytes);
  const none = { getOCSP: async () => null, getCRL: async () => null };
  return (await doc.addValidationData({ revocationProvider: none })).bytes;
}

const PLACEHOLDER_RANGE = [0, 1_000_000_000, 1_000_000_000, 1_000_000_000];
const CONTENTS_BYTES = 8192;

export interface FieldSigning {
  /** Makes it a certification signature with this DocMDP level (catalog /Perms /DocMDP). */
  docMdp?: 1 | 2 | 3;
  /** Gives the field a new appearance stream (a filled square), as a visible signature has. */
  appearance?: boolean;
}

/**
 * Signs the existing empty field `fieldName` leaving its widget as it is, the way the signing
 * flow fills a prepared field: libpdf's sign() cannot certify, and on an existing field it also
 * rewrites the widget's /Rect, /F and /P. So the signature dictionary (with a DocMDP /Reference
 * when certifying), the field's /V (and /AP) and the catalog's /Perms are written with libpdf's
 * low-level objects in an incremental update, then the byte range and a CMS made by
 * `openssl cms` fill the placeholders.
 */
export async function signField(bytes: Uint8Array, identity: Identity, fieldName: string, options: FieldSigning = {}): Promise<Uint8Array> {
  const doc = await PDF.load(bytes);
  const sig = PdfDict.of({
    Type: PdfName.of('Sig'),
    Filter: PdfName.of('Adobe.PPKLite'),
    SubFilter: PdfName.of('ETSI.CAdES.detached'),
    ByteRange: new PdfArray(PLACEHOLDER_RANGE.map((n) => PdfNumber.of(n))),
    Contents: PdfString.fromBytes(new Uint8Array(CONTENTS_BYTES)),
  });
  if (options.docMdp) sig.set('Reference', new PdfArray([docMdpReference(options.docMdp)]));
  const sigRef = doc.register(sig);
  const field = doc.getForm()!.getSignatureField(fieldName)!.getDict();
  field.set('V', sigRef);
  if (options.appearance) field.set('AP', PdfDict.of({ N: doc.register(filledSquare()) }));
  if (options.docMdp) doc.getCatalog().set('Perms', PdfDict.of({ DocMDP: sigRef }));
  return fillPlaceholders(await doc.save({ incremental: true }), identity);
}

/**
 * A document timestamp's structure: a new invisible signature field whose /V is a
 * /DocTimeStamp. No TSA runs in the tests, so its /Contents is a CMS signature standing in for
 * the RFC 3161 token: the revision analysis reads structure, not the token.
 */
export async function docTimestampField(bytes: Uint8Array, identity: Identity, fieldName = 'DocumentTimestamp'): Promise<Uint8Array> {
  const doc = await PDF.load(bytes);
  const sig = doc.register(
    PdfDict.of({
      Type: PdfName.of('DocTimeStamp'),
      Filter: PdfName.of('Adobe.PPKLite'),
      SubFilter: PdfName.of('ETSI.RFC3161'),
      ByteRange: new PdfArray(PLACEHOLDER_RANGE.map((n) => PdfNumber.of(n))),
      Contents: PdfString.fromBytes(new Uint8Array(CONTENTS_BYTES)),
    }),
  );
  const zero = new PdfArray([0, 0, 0, 0].map((n) => PdfNumber.of(n)));
  const field = PdfDict.of({
    FT: PdfName.of('Sig'),
    T: PdfString.fromString(fieldName),
    V: sig,
    Type: PdfName.of('Annot'),
    Subtype: PdfName.of('Widget'),
    Rect: zero,
    F: PdfNumber.of(132),
  });
  const acroForm = doc.getCatalog().get('AcroForm');
  const form = acroForm instanceof PdfRef ? doc.getObject(acroForm) : acroForm;
  ((form as PdfDict).get('Fields') as PdfArray).push(doc.register(field));
  return fillPlaceholders(await doc.save({ incremental: true }), identity);
}

function docMdpReference(p: 1 | 2 | 3): PdfDict {
  const params = PdfDict.of({ Type: PdfName.of('TransformParams'), P: PdfNumber.of(p), V: PdfName.of('1.2') });
  return PdfDict.of({ Type: PdfName.of('SigRef'), TransformMethod: PdfName.of('DocMDP'), TransformParams: params });
}

function filledSquare(): PdfStream {
  const bbox = new PdfArray([0, 0, 130, 130].map((n) => PdfNumber.of(n)));
  const dict = { Type: PdfName.of('XObject'), Subtype: PdfName.of('Form'), BBox: bbox };
  return PdfStream.fromDict(dict, new TextEncoder().encode('q 0.8 0 0 rg 10 10 110 110 re f Q'));
}

function fillPlaceholders(saved: Uint8Array, identity: Identity): Uint8Array {
  const out = Buffer.from(saved);
  const text = out.toString('latin1');
  const range = /\/ByteRange\s*\[\s*0\s+1000000000\s+1000000000\s+1000000000\s*\]/.exec(text)!;
  const contentsAt = text.indexOf('<' + '00'.repeat(CONTENTS_BYTES) + '>');
  if (!range || contentsAt < 0) throw new Error('the certification placeholders were not written as expected');
  const after = contentsAt + 2 * CONTENTS_BYTES + 2;
  const byteRange = `/ByteRange [0 ${contentsAt} ${after} ${out.length - after}]`.padEnd(range[0].length, ' ');
  out.write(byteRange, range.index, 'latin1');
  const data = join(identity.dir, 'signed-bytes');
  writeFileSync(data, Buffer.concat([out.subarray(0, contentsAt), out.subarray(after)]));
  const cms = execFileSync(
    'openssl',
    ['cms', '-sign', '-binary', '-in', data, '-signer', 'cert.pem', '-inkey', 'key.pem', '-outform', 'DER', '-md', 'sha256'],
    {
      cwd: identity.dir,
    },
  );
  out.write(cms.toString('hex').toUpperCase(), contentsAt + 1, 'latin1');
  return new Uint8Array(out);
}

/**
 * `count` tiny incremental updates, each rewriting the document information dictionary with a
 * classic xref table: a hostile upload meant to make the analysis slow.
 */
export function manyUpdates(bytes: Uint8Array, count: number): Uint8Array {
  const text = Buffer.from(bytes).toString('latin1');
  const startxref = Number(/startxref\s+(\d+)\s*%%EOF\s*$/.exec(text)![1]);
  const root = /\/Root (\d+ \d+ R)/.exec(text.slice(-3000))![1];
  const size = Math.max(...[...text.matchAll(/\/Size (\d+)/g)].map((m) => Number(m[1])));
  const parts: Buffer[] = [Buffer.from(bytes)];
  let length = bytes.length;
  let prev = startxref;
  for (let i = 0; i < count; i++) {
    const object = `${size} 0 obj\n<< /Producer (update ${i}) >>\nendobj\n`;
    const xrefAt = length + object.length;
    const xref =
      `xref\n${size} 1\n${String(length).padStart(10, '0')} 00000 n \n` +
      `trailer\n<< /Size ${size + 1} /Root ${root} /Info ${size} 0 R /Prev ${prev} >>\nstartxref\n${xrefAt}\n%%EOF\n`;
    parts.push(Buffer.from(object + xref, 'latin1'));
    length += object.length + xref.length;
    prev = xrefAt;
  }
  return new Uint8Array(Buffer.concat(parts));
}
