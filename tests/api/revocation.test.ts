/**
 * CRLs and OCSP answers checked by independent tools: the CAs, leaves and OCSP requests come from
 * the openssl CLI, and what we build is read and verified by openssl and by GnuTLS (certtool,
 * ocsptool), never by our own parser.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  buildCrl,
  buildOcspResponse,
  certIdMatchesIssuer,
  ocspErrorResponse,
  OcspRequestError,
  ocspRequestFor,
  parseOcspRequest,
  serialHex,
  type CertificateStatus,
  type OcspCertId,
  type RevokedCertificate,
} from '../../server/signatures/revocation';
import { makeCa, makeRoot, removeRoot, run, runOk, type CaKind, type TestCa } from './support/revocation-fixtures';

const KINDS: CaKind[] = ['P-384', 'RSA-3072', 'P-256'];
const HOUR = 3600_000;
// Whole seconds: X.509 and OCSP times carry no fractions.
const NOW = new Date(Math.floor(Date.now() / 1000) * 1000);
const REVOKED_AT = new Date(NOW.getTime() - 2 * HOUR);
const NEXT_UPDATE = new Date(NOW.getTime() + 24 * HOUR);
const SHA512 = '2.16.840.1.101.3.4.2.3';

let root: string;
const cas = {} as Record<CaKind, TestCa>;

beforeAll(async () => {
  root = makeRoot();
  for (const kind of KINDS) cas[kind] = await makeCa(root, kind);
}, 180_000);

afterAll(() => removeRoot(root));

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** How openssl prints a time (ASN1_TIME_print): "Nov  5 09:03:07 2026 GMT". */
const opensslTime = (at: Date) =>
  `${MONTHS[at.getUTCMonth()]} ${String(at.getUTCDate()).padStart(2, ' ')} ${at.toISOString().slice(11, 19)} ${at.getUTCFullYear()} GMT`;

function write(ca: TestCa, file: string, bytes: Uint8Array): string {
  writeFileSync(join(ca.dir, file), bytes);
  return file;
}

/** The records of the responder the integrating route stands for: the good leaf issued, the other revoked. */
function statusOf(ca: TestCa, certId: OcspCertId): CertificateStatus {
  if (!certIdMatchesIssuer(certId, ca.der)) return { status: 'unknown' };
  if (certId.serial === serialHex(ca.revoked.der)) return { status: 'revoked', revokedAt: REVOKED_AT, reason: 'keyCompromise' };
  if (certId.serial === serialHex(ca.good.der)) return { status: 'good' };
  return { status: 'unknown' };
}

async function respond(ca: TestCa, requestDer: Uint8Array): Promise<Uint8Array> {
  const request = parseOcspRequest(requestDer);
  const answers = request.certIds.map((certId) => ({ certId, status: statusOf(ca, certId) }));
  return buildOcspResponse({
    responder: ca.signer,
    producedAt: NOW,
    thisUpdate: NOW,
    nextUpdate: NEXT_UPDATE,
    answers,
    nonce: request.nonce,
  });
}

/** An OCSP request made by `openssl ocsp`, read back as bytes. */
function opensslRequest(ca: TestCa, file: string, args: string[]): Uint8Array {
  runOk('openssl', ['ocsp', '-issuer', 'ca.pem', ...args, '-reqout', file], ca.dir);
  return new Uint8Array(readFileSync(join(ca.dir, file)));
}

/** ocsptool (GnuTLS) verifies the response's signature with the CA as the signer. */
function expectOcsptoolVerifies(ca: TestCa, responseFile: string): void {
  const checked = run('ocsptool', ['--verify-response', '--load-signer', 'ca.pem', '--infile', responseFile], ca.dir);
  expect(checked.output).toContain('Verifying OCSP Response: Success.');
  expect(checked.status).toBe(0);
}

describe.each(KINDS)('%s CA', (kind) => {
  const revokedList = (ca: TestCa): RevokedCertificate[] => [
    { serial: serialHex(ca.revoked.der), revokedAt: REVOKED_AT, reason: 'keyCompromise' },
    { serial: '0a0b0c', revokedAt: REVOKED_AT, reason: 'superseded' },
    { serial: '0d0e0f', revokedAt: REVOKED_AT, reason: 'affiliationChanged' },
    { serial: '1a1b1c', revokedAt: REVOKED_AT, reason: 'cessationOfOperation' },
    { serial: '1d1e1f', revokedAt: REVOKED_AT, reason: 'unspecified' },
  ];
  const crlOf = (ca: TestCa) =>
    buildCrl({ issuer: ca.signer, number: 42, thisUpdate: NOW, nextUpdate: NEXT_UPDATE, revoked: revokedList(ca) });

  test('the CRL: openssl reads its issuer, number, dates, serials and reasons; certtool parses it', async () => {
    const ca = cas[kind];
    const crl = write(ca, 'crl.der', await crlOf(ca));
    const text = runOk('openssl', ['crl', '-inform', 'DER', '-in', crl, '-noout', '-text'], ca.dir);
    expect(text).toContain('Version 2 (0x1)');
    expect(text).toContain(`Issuer: O = Revocation Test, CN = Test ${kind} CA`);
    expect(text).toMatch(/X509v3 CRL Number:\s*\n\s*42\n/);
    expect(text).toContain(`Last Update: ${opensslTime(NOW)}`);
    expect(text).toContain(`Next Update: ${opensslTime(NEXT_UPDATE)}`);
    const entries = text.split('Serial Number: ').slice(1);
    const entry = (serial: string) => entries.find((e) => e.startsWith(serial.toUpperCase())) ?? '';
    expect(entry(ca.revoked.opensslSerial)).toContain(`Revocation Date: ${opensslTime(REVOKED_AT)}`);
    expect(entry(ca.revoked.opensslSerial)).toMatch(/CRL Reason Code:\s*\n\s*Key Compromise/);
    expect(entry('0a0b0c')).toContain('Superseded');
    expect(entry('0d0e0f')).toContain('Affiliation Changed');
    expect(entry('1a1b1c')).toContain('Cessation Of Operation');
    // RFC 5280: no reasonCode for unspecified.
    expect(entry('1d1e1f')).not.toContain('CRL entry extensions');
    expect(runOk('openssl', ['crl', '-inform', 'DER', '-in', crl, '-noout', '-CAfile', 'ca.pem'], ca.dir)).toContain('verify OK');

    const gnutls = runOk('certtool', ['--crl-info', '--inder', '--infile', crl], ca.dir);
    expect(gnutls).toContain('Revoked certificates (5):');
    expect(gnutls).toContain(`Serial Number (hex): ${ca.revoked.opensslSerial}`);
    expect(gnutls).toContain('CRL Number (not critical): 2a');
    const ski = runOk('openssl', ['x509', '-in', 'ca.pem', '-noout', '-ext', 'subjectKeyIdentifier'], ca.dir).split('\n')[1].trim();
    expect(gnutls).toMatch(new RegExp(`Authority Key Identifier \\(not critical\\):\\s*\\n\\s*${ski.replace(/:/g, '').toLowerCase()}`));
  });

  test('openssl verify -crl_check passes the good leaf and rejects the revoked one', async () => {
    const ca = cas[kind];
    const crl = await crlOf(ca);
    writeFileSync(join(ca.dir, 'crl.pem'), `-----BEGIN X509 CRL-----\n${Buffer.from(crl).toString('base64')}\n-----END X509 CRL-----\n`);
    const verify = (leaf: string) => run('openssl', ['verify', '-crl_check', '-CRLfile', 'crl.pem', '-CAfile', 'ca.pem', leaf], ca.dir);
    const good = verify(ca.good.file);
    expect(good.output).toContain(`${ca.good.file}: OK`);
    expect(good.status).toBe(0);
    const revoked = verify(ca.revoked.file);
    expect(revoked.output).toContain('certificate revoked');
    expect(revoked.status).not.toBe(0);
  });

  test('OCSP, SHA-1 CertID with a nonce: "good", signed by the CA, the nonce echoed', async () => {
    const ca = cas[kind];
    const request = opensslRequest(ca, 'req-sha1.der', ['-cert', ca.good.file]);
    const printedNonce = runOk('openssl', ['ocsp', '-reqin', 'req-sha1.der', '-req_text'], ca.dir).match(
      /OCSP Nonce:\s*\n\s*0410([0-9A-F]{32})/,
    )?.[1];
    expect(Buffer.from(parseOcspRequest(request).nonce ?? []).toString('hex')).toBe(printedNonce?.toLowerCase());
    const response = write(ca, 'resp-sha1.der', await respond(ca, request));

    const status = run(
      'openssl',
      ['ocsp', '-respin', response, '-issuer', 'ca.pem', '-CAfile', 'ca.pem', '-cert', ca.good.file, '-no_nonce'],
      ca.dir,
    );
    expect(status.output).toContain(`${ca.good.file}: good`);
    expect(status.output).toContain(`This Update: ${opensslTime(NOW)}`);
    expect(status.output).toContain(`Next Update: ${opensslTime(NEXT_UPDATE)}`);
    expect(status.output).toContain('Response verify OK');
    expect(status.status).toBe(0);
    // Against the request itself, openssl compares the nonces (and warns when the answer has none).
    const nonce = run('openssl', ['ocsp', '-respin', response, '-reqin', 'req-sha1.der', '-CAfile', 'ca.pem'], ca.dir);
    expect(nonce.output).toContain('Response verify OK');
    expect(nonce.output).not.toMatch(/WARNING|Nonce Verify error/);
    expect(nonce.status).toBe(0);
    expectOcsptoolVerifies(ca, response);
  });

  test('OCSP, SHA-256 CertID without a nonce: "revoked" with its time and reason', async () => {
    const ca = cas[kind];
    const request = opensslRequest(ca, 'req-sha256.der', ['-sha256', '-cert', ca.revoked.file, '-no_nonce']);
    expect(parseOcspRequest(request).nonce).toBeUndefined();
    const response = write(ca, 'resp-sha256.der', await respond(ca, request));

    const args = ['ocsp', '-respin', response, '-issuer', 'ca.pem', '-VAfile', 'ca.pem', '-sha256', '-cert', ca.revoked.file, '-no_nonce'];
    const status = run('openssl', args, ca.dir);
    expect(status.output).toContain(`${ca.revoked.file}: revoked`);
    expect(status.output).toContain('Reason: keyCompromise');
    expect(status.output).toContain(`Revocation Time: ${opensslTime(REVOKED_AT)}`);
    expect(status.output).toContain('Response verify OK');
    expect(status.status).toBe(0);
    expect(runOk('openssl', ['ocsp', '-respin', response, '-resp_text', '-noverify'], ca.dir)).not.toContain('OCSP Nonce');
    expectOcsptoolVerifies(ca, response);
  });

  test('OCSP, two CertIDs in one request: the issued leaf "good", the one not on record "unknown"', async () => {
    const ca = cas[kind];
    const request = opensslRequest(ca, 'req-two.der', ['-cert', ca.good.file, '-cert', ca.stranger.file]);
    const response = write(ca, 'resp-two.der', await respond(ca, request));
    const args = [
      'ocsp',
      '-respin',
      response,
      '-issuer',
      'ca.pem',
      '-CAfile',
      'ca.pem',
      '-cert',
      ca.good.file,
      '-cert',
      ca.stranger.file,
      '-no_nonce',
    ];
    const status = run('openssl', args, ca.dir);
    expect(status.output).toContain(`${ca.good.file}: good`);
    expect(status.output).toContain(`${ca.stranger.file}: unknown`);
    expect(status.output).toContain('Response verify OK');
    expect(status.status).toBe(0);
  });
});

test('serialHex gives openssl serial without the sign byte, for serials with and without the top bit', () => {
  for (const ca of Object.values(cas)) {
    for (const leaf of [ca.good, ca.revoked, ca.stranger]) expect(serialHex(leaf.der)).toBe(leaf.opensslSerial);
  }
  expect(serialHex(cas['P-256'].good.der)).toBe('8a11223344556677');
});

test('a CRL with nothing revoked leaves the list out; openssl and certtool accept it', async () => {
  const ca = cas['P-256'];
  const crl = write(
    ca,
    'empty.der',
    await buildCrl({ issuer: ca.signer, number: 1, thisUpdate: NOW, nextUpdate: NEXT_UPDATE, revoked: [] }),
  );
  expect(runOk('openssl', ['crl', '-inform', 'DER', '-in', crl, '-noout', '-text'], ca.dir)).toContain('No Revoked Certificates.');
  expect(runOk('certtool', ['--crl-info', '--inder', '--infile', crl], ca.dir)).toContain('No revoked certificates.');
  // nextUpdate is followed by the [0] extensions, no empty SEQUENCE between.
  const structure = runOk('openssl', ['asn1parse', '-inform', 'DER', '-in', crl], ca.dir);
  expect(structure).toMatch(/UTCTIME[^\n]*\n[^\n]*UTCTIME[^\n]*\n[^\n]*cont \[ 0 \]/);
});

test('certIdMatchesIssuer: SHA-1 and SHA-256 CertIDs match their issuer only; other hashes never', () => {
  const ca = cas['P-384'];
  for (const [file, digest] of [
    ['m-sha1.der', '-sha1'],
    ['m-sha256.der', '-sha256'],
  ]) {
    const [certId] = parseOcspRequest(opensslRequest(ca, file, [digest, '-cert', ca.good.file])).certIds;
    expect(certIdMatchesIssuer(certId, ca.der)).toBe(true);
    expect(certIdMatchesIssuer(certId, cas['P-256'].der)).toBe(false);
    expect(certIdMatchesIssuer(certId, cas['RSA-3072'].der)).toBe(false);
  }
  const [sha512] = parseOcspRequest(opensslRequest(ca, 'm-sha512.der', ['-sha512', '-cert', ca.good.file])).certIds;
  expect(sha512.hashAlgorithm).toBe(SHA512);
  expect(certIdMatchesIssuer(sha512, ca.der)).toBe(false);
});

test('ocspRequestFor: openssl reads the same SHA-1 CertID it makes, and accepts our answer to it', async () => {
  const ca = cas['RSA-3072'];
  const nonce = randomBytes(16);
  const ours = write(ca, 'ours.der', ocspRequestFor(ca.good.der, ca.der, nonce));
  opensslRequest(ca, 'theirs.der', ['-cert', ca.good.file, '-no_nonce']);
  const certIdText = (file: string) =>
    runOk('openssl', ['ocsp', '-reqin', file, '-req_text'], ca.dir).match(/Certificate ID:[\s\S]*?Serial Number: \w+/)?.[0];
  expect(certIdText('ours.der')).toContain('Hash Algorithm: sha1');
  expect(certIdText('ours.der')).toBe(certIdText('theirs.der'));
  expect(runOk('openssl', ['ocsp', '-reqin', 'ours.der', '-req_text'], ca.dir)).toContain(`0410${nonce.toString('hex').toUpperCase()}`);
  expect(runOk('ocsptool', ['--request-info', '--infile', 'ours.der'], ca.dir)).toContain(`Serial Number: 00${ca.good.opensslSerial}`);

  const response = write(ca, 'resp-ours.der', await respond(ca, new Uint8Array(readFileSync(join(ca.dir, ours)))));
  const checked = run('openssl', ['ocsp', '-respin', response, '-reqin', 'ours.der', '-CAfile', 'ca.pem'], ca.dir);
  expect(checked.output).toContain('Response verify OK');
  expect(checked.output).not.toMatch(/WARNING|Nonce Verify error/);
  expect(checked.status).toBe(0);
});

test.each([
  ['malformedRequest', 1],
  ['internalError', 2],
  ['tryLater', 3],
  ['unauthorized', 6],
] as const)('ocspErrorResponse(%s): openssl and ocsptool read the status', (status, code) => {
  const ca = cas['P-256'];
  const file = write(ca, `error-${status}.der`, ocspErrorResponse(status));
  expect(run('openssl', ['ocsp', '-respin', file, '-resp_text'], ca.dir).output).toMatch(
    new RegExp(`Responder Error: ${status} \\(${code}\\)`, 'i'),
  );
  expect(runOk('ocsptool', ['--response-info', '--infile', file], ca.dir)).toContain(`Response Status: ${status}`);
});

describe('hostile OCSP requests', () => {
  const derLength = (n: number) => (n < 0x80 ? [n] : n < 0x100 ? [0x81, n] : [0x82, n >> 8, n & 0xff]);
  /** `depth` SEQUENCEs, each holding the next, the innermost empty. */
  function nested(depth: number): Uint8Array {
    const headers: number[][] = [];
    let length = 0;
    for (let i = 0; i < depth; i++) {
      const header = [0x30, ...(length < 0x10000 ? derLength(length) : [0x83, length >> 16, (length >> 8) & 0xff, length & 0xff])];
      headers.push(header);
      length += header.length;
    }
    return Uint8Array.from(headers.reverse().flat());
  }

  /** Rejected with OcspRequestError whose message matches, within 100 ms. */
  function expectRejected(der: Uint8Array, message: RegExp): void {
    const started = performance.now();
    expect(() => parseOcspRequest(der)).toThrow(OcspRequestError);
    expect(() => parseOcspRequest(der)).toThrow(message);
    expect(performance.now() - started).toBeLessThan(100);
  }

  const realRequest = () =>
    opensslRequest(cas['P-256'], 'hostile-base.der', ['-cert', cas['P-256'].good.file, '-cert', cas['P-256'].stranger.file]);

  test('garbage, nothing, and a truncated request', () => {
    expectRejected(randomBytes(1000), /malformed OCSP request/);
    expectRejected(new Uint8Array(0), /malformed OCSP request/);
    const real = realRequest();
    expectRejected(real.subarray(0, real.length - 1), /malformed OCSP request/);
    expectRejected(Uint8Array.from([...real, 0]), /malformed OCSP request/);
  });

  test('a 100 kB request', () => {
    expectRejected(Uint8Array.from([0x30, 0x83, 0x01, 0x86, 0x9c, ...new Uint8Array(100_000)]), /at most 16384 bytes/);
  });

  test('10,000 nested SEQUENCEs, and 3,000 that fit in 16 kB', () => {
    expectRejected(nested(10_000), /at most 16384 bytes/);
    expectRejected(
      Uint8Array.from([...new Array(10_000).fill([0x30, 0x80]).flat(), ...new Array(10_000).fill([0, 0]).flat()]),
      /at most 16384 bytes/,
    );
    const deep = nested(3_000);
    expect(deep.length).toBeLessThan(16 * 1024);
    expectRejected(deep, /nested too deeply/);
  });

  test('more than 10 CertIDs in one request', () => {
    const ca = cas['P-256'];
    const many = opensslRequest(ca, 'many.der', new Array(11).fill(['-cert', ca.good.file]).flat());
    expectRejected(many, /1 to 10 certificates/);
    expect(parseOcspRequest(opensslRequest(ca, 'ten.der', new Array(10).fill(['-cert', ca.good.file]).flat())).certIds).toHaveLength(10);
  });

  test('10,000 mutations of a real request throw nothing but OcspRequestError', () => {
    const real = realRequest();
    const started = performance.now();
    for (let i = 0; i < 10_000; i++) {
      const mutated = Uint8Array.from(real);
      for (let j = 0; j <= i % 3; j++) mutated[(i * 7919 + j * 104_729) % mutated.length] ^= 1 + ((i + j) % 255);
      try {
        parseOcspRequest(mutated.subarray(0, mutated.length - (i % 5 === 0 ? i % 17 : 0)));
      } catch (error) {
        expect(error).toBeInstanceOf(OcspRequestError);
      }
    }
    expect(performance.now() - started).toBeLessThan(5_000);
  });
});
