/**
 * Reading untrusted DER (signatures, timestamp tokens, DSS streams): every blob is measured by a
 * linear walk before the recursive ASN.1 parser sees it, so that no blob can exhaust the stack.
 */
import * as asn1js from 'asn1js';
import { arrayBufferOf } from './x509';

/** A CMS blob with a chain and a timestamp is a few kB; 512 kB of DER is far beyond any real one. */
export const MAX_DER_BYTES = 512 * 1024;
/** Real CMS nests about 20 levels deep (a timestamp token inside a signer's attributes). */
const MAX_DER_DEPTH = 48;

/**
 * Walks a DER/BER element without recursion and answers whether its lengths are consistent and
 * its nesting stays under MAX_DER_DEPTH. Answers the element's length, or -1.
 */
export function checkedDerLength(bytes: Uint8Array): number {
  // Each open constructed element: where it ends (-1: indefinite, closed by 00 00).
  const ends: number[] = [];
  let at = 0;
  do {
    if (ends.length && ends[ends.length - 1] === -1 && bytes[at] === 0 && bytes[at + 1] === 0) {
      ends.pop();
      at += 2;
    } else {
      if (at + 2 > bytes.length) return -1;
      const tag = bytes[at++];
      if ((tag & 0x1f) === 0x1f) {
        // High tag number: base-128 digits, a few at most.
        let digits = 0;
        while (at < bytes.length && bytes[at] & 0x80 && digits++ < 4) at++;
        at++;
      }
      if (at >= bytes.length) return -1;
      const first = bytes[at++];
      let length: number;
      if (first < 0x80) length = first;
      else if (first === 0x80) length = -1;
      else {
        const count = first & 0x7f;
        if (count > 4 || at + count > bytes.length) return -1;
        length = 0;
        for (let i = 0; i < count; i++) length = length * 256 + bytes[at++];
      }
      const constructed = (tag & 0x20) !== 0;
      if (length === -1) {
        if (!constructed) return -1;
        ends.push(-1);
      } else {
        const end = at + length;
        const parentEnd = ends.length ? ends[ends.length - 1] : bytes.length;
        if (end > (parentEnd === -1 ? bytes.length : parentEnd)) return -1;
        if (constructed && length > 0) ends.push(end);
        else at = end;
      }
      if (ends.length > MAX_DER_DEPTH) return -1;
    }
    // Close every definite element that ends here.
    while (ends.length && ends[ends.length - 1] === at) ends.pop();
  } while (ends.length);
  return at;
}

/** One element from the start of `bytes` (trailing padding ignored), or null when it is not sound DER. */
export function readDer(bytes: Uint8Array): asn1js.AsnType | null {
  const length = checkedDerLength(bytes);
  if (length <= 0 || length > MAX_DER_BYTES) return null;
  const parsed = asn1js.fromBER(arrayBufferOf(bytes.subarray(0, length)));
  return parsed.offset === -1 ? null : parsed.result;
}

/** Parses with a pkijs class, or answers null: a broken blob is a finding, not an exception. */
export function parseWith<T>(bytes: Uint8Array, make: (schema: asn1js.AsnType) => T): T | null {
  try {
    const schema = readDer(bytes);
    return schema ? make(schema) : null;
  } catch {
    return null;
  }
}

export const berOf = (schema: { toBER(sizeOnly?: boolean): ArrayBuffer }) => new Uint8Array(schema.toBER(false));
