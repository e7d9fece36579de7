/**
 * The signing engine on its own (no HTTP, no database): keys at rest, the PKI kept across
 * restarts, the verifier on good, tampered and hostile input, and the document store.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { createKeyVault, keyEncryptionKey } from '../../server/signatures/key-vault';
import { openPki, signAsCompany, signAsEmployee, SignatureVerifyError, verifyPdf, type Pki } from '../../server/signatures';
import { createFileDocumentStore, sha256Hex } from '../../server/storage/document-store';
import { tempDir } from './support/harness';
import { sealPng, signaturePng } from './support/png';

const employeePlace = { page: 2, x: 60, y: 80, width: 160, height: 60 };
const companyPlace = { page: 2, x: 320, y: 60, width: 120, height: 120 };

async function contract(pages = 3): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  for (let i = 0; i < pages; i++) doc.addPage([595.28, 841.89]).drawText(`Clause ${i + 1}`, { x: 60, y: 760, size: 14 });
  return doc.save();
}

async function signBoth(pki: Pki) {
  const certificate = await pki.issueEventCertificate({ name: '王海涛', idNumber: '11010519491231002X' }, new Date());
  const employee = await signAsEmployee({
    pdf: await contract(),
    employeePng: new Uint8Array(signaturePng()),
    employeePlace,
    companyPlace,
    certificate,
    chain: pki.chain,
    tsa: pki.timestampAuthority,
    reason: 'employee',
  });
  const issued = await pki.issueCompanyCertificate({ name: '上海华联物流有限公司', creditCode: '91310000MA1FL1234X' }, new Date());
  const completed = await signAsCompany({
    pdf: employee,
    sealPng: new Uint8Array(sealPng()),
    companyPlace,
    certificate: { certificateDer: issued.certificateDer, privateKey: await pki.companyKey(issued.encryptedKey) },
    chain: pki.chain,
    tsa: pki.timestampAuthority,
    reason: 'company',
  });
  return { employee, completed };
}

describe('key vault', () => {
  it('round-trips a key and refuses another key-encryption key', () => {
    const dir = tempDir();
    const key = keyEncryptionKey(undefined, join(dir, 'master.key'));
    expect(statSync(join(dir, 'master.key')).mode & 0o777).toBe(0o600);
    expect(keyEncryptionKey(undefined, join(dir, 'master.key')).equals(key)).toBe(true);
    const blob = createKeyVault(key).encrypt(new Uint8Array([1, 2, 3]));
    expect([...createKeyVault(key).decrypt(blob)]).toEqual([1, 2, 3]);
    expect(() => createKeyVault(keyEncryptionKey('another passphrase', join(dir, 'unused'))).decrypt(blob)).toThrow();
    expect(keyEncryptionKey('ab'.repeat(32), join(dir, 'unused')).toString('hex')).toBe('ab'.repeat(32));
  });
});

describe('platform PKI and signatures', () => {
  let dir = '';
  let pki: Pki;
  let signed: { employee: Uint8Array; completed: Uint8Array };
  beforeAll(async () => {
    dir = tempDir();
    pki = await openPki({ dir: join(dir, 'pki') });
    signed = await signBoth(pki);
  });

  it('keeps its root across restarts, with keys encrypted on disk', async () => {
    const again = await openPki({ dir: join(dir, 'pki') });
    expect(again.rootPem).toBe(pki.rootPem);
    const stored = readFileSync(join(dir, 'pki', 'root.key'));
    expect(stored.includes(Buffer.from('PRIVATE KEY'))).toBe(false);
    await expect(openPki({ dir: join(dir, 'pki'), keyEncryptionKey: 'wrong' })).rejects.toThrow();
  });

  it('adds the company signature as an incremental update: the employee-signed file is a prefix', () => {
    expect(Buffer.from(signed.completed.subarray(0, signed.employee.length)).equals(Buffer.from(signed.employee))).toBe(true);
  });

  it('verifies both signatures: parties, integrity, trust, coverage, timestamps', async () => {
    const report = await verifyPdf(signed.completed, { trustedRootsDer: [pki.rootDer] });
    expect(report.signatures.map((s) => [s.signer, s.party, s.integrity, s.chainTrusted, s.coversDocument])).toEqual([
      ['王海涛', 'employee', true, true, false],
      ['上海华联物流有限公司', 'company', true, true, true],
    ]);
    expect(report.signatures.every((s) => s.timestampedAt && s.issuer.includes('Root CA'))).toBe(true);
    expect(report.signatures[0].signedRevisionSha256).toBe(sha256Hex(signed.employee));
    expect(report.documentSha256).toBe(sha256Hex(signed.completed));
  });

  it('trusts nothing it was not told to trust', async () => {
    const other = await openPki({ dir: join(tempDir(), 'pki') });
    const report = await verifyPdf(signed.completed, { trustedRootsDer: [other.rootDer] });
    expect(report.signatures.map((s) => [s.integrity, s.chainTrusted])).toEqual([
      [true, false],
      [true, false],
    ]);
  });

  it('reports a changed byte as a failed signature', async () => {
    const tampered = Buffer.from(signed.completed);
    tampered[400] ^= 0x01;
    const report = await verifyPdf(tampered, { trustedRootsDer: [pki.rootDer] });
    expect(report.signatures.map((s) => s.integrity)).toEqual([false, false]);
  });

  it('is accepted by mutool too, when it is installed', () => {
    if (!existsSync('/usr/bin/mutool')) return;
    const file = join(dir, 'completed.pdf');
    writeFileSync(file, signed.completed);
    const out = execFileSync('mutool', ['sign', '-v', file], { encoding: 'utf8' });
    expect(out.match(/The signature is valid|The document is unchanged since signing|signature is valid/gi)?.length ?? 0).toBeGreaterThanOrEqual(2);
  });

  it('refuses to seal a document the employee has not signed here', async () => {
    const issued = await pki.issueCompanyCertificate({ name: 'X', creditCode: '91310000MA1FL1234X' }, new Date());
    await expect(
      signAsCompany({
        pdf: await contract(),
        sealPng: new Uint8Array(sealPng()),
        companyPlace,
        certificate: { certificateDer: issued.certificateDer, privateKey: await pki.companyKey(issued.encryptedKey) },
        chain: pki.chain,
        tsa: pki.timestampAuthority,
        reason: 'x',
      }),
    ).rejects.toThrow(/seal place/);
  });
});

describe('verifier on hostile input', () => {
  const roots: Uint8Array[] = [];
  const code = async (bytes: Uint8Array) => {
    try {
      await verifyPdf(bytes, { trustedRootsDer: roots });
      return 'ok';
    } catch (error) {
      return error instanceof SignatureVerifyError ? error.code : 'other';
    }
  };

  it('names what is wrong: not a PDF, no signature, a broken byte range', async () => {
    expect(await code(Buffer.from('hello'))).toBe('not_pdf');
    expect(await code(await contract(1))).toBe('unsigned');
    const broken = Buffer.concat([Buffer.from('%PDF-1.7\n/ByteRange [0 10 999999 5] /Contents <00>\n')]);
    expect(await code(broken)).toBe('malformed');
    const garbageCms = Buffer.from('%PDF-1.7\n/ByteRange [0 30 36 10] <0102>\n0123456789');
    const report = await verifyPdf(garbageCms, { trustedRootsDer: roots }).catch((e) => e);
    expect(report instanceof SignatureVerifyError || report.signatures[0].integrity === false).toBe(true);
  });
});

describe('document store', () => {
  it('stores by SHA-256, idempotently, and refuses a name that is not a hash', async () => {
    const dir = join(tempDir(), 'documents');
    mkdirSync(dir, { recursive: true });
    const store = createFileDocumentStore(dir);
    const bytes = new Uint8Array([37, 80, 68, 70]);
    const first = await store.put(bytes);
    expect(first).toEqual({ sha256: sha256Hex(bytes), size: 4 });
    expect(await store.put(bytes)).toEqual(first);
    expect([...(await store.get(first.sha256))!]).toEqual([37, 80, 68, 70]);
    expect(await store.get('0'.repeat(64))).toBeNull();
    await expect(store.get('../../etc/passwd')).rejects.toThrow();
    expect(await store.has(first.sha256)).toBe(true);
  });
});
