/**
 * The platform PKI under one folder (DATA_DIR/pki): a root CA and a timestamping certificate,
 * made on first start, their private keys encrypted at rest (key-vault.ts). It issues a
 * certificate to each company when it first signs (the caller stores it, key encrypted) and a
 * one-day certificate for each employee signing act (its key is used once and dropped).
 *
 * A real CA replaces the self-made root: PKI_CA_CERT and PKI_CA_KEY name its certificate and its
 * unencrypted PKCS#8 key (PEM); from a PKCS#12 file, `openssl pkcs12 -in ca.p12 -clcerts -nokeys`
 * and `openssl pkcs12 -in ca.p12 -nocerts -nodes | openssl pkcs8 -topk8 -nocrypt` give both.
 * TSA_URL names a real RFC 3161 timestamp authority instead of the platform's own.
 */
import { createHash, webcrypto } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { HttpTimestampAuthority, type TimestampAuthority } from '@libpdf/core';
import { createKeyVault, keyEncryptionKey, type KeyVault } from './key-vault';
import { createLocalTimestampAuthority } from './timestamp-authority';
import { EC_KEY, fromPem, issueCertificate, parseCertificate, RSA_KEY, toPem, type Issuer } from './x509';

const subtle = webcrypto.subtle;
const YEAR = 365 * 24 * 3600_000;
const DAY = 24 * 3600_000;
/** Certificates start a little in the past: clocks of verifiers differ. */
const BACKDATE = 10 * 60_000;
const PLATFORM = '电子签名云服务';

export interface PkiOptions {
  dir: string;
  keyEncryptionKey?: string;
  /** A real CA's certificate and PKCS#8 key, PEM files. */
  caCertFile?: string;
  caKeyFile?: string;
  tsaUrl?: string;
  now?: () => Date;
}

/** A certificate and its private key, ready to sign. */
export interface SigningKey {
  certificateDer: Uint8Array;
  privateKey: CryptoKey;
}

export interface EventCertificate extends SigningKey {
  /** SHA-256 of the certificate (recorded in the audit trail). */
  sha256: string;
}

export interface IssuedCompanyCertificate {
  certificateDer: Uint8Array;
  /** PKCS#8, encrypted with the platform's key-encryption key. */
  encryptedKey: Uint8Array;
  notAfter: Date;
}

export interface Pki {
  rootPem: string;
  rootDer: Uint8Array;
  /** The certificates above a leaf, issuing CA first: embedded in every signature. */
  chain: Uint8Array[];
  timestampAuthority: TimestampAuthority;
  issueCompanyCertificate(company: { name: string; creditCode: string }, now: Date): Promise<IssuedCompanyCertificate>;
  issueEventCertificate(employee: { name: string; idNumber: string }, now: Date): Promise<EventCertificate>;
  /** The private key of a company certificate, from its encrypted form. */
  companyKey(encryptedKey: Uint8Array): Promise<CryptoKey>;
  /** The same key as PKCS#8 bytes, for a signing worker thread (never written anywhere). */
  companyKeyBytes(encryptedKey: Uint8Array): Uint8Array;
  /** What a worker thread needs to timestamp as this PKI does. */
  workerTimestamping: WorkerTimestamping;
}

/** A timestamp authority a worker thread can rebuild: the local one's keys, or a URL. */
export type WorkerTimestamping = { url: string } | { certificateDer: Uint8Array; pkcs8: Uint8Array; chain: Uint8Array[] };

const RSA_IMPORT = { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' };

async function importRsaKey(pkcs8: Uint8Array, extractable = false): Promise<CryptoKey> {
  return subtle.importKey('pkcs8', pkcs8, RSA_IMPORT, extractable, ['sign']);
}

/** A certificate and key kept in `dir` as `<name>.pem` and `<name>.key` (encrypted PKCS#8). */
async function loadOrCreate(dir: string, fileName: string, vault: KeyVault, create: () => Promise<{ der: Uint8Array; pkcs8: Uint8Array }>) {
  const certFile = join(dir, `${fileName}.pem`);
  const keyFile = join(dir, `${fileName}.key`);
  if (!existsSync(certFile) || !existsSync(keyFile)) {
    const made = await create();
    // Key first: a certificate on disk always has its key beside it.
    writeFileSync(keyFile, Buffer.from(vault.encrypt(made.pkcs8)), { mode: 0o600 });
    writeFileSync(certFile, toPem(made.der));
  }
  const der = fromPem(readFileSync(certFile, 'utf8'));
  const pkcs8 = vault.decrypt(readFileSync(keyFile));
  return { der, privateKey: await importRsaKey(pkcs8), pkcs8 };
}

async function newRsaKeys() {
  const pair = (await subtle.generateKey(RSA_KEY, true, ['sign', 'verify'])) as CryptoKeyPair;
  return { pair, pkcs8: new Uint8Array(await subtle.exportKey('pkcs8', pair.privateKey)) };
}

export async function openPki(options: PkiOptions): Promise<Pki> {
  mkdirSync(options.dir, { recursive: true, mode: 0o700 });
  const now = options.now ?? (() => new Date());
  const vault = createKeyVault(keyEncryptionKey(options.keyEncryptionKey, join(options.dir, 'master.key')));

  let ca: { der: Uint8Array; privateKey: CryptoKey; pkcs8: Uint8Array };
  if (options.caCertFile && options.caKeyFile) {
    const pkcs8 = fromPem(readFileSync(options.caKeyFile, 'utf8'));
    ca = { der: fromPem(readFileSync(options.caCertFile, 'utf8')), privateKey: await importRsaKey(pkcs8), pkcs8 };
  } else {
    ca = await loadOrCreate(options.dir, 'root', vault, async () => {
      const { pair, pkcs8 } = await newRsaKeys();
      const start = new Date(now().getTime() - BACKDATE);
      const der = await issueCertificate({
        subject: { commonName: `${PLATFORM} Root CA`, organization: PLATFORM, country: 'CN' },
        publicKey: pair.publicKey,
        selfKey: pair.privateKey,
        notBefore: start,
        notAfter: new Date(start.getTime() + 20 * YEAR),
        ca: true,
      });
      return { der, pkcs8 };
    });
  }
  const issuer: Issuer = { certificate: parseCertificate(ca.der), privateKey: ca.privateKey };
  const chain = [ca.der];

  let timestampAuthority: TimestampAuthority;
  let workerTimestamping: WorkerTimestamping;
  if (options.tsaUrl) {
    timestampAuthority = new HttpTimestampAuthority(options.tsaUrl);
    workerTimestamping = { url: options.tsaUrl };
  } else {
    const tsa = await loadOrCreate(options.dir, 'tsa', vault, async () => {
      const { pair, pkcs8 } = await newRsaKeys();
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
    timestampAuthority = createLocalTimestampAuthority({ certificateDer: tsa.der, privateKey: tsa.privateKey, chainDer: chain });
    workerTimestamping = { certificateDer: tsa.der, pkcs8: tsa.pkcs8, chain };
  }

  return {
    rootPem: toPem(chain[chain.length - 1]),
    rootDer: chain[chain.length - 1],
    chain,
    timestampAuthority,

    async issueCompanyCertificate(company, at) {
      const { pair, pkcs8 } = await newRsaKeys();
      const start = new Date(at.getTime() - BACKDATE);
      const notAfter = new Date(start.getTime() + 3 * YEAR);
      const certificateDer = await issueCertificate({
        subject: { commonName: company.name, organization: company.name, organizationIdentifier: company.creditCode, country: 'CN' },
        publicKey: pair.publicKey,
        issuer,
        notBefore: start,
        notAfter,
        party: 'company',
      });
      return { certificateDer, encryptedKey: vault.encrypt(pkcs8), notAfter };
    },

    async issueEventCertificate(employee, at) {
      // P-256: a fresh key per act costs well under a millisecond (RSA would cost ~100 ms).
      const pair = (await subtle.generateKey(EC_KEY, false, ['sign', 'verify'])) as CryptoKeyPair;
      const start = new Date(at.getTime() - BACKDATE);
      const idHash = createHash('sha256').update(employee.idNumber).digest('hex').slice(0, 32);
      const certificateDer = await issueCertificate({
        // The ID number itself never goes into a certificate: only a hash of it.
        subject: { commonName: employee.name, serialNumber: idHash, organizationalUnit: 'employee', country: 'CN' },
        publicKey: pair.publicKey,
        issuer,
        notBefore: start,
        notAfter: new Date(start.getTime() + DAY),
        party: 'employee',
      });
      return { certificateDer, privateKey: pair.privateKey, sha256: createHash('sha256').update(certificateDer).digest('hex') };
    },

    async companyKey(encryptedKey) {
      return importRsaKey(vault.decrypt(encryptedKey));
    },

    companyKeyBytes(encryptedKey) {
      return vault.decrypt(encryptedKey);
    },

    workerTimestamping,
  };
}
