/**
 * The public verifier held to ETSI EN 319 102-1 (pyHanko's rules): contracts signed by the engine
 * as it stands, and hand-made adversarial pieces built here with pkijs and @libpdf/core (a PKI of
 * our own: root → issuing CA → one-day signer, a TSA, OCSP responses and CRLs, a DSS and a
 * document timestamp), so that these tests hold whatever format the engine writes.
 */
import { createHash, webcrypto } from 'node:crypto';
import { CryptoKeySigner, PDF, type RevocationProvider, type TimestampAuthority } from '@libpdf/core';
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import { folderPkiFiles, openPki, signAsCompany, signAsEmployee, verifyPdf, type Pki } from '../../server/signatures';
import { recordsOf } from '../../server/domain/signing/verify-document';
import { companyPlaceOn, employeePlaceOn, makeContract, removeTempDirs, tempDir } from './support/signatures-fixtures';
import { sealPng, signaturePng } from './support/png';

const subtle = webcrypto.subtle;
const DAY = 24 * 3600_000;
const YEAR = 365 * DAY;
const SHA256 = '2.16.840.1.101.3.4.2.1';
const ID_DATA = '1.2.840.113549.1.7.1';
const TST_INFO = '1.2.840.113549.1.9.16.1.4';

afterAll(removeTempDirs);

// ---- A PKI of our own, made with pkijs -------------------------------------------------------

interface Party {
  der: Uint8Array;
  cert: pkijs.Certificate;
  key: CryptoKey;
}

const P256 = { name: 'ECDSA', namedCurve: 'P-256' };
const P384 = { name: 'ECDSA', namedCurve: 'P-384' };
let serial = 1;

function ext(extnID: string, critical: boolean, value: asn1js.AsnType | { toSchema(): asn1js.AsnType }) {
  const schema = 'toSchema' in value ? value.toSchema() : value;
  return new pkijs.Extension({ extnID, critical, extnValue: schema.toBER(false) });
}
const usage = (byte: number) => new asn1js.BitString({ valueHex: new Uint8Array([byte]), unusedBits: 0 });
const name = (cn: string) =>
  new pkijs.RelativeDistinguishedNames({
    typesAndValues: [new pkijs.AttributeTypeAndValue({ type: '2.5.4.3', value: new asn1js.Utf8String({ value: cn }) })],
  });

async function makeCert(options: {
  cn: string;
  issuer?: Party;
  issuerName?: string;
  signKey?: CryptoKey;
  curve?: EcKeyGenParams;
  ca?: boolean;
  tsa?: boolean;
  notBefore?: Date;
  notAfter?: Date;
  keyUsageByte?: number;
}): Promise<Party> {
  const pair = (await subtle.generateKey(options.curve ?? P256, true, ['sign', 'verify'])) as CryptoKeyPair;
  const cert = new pkijs.Certificate();
  cert.version = 2;
  cert.serialNumber = new asn1js.Integer({ value: serial++ });
  cert.subject = name(options.cn);
  cert.issuer = options.issuer ? options.issuer.cert.subject : name(options.issuerName ?? options.cn);
  cert.notBefore.value = options.notBefore ?? new Date(Date.now() - 3600_000);
  cert.notAfter.value = options.notAfter ?? new Date(Date.now() + 10 * YEAR);
  await cert.subjectPublicKeyInfo.importKey(pair.publicKey);
  cert.extensions = [
    ext('2.5.29.19', true, new pkijs.BasicConstraints({ cA: Boolean(options.ca) })),
    ext('2.5.29.15', true, usage(options.keyUsageByte ?? (options.ca ? 0x06 : 0xc0))),
  ];
  if (options.tsa) cert.extensions.push(ext('2.5.29.37', true, new pkijs.ExtKeyUsage({ keyPurposes: ['1.3.6.1.5.5.7.3.8'] })));
  await cert.sign(options.issuer?.key ?? options.signKey ?? pair.privateKey, 'SHA-384');
  return { der: new Uint8Array(cert.toSchema(true).toBER(false)), cert, key: pair.privateKey };
}

/** An RFC 3161 token over `digest`, signed by whoever is given, claiming whatever time is given. */
function tokenAuthority(signer: Party, chain: Party[], genTime: () => Date): TimestampAuthority {
  return {
    async timestamp(digest) {
      const info = new pkijs.TSTInfo({
        version: 1,
        policy: '1.2.3.4',
        messageImprint: new pkijs.MessageImprint({
          hashAlgorithm: new pkijs.AlgorithmIdentifier({ algorithmId: SHA256 }),
          hashedMessage: new asn1js.OctetString({ valueHex: digest }),
        }),
        serialNumber: new asn1js.Integer({ value: serial++ }),
        genTime: genTime(),
      });
      return cmsOver(signer, chain, TST_INFO, new Uint8Array(info.toSchema().toBER(false)), true);
    },
  };
}

/** SignedData over `content` (attached, or detached), with contentType and messageDigest attributes. */
async function cmsOver(signer: Party, chain: Party[], type: string, content: Uint8Array, attached: boolean): Promise<Uint8Array> {
  const attrs = [
    new pkijs.Attribute({ type: '1.2.840.113549.1.9.3', values: [new asn1js.ObjectIdentifier({ value: type })] }),
    new pkijs.Attribute({
      type: '1.2.840.113549.1.9.4',
      values: [new asn1js.OctetString({ valueHex: createHash('sha256').update(content).digest() })],
    }),
  ];
  const signed = new pkijs.SignedData({
    version: 3,
    encapContentInfo: new pkijs.EncapsulatedContentInfo({
      eContentType: type,
      ...(attached ? { eContent: new asn1js.OctetString({ valueHex: content }) } : {}),
    }),
    signerInfos: [
      new pkijs.SignerInfo({
        version: 1,
        sid: new pkijs.IssuerAndSerialNumber({ issuer: signer.cert.issuer, serialNumber: signer.cert.serialNumber }),
        signedAttrs: new pkijs.SignedAndUnsignedAttributes({ type: 0, attributes: attrs }),
      }),
    ],
    certificates: [signer.cert, ...chain.map((c) => c.cert)],
  });
  await signed.sign(signer.key, 0, 'SHA-256');
  const info = new pkijs.ContentInfo({ contentType: '1.2.840.113549.1.7.2', content: signed.toSchema(true) });
  return new Uint8Array(info.toSchema().toBER(false));
}

type OcspStatus = { good: true } | { revokedAt: Date };

async function ocspResponse(cert: pkijs.Certificate, issuer: Party, status: OcspStatus, at = new Date()): Promise<Uint8Array> {
  const basic = new pkijs.BasicOCSPResponse();
  basic.tbsResponseData.responderID = issuer.cert.subject;
  basic.tbsResponseData.producedAt = at;
  const certID = new pkijs.CertID();
  await certID.createForCertificate(cert, { hashAlgorithm: 'SHA-1', issuerCertificate: issuer.cert });
  const certStatus =
    'good' in status
      ? new asn1js.Primitive({ idBlock: { tagClass: 3, tagNumber: 0 } })
      : new asn1js.Constructed({
          idBlock: { tagClass: 3, tagNumber: 1 },
          value: [new asn1js.GeneralizedTime({ valueDate: status.revokedAt })],
        });
  basic.tbsResponseData.responses.push(
    new pkijs.SingleResponse({ certID, certStatus, thisUpdate: at, nextUpdate: new Date(at.getTime() + 7 * DAY) }),
  );
  await basic.sign(issuer.key, 'SHA-384');
  const response = new pkijs.OCSPResponse({
    responseStatus: new asn1js.Enumerated({ value: 0 }),
    responseBytes: new pkijs.ResponseBytes({
      responseType: '1.3.6.1.5.5.7.48.1.1',
      response: new asn1js.OctetString({ valueHex: basic.toSchema().toBER(false) }),
    }),
  });
  return new Uint8Array(response.toSchema().toBER(false));
}

async function crlListing(revoked: pkijs.Certificate | null, issuer: Party, revokedAt: Date, at = new Date()): Promise<Uint8Array> {
  const crl = new pkijs.CertificateRevocationList();
  crl.version = 1;
  crl.issuer = issuer.cert.subject;
  crl.thisUpdate = new pkijs.Time({ type: 1, value: at });
  crl.nextUpdate = new pkijs.Time({ type: 1, value: new Date(at.getTime() + 7 * DAY) });
  if (revoked) {
    crl.revokedCertificates = [
      new pkijs.RevokedCertificate({
        userCertificate: revoked.serialNumber,
        revocationDate: new pkijs.Time({ type: 1, value: revokedAt }),
      }),
    ];
  }
  await crl.sign(issuer.key, 'SHA-384');
  return new Uint8Array(crl.toSchema(true).toBER(false));
}

interface OwnPki {
  root: Party;
  ca: Party;
  tsa: Party;
  tsaAuthority: TimestampAuthority;
}

async function ownPki(): Promise<OwnPki> {
  const root = await makeCert({ cn: 'Test Root', curve: P384, ca: true, notAfter: new Date(Date.now() + 20 * YEAR) });
  const ca = await makeCert({ cn: 'Test Issuing CA', curve: P384, ca: true, issuer: root });
  const tsa = await makeCert({ cn: 'Test TSA', issuer: root, tsa: true });
  return { root, ca, tsa, tsaAuthority: tokenAuthority(tsa, [root], () => new Date()) };
}

const oneDaySigner = (pki: OwnPki, cn = 'Employee') => makeCert({ cn, issuer: pki.ca, notAfter: new Date(Date.now() + DAY) });

async function signWith(pdf: Uint8Array, signer: Party, chain: Party[], tsa: TimestampAuthority, fieldName = 'Signature1') {
  const doc = await PDF.load(pdf);
  const cryptoSigner = new CryptoKeySigner(
    signer.key,
    signer.der,
    'EC',
    'ECDSA',
    chain.map((c) => c.der),
  );
  const result = await doc.sign({
    signer: cryptoSigner,
    fieldName,
    subFilter: 'ETSI.CAdES.detached',
    level: 'B-T',
    timestampAuthority: tsa,
  });
  return result.bytes;
}

/** DSS (from `provider`) then a document timestamp, as a B-LTA contract ends. */
async function archive(pdf: Uint8Array, provider: RevocationProvider, tsa: TimestampAuthority) {
  const withDss = await (await PDF.load(pdf)).addValidationData({ revocationProvider: provider });
  return (await (await PDF.load(withDss.bytes)).addTimestamp({ timestampAuthority: tsa })).bytes;
}

/** Replaces the /Contents of the `index`th signature (file order) with `der`, padded as before. */
function replaceContents(pdf: Uint8Array, index: number, der: Uint8Array): Uint8Array {
  const text = Buffer.from(pdf).toString('latin1');
  const ranges = [...text.matchAll(/\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/g)].map((m) => m.slice(1, 5).map(Number));
  const [, b, c] = ranges[index];
  const hex = Buffer.from(der).toString('hex').toUpperCase();
  if (hex.length > c - b - 2) throw new Error('the CMS does not fit');
  const copy = Buffer.from(pdf);
  copy.write(hex.padEnd(c - b - 2, '0'), b + 1, 'latin1');
  return new Uint8Array(copy);
}

function coveredBytes(pdf: Uint8Array, index: number): Uint8Array {
  const text = Buffer.from(pdf).toString('latin1');
  const [a, b, c, d] = [...text.matchAll(/\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/g)][index].slice(1, 5).map(Number);
  return Buffer.concat([pdf.subarray(a, a + b), pdf.subarray(c, c + d)]);
}

const flip = (bytes: Uint8Array, at: number) => {
  const copy = new Uint8Array(bytes);
  copy[at] ^= 0x01;
  return copy;
};
const later = (ms: number) => new Date(Date.now() + ms);

// ---- Contracts from the engine as it stands ------------------------------------------------------

describe('contracts signed by the engine', () => {
  let pki: Pki;
  let roots: Uint8Array[];
  let employee: Uint8Array;
  let completed: Uint8Array;
  let companyKey: CryptoKey;
  let companyDer: Uint8Array;

  beforeAll(async () => {
    pki = await openPki({ files: folderPkiFiles(tempDir()), keyEncryptionKey: 'a passphrase for the tests' });
    roots = pki.trustedRootsDer ?? [pki.rootDer];
    const contract = await makeContract(2);
    const event = await pki.issueEventCertificate({ name: '王海涛', idNumber: '11010519491231002X' });
    const common = { companyPlace: companyPlaceOn(2), chain: pki.chain, tsa: pki.timestampAuthority };
    employee = await signAsEmployee({
      ...common,
      pdf: contract,
      employeePng: signaturePng(),
      employeePlace: employeePlaceOn(2),
      certificate: event,
      reason: 'Employee signs',
    });
    const issued = await pki.issueCompanyCertificate({ name: '上海华联物流有限公司', creditCode: '91310000MA1FL1234X' });
    companyKey = await pki.companyKey(issued.encryptedKey);
    companyDer = issued.certificateDer;
    completed = await signAsCompany({
      ...common,
      pdf: employee,
      sealPng: sealPng(),
      certificate: { certificateDer: issued.certificateDer, privateKey: companyKey },
      reason: 'Company seals',
    });
  }, 60_000);

  it('finds both signatures valid, each checked at the time its trusted timestamp proves', async () => {
    const report = await verifyPdf(completed, { trustedRootsDer: roots });
    const signatures = report.signatures.filter((s) => s.kind === 'signature');
    expect(signatures.map((s) => [s.party, s.verdict, s.integrity, s.chainTrusted, s.timestampTrusted])).toEqual([
      ['employee', 'valid', true, true, true],
      ['company', 'valid', true, true, true],
    ]);
    for (const s of signatures) {
      expect(s.validatedAt).toBe(s.timestampedAt);
      expect(['good', 'unknown']).toContain(s.revocation);
      expect(s.problems.filter((p) => !['signing_time_present', 'revocation_unchecked'].includes(p))).toEqual([]);
    }
    expect(report.signatures[report.signatures.length - 1].coversDocument).toBe(true);
    // The company's signature came after the employee's: allowed, never disallowed.
    expect(signatures[0].modifications?.verdict).toBe('allowed');
  });

  it('still verifies two years later: the one-day certificate was valid when the timestamp says', async () => {
    const report = await verifyPdf(completed, { trustedRootsDer: roots, now: later(2 * YEAR) });
    expect(report.signatures.filter((s) => s.kind === 'signature').map((s) => s.verdict)).toEqual(['valid', 'valid']);
  });

  it('a flipped byte: integrity gone, invalid', async () => {
    const report = await verifyPdf(flip(completed, Math.floor(completed.length / 3)), { trustedRootsDer: roots });
    const broken = report.signatures.filter((s) => !s.integrity);
    expect(broken.length).toBeGreaterThan(0);
    expect(broken.every((s) => s.verdict === 'invalid' && s.problems.includes('digest_mismatch'))).toBe(true);
  });

  it('bytes appended after the last signature: it no longer covers the file, and the records are no exact match', async () => {
    const appended = Buffer.concat([completed, Buffer.from('\n1 0 obj\n(not ours)\nendobj\n')]);
    const report = await verifyPdf(appended, { trustedRootsDer: roots });
    expect(report.signatures.some((s) => s.coversDocument)).toBe(false);
    const stored = [{ sha256: createHash('sha256').update(completed).digest('hex'), stage: 'completed', id: 7, status: 'completed' }];
    expect(recordsOf(report, stored)).toMatchObject({ match: 'revision', taskId: 7, stage: 'completed', laterChangesOurs: false });
    expect(recordsOf(await verifyPdf(completed, { trustedRootsDer: roots }), stored)).toEqual({
      match: 'exact',
      taskId: 7,
      status: 'completed',
    });
    expect(recordsOf(report, [])).toBeNull();
  });

  it('a page changed in an incremental update after signing: invalid, the change named, the records a revision', async () => {
    const doc = await PDF.load(completed);
    doc.getPage(0)!.drawText('Salary: 1 yuan', { x: 60, y: 400, size: 14 });
    const changed = await doc.save({ incremental: true });
    const report = await verifyPdf(changed, { trustedRootsDer: roots });
    const last = report.signatures[report.signatures.length - 1];
    expect(last.coversDocument).toBe(false);
    expect(last.verdict).toBe('invalid');
    expect(last.problems).toContain('changed_after_signing');
    expect(last.modifications?.verdict).toBe('disallowed');
    expect(last.modifications?.changes.some((c) => c.page === 1 || /page/i.test(c.what))).toBe(true);
    const stored = [{ sha256: createHash('sha256').update(completed).digest('hex'), stage: 'completed', id: 7, status: 'completed' }];
    expect(recordsOf(report, stored)).toMatchObject({ match: 'revision', signatureIndex: report.signatures.length - 1 });
  });

  it('a back-dated token signed by a company key under the root is no proof of time', async () => {
    const company = { der: companyDer, cert: pkijs.Certificate.fromBER(companyDer.slice().buffer), key: companyKey };
    const chain = pki.chain.map((der) => ({ der, cert: pkijs.Certificate.fromBER(der.slice().buffer), key: companyKey }));
    const forged = tokenAuthority(company, chain, () => new Date(Date.now() - 30 * DAY));
    const event = await pki.issueEventCertificate({ name: '李四', idNumber: '11010519491231002X' });
    const pdf = await signAsEmployee({
      pdf: await makeContract(1),
      employeePng: signaturePng(),
      employeePlace: employeePlaceOn(1),
      companyPlace: companyPlaceOn(1),
      certificate: event,
      chain: pki.chain,
      tsa: forged,
      reason: 'Employee signs',
    });
    const [now] = (await verifyPdf(pdf, { trustedRootsDer: roots })).signatures;
    expect(now).toMatchObject({ timestampTrusted: false, timestampedAt: null, verdict: 'valid' });
    expect(now.problems).toContain('timestamp_not_tsa');
    // Checked now, not at the claimed time; two days on, the one-day certificate has expired.
    expect(Math.abs(new Date(now.validatedAt).getTime() - Date.now())).toBeLessThan(60_000);
    const [after] = (await verifyPdf(pdf, { trustedRootsDer: roots, now: later(2 * DAY) })).signatures;
    expect(after.verdict).toBe('indeterminate');
    expect(after.problems).toContain('expired_at_proven_time');
  }, 30_000);
});

// ---- Hand-made pieces ------------------------------------------------------------------------------

describe('hand-made adversarial files', () => {
  let own: OwnPki;
  let contract: Uint8Array;
  beforeAll(async () => {
    own = await ownPki();
    contract = await makeContract(1);
  });

  it('two certificates issuing each other: answered fast, untrusted chain', async () => {
    const signed = await signWith(contract, await oneDaySigner(own), [own.ca], own.tsaAuthority);
    // A and B issue each other; the signer is issued by A; twenty more CAs share one name and sign each other in a ring.
    const keyA = (await subtle.generateKey(P256, true, ['sign', 'verify'])) as CryptoKeyPair;
    const keyB = (await subtle.generateKey(P256, true, ['sign', 'verify'])) as CryptoKeyPair;
    const a = await makeCert({ cn: 'Loop A', issuerName: 'Loop B', signKey: keyB.privateKey, ca: true });
    const b = await makeCert({ cn: 'Loop B', issuerName: 'Loop A', signKey: keyA.privateKey, ca: true });
    a.key = keyA.privateKey;
    const ring: Party[] = [];
    for (let i = 0; i < 20; i++) ring.push(await makeCert({ cn: 'Loop A', issuerName: 'Loop A', ca: true, signKey: keyB.privateKey }));
    const leaf = await makeCert({ cn: 'Looped signer', issuer: a });
    const cms = await cmsOver(leaf, [a, b, ...ring], ID_DATA, coveredBytes(signed, 0), false);
    const looped = replaceContents(signed, 0, cms);
    const started = Date.now();
    const [entry] = (await verifyPdf(looped, { trustedRootsDer: [own.root.der] })).signatures;
    expect(Date.now() - started).toBeLessThan(2000);
    expect(entry).toMatchObject({ integrity: true, chainTrusted: false, verdict: 'indeterminate' });
    expect(entry.problems).toContain('untrusted_chain');
  }, 30_000);

  it('B-LTA: DSS with OCSP, a document timestamp; two years later still valid, revocation good', async () => {
    const signer = await oneDaySigner(own);
    // The root too, so that the DSS gets the issuing CA's status as well.
    const signed = await signWith(contract, signer, [own.ca, own.root], own.tsaAuthority);
    const provider: RevocationProvider = {
      getOCSP: async (certDer, issuerDer) => {
        const cert = pkijs.Certificate.fromBER(certDer.slice().buffer);
        const issuer = [own.ca, own.root].find((p) => Buffer.from(p.der).equals(Buffer.from(issuerDer)));
        return issuer ? ocspResponse(cert, issuer, { good: true }) : null;
      },
    };
    const lta = await archive(signed, provider, own.tsaAuthority);
    for (const now of [undefined, later(2 * YEAR)]) {
      const report = await verifyPdf(lta, { trustedRootsDer: [own.root.der], now });
      expect(report.dss?.ocsps).toBeGreaterThan(0);
      expect(report.signatures.map((s) => [s.kind, s.verdict, s.revocation])).toEqual([
        ['signature', 'valid', 'good'],
        ['documentTimestamp', 'valid', expect.any(String)],
      ]);
      expect(report.signatures[0].validatedAt).toBe(report.signatures[0].timestampedAt);
      expect(report.signatures[1]).toMatchObject({ timestampTrusted: true, coversDocument: true });
    }
  }, 30_000);

  it('revoked before the proven time: invalid; revoked after it: still valid', async () => {
    const signer = await oneDaySigner(own);
    const signed = await signWith(contract, signer, [own.ca, own.root], own.tsaAuthority);
    const withOcsp = (revokedAt: Date): RevocationProvider => ({
      getOCSP: async (certDer) =>
        Buffer.from(certDer).equals(Buffer.from(signer.der)) ? ocspResponse(signer.cert, own.ca, { revokedAt }) : null,
    });
    const early = await archive(signed, withOcsp(new Date(Date.now() - DAY)), own.tsaAuthority);
    const [revoked] = (await verifyPdf(early, { trustedRootsDer: [own.root.der] })).signatures;
    expect(revoked).toMatchObject({ verdict: 'invalid', revocation: 'revoked' });
    expect(revoked.problems).toContain('revoked');

    const withCrl: RevocationProvider = {
      getCRL: async (certDer) =>
        Buffer.from(certDer).equals(Buffer.from(signer.der))
          ? crlListing(signer.cert, own.ca, later(3600_000))
          : crlListing(null, own.root, new Date()),
    };
    const late = await archive(signed, withCrl, own.tsaAuthority);
    const [stillValid] = (await verifyPdf(late, { trustedRootsDer: [own.root.der] })).signatures;
    expect(stillValid).toMatchObject({ verdict: 'valid', revocation: 'good' });
    expect(stillValid.problems).toContain('revoked_later');
  }, 30_000);

  it('a document timestamp by a certificate without the timestamping EKU is refused', async () => {
    const signed = await signWith(contract, await oneDaySigner(own), [own.ca], own.tsaAuthority);
    const notTsa = await makeCert({ cn: 'Not a TSA', issuer: own.root });
    const stamped = (
      await (await PDF.load(signed)).addTimestamp({ timestampAuthority: tokenAuthority(notTsa, [own.root], () => new Date()) })
    ).bytes;
    const report = await verifyPdf(stamped, { trustedRootsDer: [own.root.der] });
    expect(report.signatures[1]).toMatchObject({ kind: 'documentTimestamp', timestampTrusted: false, verdict: 'indeterminate' });
    expect(report.signatures[1].problems).toContain('timestamp_not_tsa');
  }, 30_000);

  it('a signing certificate attribute naming another certificate: invalid', async () => {
    const signed = await signWith(contract, await oneDaySigner(own), [own.ca], own.tsaAuthority);
    const other = await oneDaySigner(own, 'Someone else');
    const signer = await oneDaySigner(own);
    const content = coveredBytes(signed, 0);
    // A SignedData whose signingCertificateV2 hashes `other`, signed by `signer`.
    const v2 = new pkijs.Attribute({
      type: '1.2.840.113549.1.9.16.2.47',
      values: [
        new asn1js.Sequence({
          value: [
            new asn1js.Sequence({
              value: [
                new asn1js.Sequence({ value: [new asn1js.OctetString({ valueHex: createHash('sha256').update(other.der).digest() })] }),
              ],
            }),
          ],
        }),
      ],
    });
    const cms = pkijs.ContentInfo.fromBER((await cmsOver(signer, [own.ca], ID_DATA, content, false)).slice().buffer);
    const sd = new pkijs.SignedData({ schema: cms.content });
    sd.signerInfos[0].signedAttrs!.attributes.push(v2);
    sd.signerInfos[0].signedAttrs!.encodedValue = new ArrayBuffer(0);
    await sd.sign(signer.key, 0, 'SHA-256');
    const der = new pkijs.ContentInfo({ contentType: '1.2.840.113549.1.7.2', content: sd.toSchema(true) }).toSchema().toBER(false);
    const [entry] = (await verifyPdf(replaceContents(signed, 0, new Uint8Array(der)), { trustedRootsDer: [own.root.der] })).signatures;
    expect(entry.verdict).toBe('invalid');
    expect(entry.problems).toContain('signing_certificate_mismatch');
  }, 30_000);
});
