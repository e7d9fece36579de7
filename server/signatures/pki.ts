/**
 * The platform PKI: a root CA and a timestamping certificate, made on first start and kept in
 * DATA_DIR/pki or, on PostgreSQL, in the shared database (pki-files.ts), their private keys encrypted at rest (key-vault.ts). It issues a
 * certificate to each company when it first signs (the caller stores it, key encrypted) and a
 * one-day certificate for each employee signing act (its key is used once and dropped).
 *
 * A real CA replaces the self-made root in one of two ways:
 * - `rootP12: { file, password }`: a PKCS#12 holding the CA certificate, its key and optionally
 *   the certificates above it (e.g. `openssl pkcs12 -export -inkey ca.key -in ca.crt -certfile
 *   chain.pem -out ca.p12`; AES and legacy 3DES/RC2 files both open);
 * - `caCertFile` + `caKeyFile`: PEM certificate and unencrypted PKCS#8 key.
 * Neither is copied into the PKI's files: the file stays the single source. The timestamping
 * certificate is then issued by that CA, on first start with it. `tsaUrl` names a real RFC 3161
 * authority instead of the platform's own.
 */
import { createHash, createPublicKey, verify, webcrypto } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { CryptoKeySigner, HttpTimestampAuthority, P12Signer, type Signer, type TimestampAuthority } from '@libpdf/core';
import { openKeyVault, type KeyVault } from './key-vault';
import type { PkiFiles } from './pki-files';
import { createLocalTimestampAuthority } from './timestamp-authority';
import { EC_KEY, fromPem, importPrivateKey, issueCertificate, keyTypeOf, parseCertificate, RSA_KEY, toPem, type Issuer } from './x509';

const subtle = webcrypto.subtle;
const YEAR = 365 * 24 * 3600_000;
const DAY = 24 * 3600_000;
/** Certificates start a little in the past: verifiers' clocks differ. */
const BACKDATE = 10 * 60_000;
const PLATFORM = '电子签名云服务';
const COMPANY_YEARS = 3;

export class PkiError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PkiError';
  }
}

export interface PkiOptions {
  /** Where the PKI's own certificates and encrypted keys are kept (pki-files.ts). */
  files: PkiFiles;
  /** KEY_ENCRYPTION_KEY: 64 hex characters or a passphrase. Without it, a key kept with `files`. */
  keyEncryptionKey?: string;
  /** A real CA as PKCS#12. */
  rootP12?: { file: string; password: string };
  /** A real CA as PEM files (certificate, unencrypted PKCS#8 key). */
  caCertFile?: string;
  caKeyFile?: string;
  /** A real RFC 3161 timestamp authority. */
  tsaUrl?: string;
  now?: () => Date;
}

/** A certificate and its private key: a WebCrypto key, or PKCS#8 bytes (what crosses to a worker thread). */
export interface SigningKey {
  certificateDer: Uint8Array;
  privateKey: CryptoKey | Uint8Array;
}

export interface EventCertificate {
  certificateDer: Uint8Array;
  /** Not extractable: it signs this act's documents and is then dropped with this object. */
  privateKey: CryptoKey;
  /** SHA-256 of the certificate (hex), for the audit trail. */
  sha256: string;
}

export interface IssuedCompanyCertificate {
  certificateDer: Uint8Array;
  /** PKCS#8, encrypted with the platform's key-encryption key. */
  encryptedKey: Uint8Array;
  notAfter: Date;
}

/** A timestamp authority a worker thread can rebuild: the local one's keys, or a URL. */
export type WorkerTimestamping = { url: string } | { certificateDer: Uint8Array; pkcs8: Uint8Array; chain: Uint8Array[] };

export interface Pki {
  rootPem: string;
  rootDer: Uint8Array;
  /** The certificates above a leaf, issuing CA first: embedded in every signature. */
  chain: Uint8Array[];
  timestampAuthority: TimestampAuthority;
  issueCompanyCertificate(company: { name: string; creditCode: string }, now?: Date): Promise<IssuedCompanyCertificate>;
  issueEventCertificate(employee: { name: string; idNumber: string }, now?: Date): Promise<EventCertificate>;
  /** The private key of a company certificate, from its encrypted form. */
  companyKey(encryptedKey: Uint8Array): Promise<CryptoKey>;
  /** The same key as PKCS#8 bytes, for a signing worker thread (never written anywhere). */
  companyKeyBytes(encryptedKey: Uint8Array): Uint8Array;
  /** What a worker thread needs to timestamp as this PKI does. */
  workerTimestamping: WorkerTimestamping;
}

interface StoredKeyPair {
  der: Uint8Array;
  pkcs8: Uint8Array;
  privateKey: CryptoKey;
}

/**
 * A certificate and key kept as `<name>.pem` and `<name>.key` (encrypted PKCS#8), made by
 * `create` when missing; several processes starting at once on new storage share one pair.
 */
async function loadOrCreate(
  files: PkiFiles,
  name: string,
  vault: KeyVault,
  create: () => Promise<{ der: Uint8Array; pkcs8: Uint8Array }>,
): Promise<StoredKeyPair> {
  const keyName = `${name}.key`;
  const certName = `${name}.pem`;
  // Key first: a certificate stored always has its key beside it.
  const stored = await files.readOrCreate([keyName, certName], async () => {
    const made = await create();
    return { [keyName]: vault.encryptKey(made.pkcs8), [certName]: new TextEncoder().encode(toPem(made.der)) };
  });
  const der = fromPem(new TextDecoder().decode(stored[certName]));
  const pkcs8 = vault.decryptKey(stored[keyName]);
  return { der, pkcs8, privateKey: await importPrivateKey(pkcs8) };
}

async function newKeyPair(params: RsaHashedKeyGenParams | EcKeyGenParams) {
  const pair = (await subtle.generateKey(params, true, ['sign', 'verify'])) as CryptoKeyPair;
  return { pair, pkcs8: new Uint8Array(await subtle.exportKey('pkcs8', pair.privateKey)) };
}

function signerOf(privateKey: CryptoKey, certificateDer: Uint8Array): Signer {
  const ec = keyTypeOf(privateKey) === 'EC';
  return new CryptoKeySigner(privateKey, certificateDer, ec ? 'EC' : 'RSA', ec ? 'ECDSA' : 'RSASSA-PKCS1-v1_5');
}

/**
 * A PKCS#12 CA: @libpdf/core opens the file (PBES2 and legacy PBE). Its first certificate is not
 * necessarily the key's, so the one whose public key verifies a test signature is taken.
 */
async function openP12(file: string, password: string): Promise<{ signer: Signer; certificateDer: Uint8Array; above: Uint8Array[] }> {
  let signer: P12Signer;
  try {
    signer = await P12Signer.create(new Uint8Array(readFileSync(file)), password);
  } catch (error) {
    throw new PkiError(`cannot open the CA's PKCS#12 ${file}: ${error instanceof Error ? error.message : String(error)}`);
  }
  const all = [signer.certificate, ...signer.certificateChain];
  const probe = new TextEncoder().encode('which certificate holds this key');
  const signature = await signer.sign(probe, 'SHA-256');
  const own = all.find((der) => {
    try {
      const spki = Buffer.from(parseCertificate(der).subjectPublicKeyInfo.toSchema().toBER(false));
      return verify('sha256', probe, createPublicKey({ key: spki, format: 'der', type: 'spki' }), signature);
    } catch {
      return false;
    }
  });
  if (!own) throw new PkiError(`the PKCS#12 ${file} holds no certificate for its private key`);
  return { signer, certificateDer: own, above: all.filter((der) => der !== own) };
}

/** The CA that issues every certificate, with the chain above the leaves (issuing CA first). */
async function openCa(options: PkiOptions, vault: KeyVault, now: () => Date): Promise<{ issuer: Issuer; chain: Uint8Array[] }> {
  if (options.rootP12) {
    const ca = await openP12(options.rootP12.file, options.rootP12.password);
    return { issuer: { certificate: parseCertificate(ca.certificateDer), signer: ca.signer }, chain: [ca.certificateDer, ...ca.above] };
  }
  if (options.caCertFile || options.caKeyFile) {
    if (!options.caCertFile || !options.caKeyFile) throw new PkiError('a CA certificate file needs its key file, and the other way round');
    const der = fromPem(readFileSync(options.caCertFile, 'utf8'));
    const privateKey = await importPrivateKey(fromPem(readFileSync(options.caKeyFile, 'utf8')));
    return { issuer: { certificate: parseCertificate(der), signer: signerOf(privateKey, der) }, chain: [der] };
  }
  const root = await loadOrCreate(options.files, 'root', vault, async () => {
    const { pair, pkcs8 } = await newKeyPair(RSA_KEY);
    const start = new Date(now().getTime() - BACKDATE);
    const der = await issueCertificate({
      subject: { commonName: `${PLATFORM} Root CA`, organization: PLATFORM, country: 'CN' },
      publicKey: pair.publicKey,
      selfSigner: signerOf(pair.privateKey, new Uint8Array()),
      notBefore: start,
      notAfter: new Date(start.getTime() + 10 * YEAR),
      ca: true,
    });
    return { der, pkcs8 };
  });
  return { issuer: { certificate: parseCertificate(root.der), signer: signerOf(root.privateKey, root.der) }, chain: [root.der] };
}

const sha256Hex = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

export async function openPki(options: PkiOptions): Promise<Pki> {
  const now = options.now ?? (() => new Date());
  const vault = await openKeyVault({ files: options.files, keyEncryptionKey: options.keyEncryptionKey });
  const { issuer, chain } = await openCa(options, vault, now);
  const rootDer = chain[chain.length - 1];

  let timestampAuthority: TimestampAuthority;
  let workerTimestamping: WorkerTimestamping;
  if (options.tsaUrl) {
    timestampAuthority = new HttpTimestampAuthority(options.tsaUrl);
    workerTimestamping = { url: options.tsaUrl };
  } else {
    // Named after its CA: a different CA (a PKCS#12 configured later) gets its own TSA certificate.
    const tsa = await loadOrCreate(options.files, `tsa-${sha256Hex(chain[0]).slice(0, 16)}`, vault, async () => {
      const { pair, pkcs8 } = await newKeyPair(RSA_KEY);
      const start = new Date(now().getTime() - BACKDATE);
      const der = await issueCertificate({
        subject: { commonName: `${PLATFORM} Timestamp Authority`, organization: PLATFORM, country: 'CN' },
        publicKey: pair.publicKey,
        issuer,
        notBefore: start,
        notAfter: new Date(start.getTime() + 10 * YEAR),
        timeStamping: true,
      });
      return { der, pkcs8 };
    });
    timestampAuthority = createLocalTimestampAuthority({ certificateDer: tsa.der, privateKey: tsa.privateKey, chainDer: chain, now });
    workerTimestamping = { certificateDer: tsa.der, pkcs8: tsa.pkcs8, chain };
  }

  return {
    rootPem: toPem(rootDer),
    rootDer,
    chain,
    timestampAuthority,
    workerTimestamping,

    async issueCompanyCertificate(company, at = now()) {
      // RSA-2048 for the long-lived company key: every verifier accepts it.
      const { pair, pkcs8 } = await newKeyPair(RSA_KEY);
      const start = new Date(at.getTime() - BACKDATE);
      const notAfter = new Date(start.getTime() + COMPANY_YEARS * YEAR);
      const certificateDer = await issueCertificate({
        subject: {
          commonName: company.name,
          organization: company.name,
          organizationalUnit: 'company',
          organizationIdentifier: company.creditCode,
          country: 'CN',
        },
        publicKey: pair.publicKey,
        issuer,
        notBefore: start,
        notAfter,
        party: 'company',
      });
      return { certificateDer, encryptedKey: vault.encryptKey(pkcs8), notAfter };
    },

    async issueEventCertificate(employee, at = now()) {
      // P-256: a fresh key per act costs well under a millisecond where RSA-2048 costs ~100 ms.
      const pair = (await subtle.generateKey(EC_KEY, false, ['sign', 'verify'])) as CryptoKeyPair;
      const start = new Date(at.getTime() - BACKDATE);
      // The ID number itself never goes into a certificate: only a hash of it (128 bits, hex).
      const idHash = createHash('sha256').update(employee.idNumber.trim().toUpperCase()).digest('hex').slice(0, 32);
      const certificateDer = await issueCertificate({
        subject: { commonName: employee.name, serialNumber: idHash, organizationalUnit: 'employee', country: 'CN' },
        publicKey: pair.publicKey,
        issuer,
        notBefore: start,
        notAfter: new Date(start.getTime() + DAY),
        party: 'employee',
      });
      return { certificateDer, privateKey: pair.privateKey, sha256: sha256Hex(certificateDer) };
    },

    async companyKey(encryptedKey) {
      return importPrivateKey(vault.decryptKey(encryptedKey));
    },

    companyKeyBytes(encryptedKey) {
      return vault.decryptKey(encryptedKey);
    },
  };
}
