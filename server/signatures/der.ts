/**
 * The DER encodings the PKI assembles by hand: timestamp tokens, the signatures' CMS, certificate
 * extensions, CRLs and OCSP answers. Most of their bytes are the same every time (certificates,
 * signer ids, policies); building them as pkijs objects re-encoded those on every call.
 */

const length = (n: number): Uint8Array => {
  if (n < 0x80) return Uint8Array.of(n);
  const bytes: number[] = [];
  for (let rest = n; rest > 0; rest = Math.floor(rest / 256)) bytes.unshift(rest & 0xff);
  return Uint8Array.of(0x80 | bytes.length, ...bytes);
};

export function concat(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, p) => sum + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** Tag, length, then the contents. */
export const tlv = (tag: number, ...contents: Uint8Array[]): Uint8Array => {
  const body = concat(contents);
  return concat([Uint8Array.of(tag), length(body.length), body]);
};

export const sequence = (...items: Uint8Array[]) => tlv(0x30, ...items);
export const octetString = (bytes: Uint8Array) => tlv(0x04, bytes);
/** A SET OF: DER orders its elements by their encodings. */
export const setOf = (...items: Uint8Array[]) => tlv(0x31, ...[...items].sort(compareBytes));
/** [n] EXPLICIT or a constructed [n] IMPLICIT: context-specific, constructed. */
export const context = (n: number, ...contents: Uint8Array[]) => tlv(0xa0 | n, ...contents);

export function compareBytes(a: Uint8Array, b: Uint8Array): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) return a[i] - b[i];
  return a.length - b.length;
}

/** A non-negative INTEGER from its big-endian bytes (minimal, with a 0 byte when the top bit is set). */
export function unsignedInteger(bytes: Uint8Array): Uint8Array {
  let start = 0;
  while (start < bytes.length - 1 && bytes[start] === 0) start++;
  const value = bytes.subarray(start);
  return tlv(0x02, value[0] & 0x80 ? concat([Uint8Array.of(0), value]) : value);
}

export const smallInteger = (n: number) => unsignedInteger(Uint8Array.of(n));

export function oid(dotted: string): Uint8Array {
  const [first, second, ...rest] = dotted.split('.').map(Number);
  const bytes: number[] = [];
  for (const arc of [first * 40 + second, ...rest]) {
    const chunk: number[] = [arc & 0x7f];
    for (let value = Math.floor(arc / 128); value > 0; value = Math.floor(value / 128)) chunk.unshift(0x80 | (value & 0x7f));
    bytes.push(...chunk);
  }
  return tlv(0x06, Uint8Array.from(bytes));
}

/** GeneralizedTime to the second, in UTC ("YYYYMMDDHHMMSSZ"), as DER requires. */
export function generalizedTime(at: Date): Uint8Array {
  const text = at
    .toISOString()
    .replace(/[-:T]/g, '')
    .replace(/\.\d{3}Z$/, 'Z');
  return tlv(0x18, new TextEncoder().encode(text));
}

export const NULL = Uint8Array.of(0x05, 0x00);
