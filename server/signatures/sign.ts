/**
 * PAdES B-T signatures (ETSI.CAdES.detached, signing-certificate-v2, an RFC 3161 timestamp, the
 * chain embedded), each added to the PDF as an incremental update so that earlier signatures
 * stay valid. Bytes in, bytes out: nothing here knows tasks, HTTP or the database, and every
 * input but the timestamp authority can cross to a worker thread (keys may be PKCS#8 bytes).
 *
 * The employee signs first: the drawn signature and the reserved seal place (stamp.ts) are
 * written in the same incremental update as the employee's signature, so the filled document is
 * a byte prefix of the employee-signed one, which is a byte prefix of the completed one.
 */
import { CryptoKeySigner, PDF, type TimestampAuthority } from '@libpdf/core';
import type { SigningKey } from './pki';
import { drawEmployeeSignature, fillSealAppearance, reserveSealPlace, SigningError, type Place } from './stamp';
import { importPrivateKey, keyTypeOf } from './x509';

export const EMPLOYEE_FIELD = 'EmployeeSignature';
export const COMPANY_FIELD = 'CompanySignature';
/** Room for the CMS blob (signer certificate, chain, timestamp token with its own certificates). */
const SIGNATURE_RESERVE = 16 * 1024;
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
}

export interface CompanySignInput extends CommonSignInput {
  sealPng: Uint8Array;
}

async function signerFor(key: SigningKey, chain: Uint8Array[]): Promise<CryptoKeySigner> {
  const privateKey = key.privateKey instanceof Uint8Array ? await importPrivateKey(key.privateKey) : key.privateKey;
  const ec = keyTypeOf(privateKey) === 'EC';
  return new CryptoKeySigner(privateKey, key.certificateDer, ec ? 'EC' : 'RSA', ec ? 'ECDSA' : 'RSASSA-PKCS1-v1_5', chain);
}

async function load(pdf: Uint8Array): Promise<PDF> {
  if (pdf.byteLength > MAX_PDF_BYTES) throw new SigningError('not_pdf', 'the PDF is too large');
  try {
    return await PDF.load(pdf);
  } catch (error) {
    throw new SigningError('not_pdf', `not a readable PDF: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** Names of the signature fields that hold a signature. */
function signedFields(doc: PDF): Set<string> {
  return new Set((doc.getForm()?.getSignatureFields() ?? []).filter((f) => f.isSigned()).map((f) => f.name));
}

async function signWith(doc: PDF, input: CommonSignInput, fieldName: string): Promise<Uint8Array> {
  const result = await doc.sign({
    signer: await signerFor(input.certificate, input.chain),
    fieldName,
    reason: input.reason,
    location: input.location,
    signingTime: input.signingTime,
    subFilter: 'ETSI.CAdES.detached',
    level: 'B-T',
    timestampAuthority: input.tsa,
    estimatedSize: SIGNATURE_RESERVE,
  });
  return result.bytes;
}

/** The employee's signature on an unsigned document: drawn signature, seal place, then PAdES B-T. */
export async function signAsEmployee(input: EmployeeSignInput): Promise<Uint8Array> {
  const doc = await load(input.pdf);
  // Stamping changes page content, which would break any signature already there.
  if (signedFields(doc).size > 0 || Buffer.from(input.pdf.buffer, input.pdf.byteOffset, input.pdf.byteLength).includes('/ByteRange')) {
    throw new SigningError('already_signed', 'the document is already signed: the employee signs first');
  }
  drawEmployeeSignature(doc, input.employeePng, input.employeePlace);
  reserveSealPlace(doc, input.companyPlace);
  return signWith(doc, input, EMPLOYEE_FIELD);
}

/** The company's signature on an employee-signed document: the seal's appearance, then PAdES B-T. */
export async function signAsCompany(input: CompanySignInput): Promise<Uint8Array> {
  const doc = await load(input.pdf);
  const signed = signedFields(doc);
  if (!signed.has(EMPLOYEE_FIELD)) throw new SigningError('not_employee_signed', 'the employee has not signed this document');
  if (signed.has(COMPANY_FIELD)) throw new SigningError('already_sealed', 'the company has already signed this document');
  fillSealAppearance(doc, input.sealPng, input.companyPlace);
  return signWith(doc, input, COMPANY_FIELD);
}
