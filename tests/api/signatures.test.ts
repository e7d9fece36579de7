/**
 * The signing engine on its own (no HTTP, no database): keys at rest, the PKI across restarts and
 * from a PKCS#12, two incremental PAdES B-T signatures on a 10-page contract checked by poppler's
 * pdfsig, mupdf and our own verifier, what the signed pages look like, hostile input, the
 * document store and the worker pool.
 *
 * pdfsig, pdftoppm (poppler-utils), certutil (libnss3-tools), mutool (mupdf-tools) and openssl
 * must be installed: a missing one fails the test that needs it, naming the package.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PDF } from '@libpdf/core';
import * as pkijs from 'pkijs';
import {
  addLongTermData,
  COMPANY_FIELD,
  createKeyVault,
  createSigningPool,
  EMPLOYEE_FIELD,
  KeyVaultError,
  folderPkiFiles,
  loadKeyEncryptionKey,
  openPki,
  signAsCompany,
  signAsEmployee,
  SignatureVerifyError,
  SigningError,
  verifyPdf,
  type Pki,
} from '../../server/signatures';
import { DocumentStoreError, sha256Hex, type DocumentStore } from '../../server/storage/document-store';
import { createFileDocumentStore } from '../../server/storage/file-document-store';
import { createMemoryDocumentStore } from '../../server/storage/memory-document-store';
import {
  companyPlaceOn,
  employeePlaceOn,
  inkInside,
  makeContract,
  mutoolVerify,
  nssDatabase,
  pdfsig,
  pdfsigBlocks,
  removeTempDirs,
  renderPage,
  requireTool,
  tempDir,
} from './support/signatures-fixtures';
import { sealPng, signaturePng } from './support/png';

const PAGES = 10;
const employeePlace = employeePlaceOn(PAGES);
const companyPlace = companyPlaceOn(PAGES);
const ID_NUMBER = '11010519491231002X';

afterAll(removeTempDirs);

const flip = (bytes: Uint8Array, at: number) => {
  const copy = new Uint8Array(bytes);
  copy[at] ^= 0x01;
  return copy;
};
const isPrefix = (prefix: Uint8Array, whole: Uint8Array) => Buffer.from(whole.subarray(0, prefix.length)).equals(Buffer.from(prefix));

async function signedPair(pki: Pki, filled: Uint8Array, pages = PAGES) {
  const [employeePlace, companyPlace] = [employeePlaceOn(pages), companyPlaceOn(pages)];
  const event = await pki.issueEventCertificate({ name: '王海涛', idNumber: ID_NUMBER });
  const employee = await signAsEmployee({
    pdf: filled,
    employeePng: signaturePng(),
    employeePlace,
    companyPlace,
    certificate: event,
    chain: pki.chain,
    tsa: pki.timestampAuthority,
    reason: 'Employee signs contract C-001',
    location: 'Shanghai',
  });
  const issued = await pki.issueCompanyCertificate({ name: '上海华联物流有限公司', creditCode: '91310000MA1FL1234X' });
  const completed = await signAsCompany({
    pdf: employee,
    sealPng: sealPng(),
    companyPlace,
    // PKCS#8 bytes, as a worker thread receives the key.
    certificate: { certificateDer: issued.certificateDer, privateKey: pki.companyKeyBytes(issued.encryptedKey) },
    chain: pki.chain,
    tsa: pki.timestampAuthority,
    reason: 'Company seals contract C-001',
  });
  return { event, issued, employee, completed };
}

describe('key vault', () => {
  it('round-trips a key, keeps its own key file 0600 and refuses another key', async () => {
    const dir = tempDir();
    const key = await loadKeyEncryptionKey(folderPkiFiles(dir));
    expect(statSync(join(dir, 'master.key')).mode & 0o777).toBe(0o600);
    expect((await loadKeyEncryptionKey(folderPkiFiles(dir))).equals(key)).toBe(true);
    const pkcs8 = new Uint8Array([48, 1, 2, 3, 4, 5]);
    const blob = createKeyVault(key).encryptKey(pkcs8);
    expect(Buffer.from(blob).includes(Buffer.from(pkcs8))).toBe(false);
    expect([...createKeyVault(key).decryptKey(blob)]).toEqual([...pkcs8]);
    const otherKey = await loadKeyEncryptionKey(folderPkiFiles(tempDir()));
    expect(() => createKeyVault(otherKey).decryptKey(blob)).toThrow(KeyVaultError);
    expect(() => createKeyVault(key).decryptKey(flip(blob, blob.length - 1))).toThrow(KeyVaultError);
  });

  it('takes 64 hex characters as the key and stretches a passphrase the same way on every start', async () => {
    const dir = tempDir();
    expect((await loadKeyEncryptionKey(folderPkiFiles(dir), 'ab'.repeat(32))).toString('hex')).toBe('ab'.repeat(32));
    const first = await loadKeyEncryptionKey(folderPkiFiles(dir), 'correct horse battery staple');
    expect((await loadKeyEncryptionKey(folderPkiFiles(dir), 'correct horse battery staple')).equals(first)).toBe(true);
    expect((await loadKeyEncryptionKey(folderPkiFiles(dir), 'another passphrase')).equals(first)).toBe(false);
    expect(existsSync(join(dir, 'master.key'))).toBe(false);
  });
});

describe('platform PKI', () => {
  let dir = '';
  let pki: Pki;
  beforeAll(async () => {
    dir = join(tempDir(), 'pki');
    pki = await openPki({ files: folderPkiFiles(dir), keyEncryptionKey: 'a passphrase for the tests' });
  });

  it('makes a 25-year root, an issuing CA and, apart, a timestamping certificate, and finds them again on the next start', async () => {
    const root = pkijs.Certificate.fromBER(pki.rootDer.slice().buffer);
    const years = (root.notAfter.value.getTime() - root.notBefore.value.getTime()) / (365 * 24 * 3600_000);
    expect(years).toBeCloseTo(25, 1);
    expect(pki.chain).toHaveLength(2);
    expect(Buffer.from(pki.chain[1]).equals(Buffer.from(pki.rootDer))).toBe(true);
    // The timestamping certificate hangs from the root, not from the CA that issues signers.
    expect(Buffer.from(pki.tsaChain[1]).equals(Buffer.from(pki.rootDer))).toBe(true);
    expect(pki.rootPem).toMatch(/^-----BEGIN CERTIFICATE-----/);
    const tsaPem = readdirSync(dir).find((f) => f.startsWith('tsa') && f.endsWith('.pem'))!;
    const tsaText = execFileSync('openssl', ['x509', '-in', join(dir, tsaPem), '-noout', '-text'], { encoding: 'utf8' });
    expect(tsaText).toMatch(/Extended Key Usage: critical\s+Time Stamping/);

    const again = await openPki({ files: folderPkiFiles(dir), keyEncryptionKey: 'a passphrase for the tests' });
    expect(again.rootPem).toBe(pki.rootPem);
    expect(readFileSync(join(dir, 'root-g2.key')).includes(Buffer.from('PRIVATE KEY'))).toBe(false);
    await expect(openPki({ files: folderPkiFiles(dir), keyEncryptionKey: 'the wrong passphrase' })).rejects.toThrow(KeyVaultError);
  });

  it('makes one root when several processes open a new folder at once', async () => {
    const fresh = join(tempDir(), 'pki');
    const opened = await Promise.all(
      [1, 2, 3].map(() => openPki({ files: folderPkiFiles(fresh), keyEncryptionKey: 'a passphrase for the tests' })),
    );
    expect(new Set(opened.map((p) => p.rootPem)).size).toBe(1);
    expect(readdirSync(fresh).filter((f) => f.endsWith('.lock'))).toEqual([]);
  });

  it('issues one-day employee certificates that hold a hash of the ID number, never the number', async () => {
    const event = await pki.issueEventCertificate({ name: '王海涛', idNumber: ID_NUMBER });
    expect(Buffer.from(event.certificateDer).includes(Buffer.from(ID_NUMBER))).toBe(false);
    const cert = pkijs.Certificate.fromBER(event.certificateDer.slice().buffer);
    expect(cert.notAfter.value.getTime() - cert.notBefore.value.getTime()).toBe(24 * 3600_000);
    const text = execFileSync('openssl', ['x509', '-inform', 'DER', '-noout', '-text', '-nameopt', 'utf8'], {
      input: event.certificateDer,
      encoding: 'utf8',
    });
    expect(text).toMatch(/serialNumber\s*=\s*[0-9a-f]{32}/);
    expect(text).toMatch(/OU\s*=\s*employee/);
    expect(text).toContain('prime256v1');
    expect(event.privateKey.extractable).toBe(false);
  });

  it('issues company certificates with the credit code as organisation identifier, the key encrypted', async () => {
    const issued = await pki.issueCompanyCertificate({ name: '上海华联物流有限公司', creditCode: '91310000MA1FL1234X' });
    const text = execFileSync('openssl', ['x509', '-inform', 'DER', '-noout', '-text', '-nameopt', 'utf8'], {
      input: issued.certificateDer,
      encoding: 'utf8',
    });
    expect(text).toMatch(/organizationIdentifier\s*=\s*91310000MA1FL1234X/);
    expect(text).toMatch(/O\s*=\s*上海华联物流有限公司/);
    expect(text).toMatch(/OU\s*=\s*company/);
    expect(issued.notAfter.getTime() - Date.now()).toBeGreaterThan(2 * 365 * 24 * 3600_000);
    expect((await pki.companyKey(issued.encryptedKey)).algorithm).toMatchObject({ name: 'ECDSA', namedCurve: 'P-384' });
  });

  it.each([
    ['AES (OpenSSL 3 default)', []],
    ['legacy 3DES', ['-keypbe', 'PBE-SHA1-3DES', '-certpbe', 'PBE-SHA1-3DES', '-macalg', 'sha1']],
  ])('takes a CA from a PKCS#12 file, %s', async (_label, pbe) => {
    const work = tempDir();
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-keyout',
        join(work, 'ca.key'),
        '-out',
        join(work, 'ca.crt'),
        '-days',
        '30',
        '-subj',
        '/CN=Test Real CA/O=Test',
      ],
      { stdio: 'ignore' },
    );
    execFileSync(
      'openssl',
      [
        'pkcs12',
        '-export',
        '-inkey',
        join(work, 'ca.key'),
        '-in',
        join(work, 'ca.crt'),
        '-out',
        join(work, 'ca.p12'),
        '-passout',
        'pass:secret',
        ...pbe,
      ],
      { stdio: 'ignore' },
    );
    const real = await openPki({ files: folderPkiFiles(join(work, 'pki')), rootP12: { file: join(work, 'ca.p12'), password: 'secret' } });
    const caDer = new Uint8Array(Buffer.from(readFileSync(join(work, 'ca.crt'), 'utf8').replace(/-----[^-]+-----|\s/g, ''), 'base64'));
    expect(Buffer.from(real.rootDer).equals(Buffer.from(caDer))).toBe(true);
    const { completed } = await signedPair(real, await makeContract(PAGES));
    const report = await verifyPdf(completed, { trustedRootsDer: [caDer] });
    expect(report.signatures.map((s) => [s.integrity, s.chainTrusted, s.issuer])).toEqual([
      [true, true, 'Test Real CA'],
      [true, true, 'Test Real CA'],
    ]);
    await expect(
      openPki({ files: folderPkiFiles(join(work, 'pki2')), rootP12: { file: join(work, 'ca.p12'), password: 'wrong' } }),
    ).rejects.toThrow(/PKCS#12/);
  });
});

describe('two incremental PAdES B-T signatures on a 10-page contract', () => {
  let dir = '';
  let pki: Pki;
  let other: Pki;
  let filled: Uint8Array;
  let signed: Awaited<ReturnType<typeof signedPair>>;
  let nssdir = '';
  const file = (name: string, bytes: Uint8Array) => {
    const path = join(dir, name);
    writeFileSync(path, bytes);
    return path;
  };

  beforeAll(async () => {
    dir = tempDir();
    pki = await openPki({ files: folderPkiFiles(join(dir, 'pki')) });
    other = await openPki({ files: folderPkiFiles(join(dir, 'other-pki')) });
    filled = await makeContract(PAGES);
    signed = await signedPair(pki, filled);
    nssdir = nssDatabase(join(dir), pki.rootPem);
  });

  it('appends each signature: filled ⊂ employee-signed ⊂ completed, byte for byte', () => {
    expect(isPrefix(filled, signed.employee)).toBe(true);
    expect(isPrefix(signed.employee, signed.completed)).toBe(true);
    expect(signed.completed.length).toBeGreaterThan(signed.employee.length);
  });

  // Certificate trust with revocation, which pdfsig fetches from the certificates' OCSP URL, is
  // checked over HTTP against the app's own responder (pki.test.ts); here openssl checks the chains.
  it('pdfsig: both signatures valid, PAdES, the last covering the document', () => {
    const blocks = pdfsigBlocks(pdfsig(file('completed.pdf', signed.completed), nssdir));
    expect(blocks).toHaveLength(2);
    for (const block of blocks) {
      expect(block).toContain('Signature Type: ETSI.CAdES.detached');
      expect(block).toContain('Signature Validation: Signature is Valid.');
    }
    expect(blocks[0]).toContain(`Signature Field Name: ${EMPLOYEE_FIELD}`);
    expect(blocks[0]).toContain('Signer Certificate Common Name: 王海涛');
    expect(blocks[0]).not.toContain('Total document signed');
    expect(blocks[1]).toContain(`Signature Field Name: ${COMPANY_FIELD}`);
    expect(blocks[1]).toContain('Signer Certificate Common Name: 上海华联物流有限公司');
    expect(blocks[1]).toContain('Total document signed');
  });

  it('pdfsig: without the root the signatures still hold but are not trusted', () => {
    const blocks = pdfsigBlocks(pdfsig(file('completed-untrusted.pdf', signed.completed), nssDatabase(tempDir(), other.rootPem)));
    expect(blocks.map((b) => b.includes('Signature is Valid.'))).toEqual([true, true]);
    expect(blocks.map((b) => b.includes('Certificate is Trusted.'))).toEqual([false, false]);
  });

  it('a changed byte in the contract breaks both signatures, for pdfsig and for verifyPdf', async () => {
    // Inside the first revision, covered by both signatures.
    const tampered = flip(signed.completed, Math.floor(filled.length / 2));
    const blocks = pdfsigBlocks(pdfsig(file('tampered.pdf', tampered), nssdir));
    expect(blocks).toHaveLength(2);
    for (const block of blocks) expect(block).not.toContain('Signature is Valid.');
    expect(blocks.join('\n')).toMatch(/Digest Mismatch|Signature is Invalid/);
    const report = await verifyPdf(tampered, { trustedRootsDer: [pki.rootDer] });
    expect(report.signatures.map((s) => s.integrity)).toEqual([false, false]);
  });

  it("a changed byte in the company's update breaks only the company's signature", async () => {
    const at = Buffer.from(signed.completed).indexOf('Company seals', signed.employee.length);
    expect(at).toBeGreaterThan(signed.employee.length);
    const tampered = flip(signed.completed, at + 2);
    const blocks = pdfsigBlocks(pdfsig(file('tampered-company.pdf', tampered), nssdir));
    expect(blocks.map((b) => b.includes('Signature is Valid.'))).toEqual([true, false]);
    const report = await verifyPdf(tampered, { trustedRootsDer: [pki.rootDer] });
    expect(report.signatures.map((s) => s.integrity)).toEqual([true, false]);
  });

  it('mutool accepts both signatures', () => {
    const blocks = mutoolVerify(file('completed-mutool.pdf', signed.completed))
      .split(/^Verifying signature/m)
      .slice(1);
    expect(blocks).toHaveLength(2);
    // The first was made before the company's update; the last covers the file as it is.
    expect(blocks[0]).toContain('The signature is valid but there have been edits since signing.');
    expect(blocks[1]).toContain('The document is unchanged since signing.');
    const tampered = mutoolVerify(file('tampered-mutool.pdf', flip(signed.completed, Math.floor(filled.length / 2))));
    expect(tampered).not.toContain('The document is unchanged since signing.');
    expect(tampered).not.toContain('The signature is valid');
  });

  it('draws the signature at its place before the employee signs, and the seal only when the company signs', () => {
    requireTool('pdftoppm', 'poppler-utils');
    const before = renderPage(file('employee-render.pdf', signed.employee), PAGES);
    const after = renderPage(file('completed-render.pdf', signed.completed), PAGES);
    const blank = renderPage(file('filled-render.pdf', filled), PAGES);
    expect(inkInside(blank, employeePlace)).toBe(0);
    expect(inkInside(before, employeePlace)).toBeGreaterThan(40);
    expect(inkInside(before, companyPlace)).toBe(0);
    expect(inkInside(after, employeePlace)).toBe(inkInside(before, employeePlace));
    expect(inkInside(after, companyPlace)).toBeGreaterThan(40);
    // Nothing outside the places changed.
    const rest = { x: 0, y: 300, width: 595, height: 540 };
    expect(inkInside(after, rest)).toBe(inkInside(blank, rest));
  });

  it('verifyPdf reads fields, parties, coverage, timestamps and the revision each signature covers', async () => {
    const report = await verifyPdf(signed.completed, { trustedRootsDer: [pki.rootDer] });
    expect(report.documentSha256).toBe(sha256Hex(signed.completed));
    expect(report.signatures.map((s) => [s.fieldName, s.signer, s.party, s.integrity, s.chainTrusted, s.coversDocument])).toEqual([
      [EMPLOYEE_FIELD, '王海涛', 'employee', true, true, false],
      [COMPANY_FIELD, '上海华联物流有限公司', 'company', true, true, true],
    ]);
    expect(report.signatures.map((s) => s.signedRevisionSha256)).toEqual([sha256Hex(signed.employee), sha256Hex(signed.completed)]);
    expect(report.signatures.map((s) => s.certificateSha256)).toEqual([signed.event.sha256, sha256Hex(signed.issued.certificateDer)]);
    for (const s of report.signatures) {
      expect(s.issuer).toMatch(/Signing CA G2$/);
      expect(Math.abs(Date.parse(s.timestampedAt!) - Date.now())).toBeLessThan(5 * 60_000);
      expect(Math.abs(Date.parse(s.signedAt!) - Date.parse(s.timestampedAt!))).toBeLessThan(5_000);
    }
  });

  it("certifies with the employee's signature (DocMDP P=2): sealing is an allowed change, an insider's edit before it is not", async () => {
    const employeeUpdate = Buffer.from(signed.employee.subarray(filled.length)).toString('latin1');
    expect(employeeUpdate).toMatch(/\/TransformMethod\s*\/DocMDP/);
    expect(employeeUpdate).toMatch(/\/TransformParams\s*<<[^>]*\/P\s+2/);
    expect(employeeUpdate).toMatch(/\/Perms\s*<<\s*\/DocMDP/);
    const genuine = await verifyPdf(signed.completed, { trustedRootsDer: [pki.rootDer] });
    expect(genuine.signatures.map((s) => [s.verdict, s.modifications?.verdict])).toEqual([
      ['valid', 'allowed'],
      ['valid', 'untouched'],
    ]);
    // The salary redrawn over the page in an update of its own, then sealed as usual.
    const doc = await PDF.load(signed.employee);
    doc.getPage(0)!.drawText('Salary 99999', { x: 60, y: 600, size: 12 });
    const edited = await doc.save({ incremental: true });
    const sealed = await signAsCompany({
      pdf: edited,
      sealPng: sealPng(),
      companyPlace,
      certificate: { certificateDer: signed.issued.certificateDer, privateKey: pki.companyKeyBytes(signed.issued.encryptedKey) },
      chain: pki.chain,
      tsa: pki.timestampAuthority,
      reason: 'Company seals contract C-001',
    });
    const [employee, company] = (await verifyPdf(sealed, { trustedRootsDer: [pki.rootDer] })).signatures;
    expect(employee.verdict).toBe('invalid');
    expect(employee.problems).toContain('changed_after_signing');
    expect(employee.modifications?.changes.some((c) => /page 1/.test(c.what))).toBe(true);
    expect(company.integrity).toBe(true);
  });

  it('verifyPdf: another root trusts nothing and vouches for no party', async () => {
    const report = await verifyPdf(signed.completed, { trustedRootsDer: [other.rootDer] });
    expect(report.signatures.map((s) => [s.integrity, s.chainTrusted, s.party])).toEqual([
      [true, false, 'unknown'],
      [true, false, 'unknown'],
    ]);
  });

  it("verifyPdf: a one-day certificate stays trusted after it expires, at its timestamp's time", async () => {
    const nextYear = new Date(Date.now() + 365 * 24 * 3600_000);
    const report = await verifyPdf(signed.completed, { trustedRootsDer: [pki.rootDer], now: nextYear });
    expect(report.signatures.map((s) => s.chainTrusted)).toEqual([true, true]);
  });

  it('refuses what would break a signature or sign the wrong document', async () => {
    const company = { certificateDer: signed.issued.certificateDer, privateKey: await pki.companyKey(signed.issued.encryptedKey) };
    const common = { chain: pki.chain, tsa: pki.timestampAuthority, reason: 'x' };
    const event = await pki.issueEventCertificate({ name: '王海涛', idNumber: ID_NUMBER });
    const code = (promise: Promise<unknown>) =>
      promise.then(
        () => 'signed',
        (e) => (e instanceof SigningError ? e.code : String(e)),
      );
    const employee = (pdf: Uint8Array, extra = {}) =>
      signAsEmployee({ pdf, employeePng: signaturePng(), employeePlace, companyPlace, certificate: event, ...common, ...extra });
    expect(await code(employee(signed.employee))).toBe('already_signed');
    expect(await code(employee(filled, { employeePlace: { ...employeePlace, page: PAGES + 1 } }))).toBe('bad_place');
    expect(await code(employee(filled, { employeePng: new Uint8Array([1, 2, 3]) }))).toBe('bad_image');
    expect(await code(employee(new TextEncoder().encode('not a pdf')))).toBe('not_pdf');
    expect(await code(signAsCompany({ pdf: filled, sealPng: sealPng(), companyPlace, certificate: company, ...common }))).toBe(
      'not_employee_signed',
    );
    expect(await code(signAsCompany({ pdf: signed.completed, sealPng: sealPng(), companyPlace, certificate: company, ...common }))).toBe(
      'already_sealed',
    );
  });

  it('openssl accepts each CMS signature and its timestamp token on their own', () => {
    const bytes = Buffer.from(signed.completed);
    const ranges = [...bytes.toString('latin1').matchAll(/\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/g)].map((m) =>
      m.slice(1, 5).map(Number),
    );
    expect(ranges).toHaveLength(2);
    writeFileSync(join(dir, 'root.pem'), pki.rootPem);
    for (const [i, [a, b, c, d]] of ranges.entries()) {
      writeFileSync(join(dir, `content${i}`), Buffer.concat([bytes.subarray(a, a + b), bytes.subarray(c, c + d)]));
      writeFileSync(join(dir, `cms${i}`), Buffer.from(bytes.toString('latin1', b + 1, c - 1), 'hex'));
      const args = [
        'cms',
        '-verify',
        '-binary',
        '-inform',
        'DER',
        '-in',
        join(dir, `cms${i}`),
        '-content',
        join(dir, `content${i}`),
        '-CAfile',
        join(dir, 'root.pem'),
        '-purpose',
        'any',
        '-out',
        '/dev/null',
      ];
      expect(() => execFileSync('openssl', args, { stdio: 'pipe' })).not.toThrow();
      // The RFC 3161 token is over the hash of the signature value (the signer's digest), made by the platform TSA.
      const cms = readFileSync(join(dir, `cms${i}`));
      const signedData = new pkijs.SignedData({
        schema: pkijs.ContentInfo.fromBER(cms.buffer.slice(cms.byteOffset, cms.byteOffset + cms.byteLength)).content,
      });
      const signer = signedData.signerInfos[0];
      const token = signer.unsignedAttrs!.attributes.find((a) => a.type === '1.2.840.113549.1.9.16.2.14')!;
      writeFileSync(join(dir, `token${i}`), Buffer.from(token.values[0].toBER(false)));
      const digest = signer.digestAlgorithm.algorithmId === '2.16.840.1.101.3.4.2.2' ? 'sha384' : 'sha256';
      const imprint = createHash(digest).update(signer.signature.valueBlock.valueHexView).digest('hex');
      const verified = execFileSync(
        'openssl',
        ['ts', '-verify', '-in', join(dir, `token${i}`), '-token_in', '-digest', imprint, '-CAfile', join(dir, 'root.pem')],
        {
          encoding: 'utf8',
          stdio: 'pipe',
        },
      );
      expect(verified).toContain('Verification: OK');
    }
  });
});

describe('verifier on hostile input', () => {
  const code = async (bytes: Uint8Array) => {
    try {
      const report = await verifyPdf(bytes, { trustedRootsDer: [] });
      return report.signatures.every((s) => !s.integrity) ? 'no integrity' : 'ok';
    } catch (error) {
      return error instanceof SignatureVerifyError ? error.code : `other: ${error}`;
    }
  };
  let completed: Uint8Array;
  beforeAll(async () => {
    const pki = await openPki({ files: folderPkiFiles(join(tempDir(), 'pki')) });
    completed = (await signedPair(pki, await makeContract(2), 2)).completed;
  });

  it('names what is wrong: not a PDF, no signature, a truncated file', async () => {
    expect(await code(new TextEncoder().encode('hello'))).toBe('not_pdf');
    expect(await code(new Uint8Array(0))).toBe('not_pdf');
    expect(await code(await makeContract(1))).toBe('unsigned');
    expect(await code(completed.subarray(0, completed.length - 100))).toBe('malformed');
    expect(await code(completed.subarray(0, Math.floor(completed.length / 2)))).toBe('malformed');
    expect(await code(Buffer.from('%PDF-1.7\n/ByteRange [0 10 999999 5] /Contents <00>\n'))).toBe('malformed');
    expect(await code(Buffer.from('%PDF-1.7\n/ByteRange [0 99999999999999999999 1 2]'))).toBe('unsigned');
  });

  it('reports an unreadable CMS blob as a failed signature, quickly, whatever it holds', async () => {
    const frame = (hex: string) => {
      const head = '%PDF-1.7\n1 0 obj << /Type /Sig /ByteRange [0 ';
      // The numbers are fixed width so the ranges can be computed before writing them.
      const prefix = `${head}0000000000 0000000000 0000000000] /Contents `;
      const b = prefix.length;
      const c = b + hex.length + 2;
      const tail = ' >> endobj\n%%EOF\n';
      const pad = (n: number) => String(n).padStart(10, '0');
      return Buffer.from(`${head}${pad(b)} ${pad(c)} ${pad(tail.length)}] /Contents <${hex}>${tail}`, 'latin1');
    };
    const started = performance.now();
    // Nesting far deeper than any real CMS: a recursive parser would run out of stack.
    const deep = '30 80 '.repeat(100_000).replace(/ /g, '') + '0000'.repeat(100_000);
    expect(await code(frame(deep))).toBe('no integrity');
    // Long runs of zeros end a naive "strip the padding" regex in quadratic time.
    expect(await code(frame('0'.repeat(400_000) + '1'))).toBe('no integrity');
    expect(await code(frame('3082ffff' + '00'.repeat(1000)))).toBe('no integrity');
    expect(await code(frame(''))).toBe('no integrity');
    expect(performance.now() - started).toBeLessThan(5_000);
  });
});

describe.each([
  ['file', () => createFileDocumentStore(join(tempDir(), 'documents'))],
  ['memory', () => createMemoryDocumentStore()],
] as [string, () => DocumentStore][])('%s document store', (kind, make) => {
  it('stores by SHA-256, idempotently, and refuses a name that is not a hash', async () => {
    const store = make();
    const bytes = new TextEncoder().encode('%PDF-1.7 a document');
    const first = await store.put(bytes);
    expect(first).toEqual({ sha256: sha256Hex(bytes), size: bytes.length });
    expect(await store.put(bytes)).toEqual(first);
    expect(Buffer.from((await store.get(first.sha256))!).equals(Buffer.from(bytes))).toBe(true);
    expect(await store.has(first.sha256)).toBe(true);
    expect(await store.get('0'.repeat(64))).toBeNull();
    expect(await store.has('0'.repeat(64))).toBe(false);
    for (const bad of ['../../etc/passwd', first.sha256.toUpperCase(), `${first.sha256}/x`, '', 'a'.repeat(63)]) {
      await expect(store.get(bad)).rejects.toThrow(DocumentStoreError);
      await expect(store.has(bad)).rejects.toThrow(DocumentStoreError);
    }
    expect(kind).toBeTruthy();
  });
});

describe('file document store on disk', () => {
  it('writes <dir>/<sha256> with no temporary file left, and will not serve a damaged file', async () => {
    const dir = join(tempDir(), 'documents');
    const store = createFileDocumentStore(dir);
    const bytes = new TextEncoder().encode('%PDF-1.7 another document');
    const { sha256 } = await store.put(bytes);
    expect(readdirSync(dir)).toEqual([sha256]);
    writeFileSync(join(dir, sha256), 'changed on disk');
    await expect(store.get(sha256)).rejects.toThrow(/damaged/);
    // A put of the same content repairs a file of the wrong size.
    await store.put(bytes);
    expect(Buffer.from((await store.get(sha256))!).equals(Buffer.from(bytes))).toBe(true);
  });
});

describe('worker pool', () => {
  it('signs as the company on worker threads, with keys and certificates passed as bytes', async () => {
    const pki = await openPki({ files: folderPkiFiles(join(tempDir(), 'pki')) });
    const { employee, issued } = await signedPair(pki, await makeContract(2), 2);
    const pool = createSigningPool(pki.workerTimestamping, { size: 2 });
    try {
      const input = {
        pdf: employee,
        sealPng: sealPng(),
        companyPlace: companyPlaceOn(2),
        certificateDer: issued.certificateDer,
        pkcs8: pki.companyKeyBytes(issued.encryptedKey),
        chain: pki.chain,
        reason: 'pool',
      };
      const results = await Promise.all([1, 2, 3, 4, 5].map(() => pool.signAsCompany(input)));
      for (const bytes of results) {
        expect(isPrefix(employee, bytes)).toBe(true);
        const report = await verifyPdf(bytes, { trustedRootsDer: [pki.rootDer] });
        expect(report.signatures.map((s) => [s.party, s.integrity, s.chainTrusted, s.coversDocument])).toEqual([
          ['employee', true, true, false],
          ['company', true, true, true],
        ]);
      }
      await expect(pool.signAsCompany({ ...input, pdf: await makeContract(1) })).rejects.toMatchObject({ code: 'not_employee_signed' });

      // A file store's document: read and written by the workers, only hashes cross.
      const store = createFileDocumentStore(join(tempDir(), 'documents'));
      const { sha256 } = await store.put(employee);
      const { pdf: _pdf, ...rest } = input;
      const sealed = await Promise.all([1, 2].map(() => pool.signStoredAsCompany({ ...rest, folder: store.folder!, sha256 })));
      for (const { sha256: stored, size } of sealed) {
        const bytes = (await store.get(stored))!;
        expect([bytes.length, isPrefix(employee, bytes)]).toEqual([size, true]);
        const report = await verifyPdf(bytes, { trustedRootsDer: [pki.rootDer] });
        expect(report.signatures.map((s) => [s.party, s.integrity, s.chainTrusted, s.coversDocument])).toEqual([
          ['employee', true, true, false],
          ['company', true, true, true],
        ]);
      }
      await expect(pool.signStoredAsCompany({ ...rest, folder: store.folder!, sha256: sha256Hex(Uint8Array.of(1)) })).rejects.toThrow(
        /missing from the store/,
      );
    } finally {
      await pool.close();
    }
    await expect(pool.signAsCompany({} as never)).rejects.toThrow(/closed/);
  });

  // Linux keeps a nice value per thread, in field 19 of /proc/<pid>/task/<tid>/stat.
  (existsSync('/proc/thread-self') ? it : it.skip)('runs its workers below the thread that answers HTTP', async () => {
    const niceOf = (tid: string) => {
      const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
      return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
    };
    const threads = () => new Map(readdirSync('/proc/self/task').map((tid) => [tid, niceOf(tid)]));
    const before = threads();
    const pki = await openPki({ files: folderPkiFiles(join(tempDir(), 'pki')) });
    const pool = createSigningPool(pki.workerTimestamping, { size: 1 });
    try {
      // A job answered: the worker has started and set its own priority.
      expect((await pool.fill(await makeContract(1), [])).length).toBeGreaterThan(0);
      const added = [...threads()].filter(([tid]) => !before.has(tid)).map(([, nice]) => nice);
      expect(added).toContain(10);
      expect(niceOf(String(process.pid))).toBe(before.get(String(process.pid)));
    } finally {
      await pool.close();
    }
  });
});

describe('an install upgraded from PKI generation 1', () => {
  // Made by the engine as it was before generation 2 (an RSA root that issued everything, the
  // company's place a /Stamp annotation): the PKI folder and a document the employee signed then.
  const fixture = join(__dirname, 'fixtures', 'pki-generation-1');

  it('keeps the old root trusted beside generation 2 and completes a document the employee signed before', async () => {
    const dir = join(tempDir(), 'pki');
    cpSync(join(fixture, 'pki'), dir, { recursive: true });
    const pki = await openPki({ files: folderPkiFiles(dir), keyEncryptionKey: 'generation one of the platform PKI' });
    const oldRoot = new Uint8Array(Buffer.from(readFileSync(join(dir, 'root.pem'), 'utf8').replace(/-----[^-]+-----|\s/g, ''), 'base64'));
    expect(pki.trustedRootsDer).toHaveLength(2);
    expect(Buffer.from(pki.trustedRootsDer[1]).equals(Buffer.from(oldRoot))).toBe(true);
    expect(Buffer.from(pki.rootDer).equals(Buffer.from(oldRoot))).toBe(false);

    const issued = await pki.issueCompanyCertificate({ name: '上海华联物流有限公司', creditCode: '91310000MA1FL1234X' });
    const sealed = await signAsCompany({
      pdf: new Uint8Array(readFileSync(join(fixture, 'employee-signed.pdf'))),
      sealPng: sealPng(),
      companyPlace: companyPlaceOn(2),
      certificate: { certificateDer: issued.certificateDer, privateKey: pki.companyKeyBytes(issued.encryptedKey) },
      chain: pki.chain,
      tsa: pki.timestampAuthority,
      reason: 'sealed after the upgrade',
    });
    const completed = await addLongTermData({
      pdf: sealed,
      validation: { certificates: [...pki.chain, ...pki.tsaChain], ocsps: [], crls: [] },
      tsa: pki.timestampAuthority,
    });
    const report = await verifyPdf(completed, { trustedRootsDer: pki.trustedRootsDer });
    expect(report.signatures.map((s) => [s.kind, s.party, s.verdict])).toEqual([
      ['signature', 'employee', 'valid'],
      ['signature', 'company', 'valid'],
      ['documentTimestamp', 'unknown', 'valid'],
    ]);
    // The seal given to the old stamp is the one change allowed after the employee's signature.
    expect(report.signatures[0].modifications?.verdict).toBe('allowed');
    expect(report.signatures[0].issuer).not.toBe(report.signatures[1].issuer);
    writeFileSync(join(dir, '..', 'upgraded.pdf'), completed);
    const blocks = pdfsigBlocks(pdfsig(join(dir, '..', 'upgraded.pdf')));
    expect(blocks.slice(0, 2).map((b) => b.includes('Signature is Valid.'))).toEqual([true, true]);
  });
});
