/**
 * The platform PKI (docs/signatures.md), made on first start and kept in DATA_DIR/pki or, on
 * PostgreSQL, in the shared database (pki-files.ts), private keys encrypted at rest
 * (key-vault.ts). Generation 2, all P-384:
 *
 *   root (keyCertSign, cRLSign; 25 years)
 *   ├── issuing CA (pathLen 0; CRL at /api/pki/root.crl) → company certificates (3 years),
 *   │     one-day employee certificates (one per signing act), the evidence certificate; each with
 *   │     digitalSignature + nonRepudiation, a CRL (/api/pki/crl) and an OCSP URL (/api/pki/ocsp)
 *   └── timestamping certificate (critical EKU timeStamping only), apart from the signers' CA
 *
 * Generation 1 (an RSA root that issued everything, with mis-encoded key usages) is kept where an
 * install has it: its root stays published and trusted, so documents signed under it verify.
 *
 * A real CA replaces the self-made one in one of two ways:
 * - `rootP12: { file, password }`: a PKCS#12 holding the CA certificate, its key and optionally
 *   the certificates above it (e.g. `openssl pkcs12 -export -inkey ca.key -in ca.crt -certfile
 *   chain.pem -out ca.p12`; AES and legacy 3DES/RC2 files both open);
 * - `caCertFile` + `caKeyFile`: PEM certificate and unencrypted PKCS#8 key.
 * It is then the issuing CA; the timestamping certificate is issued by it, on first start with
 * it. `tsaUrl` names a real RFC 3161 authority instead of the platform's own.
 */
import { createHash, createPublicKey, verify, webcrypto } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { HttpTimestampAuthority, P12Signer, type TimestampAuthority } from '@libpdf/core';
import { openKeyVault, type KeyVault } from './key-vault';
import type { PkiFiles } from './pki-files';
import { createLocalTimestampAuthority } from './timestamp-authority';
import {
  EC_KEY,
  fromPem,
  importPrivateKey,
  issueCertificate,
  keySigner,
  LONG_LIVED_KEY,
  parseCertificate,
  serialHexOf,
  toPem,
  type CertificateRequest,
  type Issuer,
  type KeySigner,
} from './x509';

const subtle = webcrypto.subtle;
const YEAR = 365 * 24 * 3600_000;
const DAY = 24 * 3600_000;
/** Certificates start a little in the past: verifiers' clocks differ. */
const BACKDATE = 10 * 60_000;
const PLATFORM = '电子签名云服务';
const COMPANY_YEARS = 3;
const GENERATION = 'g2';
/** A timestamping certificate per period, valid two periods. */
const TSA_PERIOD_YEARS = 5;

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
  /** The origin verifiers reach the CRLs and the OCSP responder at (PUBLIC_URL). */
  publicUrl?: string;
  now?: () => Date;
}

/** A certificate and its private key: a WebCrypto key, or PKCS#8 bytes (what crosses to a worker thread). */
export interface SigningKey {
  certificateDer: Uint8Array;
  privateKey: CryptoKey | Uint8Array;
}

export interface EventCertificate {
  certificateDer: Uint8Array;
  serial: string;
  /** Not extractable: it signs this act's documents and is then dropped with this object. */
  privateKey: CryptoKey;
  /** SHA-256 of the certificate (hex), for the audit trail. */
  sha256: string;
  notAfter: Date;
}

export interface IssuedCompanyCertificate {
  certificateDer: Uint8Array;
  serial: string;
  /** PKCS#8, encrypted with the platform's key-encryption key. */
  encryptedKey: Uint8Array;
  notAfter: Date;
}

/** A timestamp authority a worker thread can rebuild: the local one's keys, or a URL. */
export type WorkerTimestamping = { url: string } | { certificateDer: Uint8Array; pkcs8: Uint8Array; chain: Uint8Array[] };

/** A CA's certificate and key: the issuing CA signs the CRL and OCSP answers, the root its CRL. */
export interface CaKey {
  certificateDer: Uint8Array;
  signer: KeySigner;
  /** The key itself, for CRLs and OCSP answers; absent for a PKCS#12 CA (revocation is then its own business). */
  privateKey?: CryptoKey;
}

/** A timestamping certificate's authority, chain (certificate first) and end; null with a TSA_URL. */
export interface TimestampingKey {
  authority: TimestampAuthority;
  chain: Uint8Array[];
  notAfter: Date | null;
  worker: WorkerTimestamping;
}

/** Where verifiers fetch revocation data and the issuing CA's certificate. */
export interface PkiUrls {
  crl: string;
  rootCrl: string;
  ocsp: string;
  caIssuers: string;
}

export interface Pki {
  rootPem: string;
  rootDer: Uint8Array;
  /** Every root the platform has had, newest first: all published and trusted. */
  trustedRootsDer: Uint8Array[];
  /** The certificates above a leaf, issuing CA first: embedded in every signature. */
  chain: Uint8Array[];
  issuingCa: CaKey;
  /** The root's key, for its CRL (null when a configured CA's root is not ours). */
  root: CaKey | null;
  /** The timestamping certificate and what is above it, for the DSS (empty with a TSA_URL). */
  tsaChain: Uint8Array[];
  /** The platform's own signing certificate, for evidence reports. */
  evidence: SigningKey;
  urls: PkiUrls;
  timestampAuthority: TimestampAuthority;
  /** When the signing timestamping certificate ends (null: a TSA_URL's, unknown). */
  tsaNotAfter: Date | null;
  /** The timestamping of the period `at` falls in: what renews long-term data uses. */
  timestampingAt(at: Date): Promise<TimestampingKey>;
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
async function loadOrCreate({
  files,
  name,
  vault,
  create,
}: {
  files: PkiFiles;
  name: string;
  vault: KeyVault;
  create: () => Promise<{ der: Uint8Array; pkcs8: Uint8Array }>;
}): Promise<StoredKeyPair> {
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

async function newKeyPair(params: EcKeyGenParams) {
  const pair = (await subtle.generateKey(params, true, ['sign', 'verify'])) as CryptoKeyPair;
  return { pair, pkcs8: new Uint8Array(await subtle.exportKey('pkcs8', pair.privateKey)) };
}

/** A PKCS#12's signer as the PKI signs: SHA-256 whatever its key. */
function p12Signer(signer: P12Signer): KeySigner {
  return { keyType: signer.keyType, hash: 'SHA-256', sign: (data) => signer.sign(data, 'SHA-256') };
}

/**
 * A PKCS#12 CA: @libpdf/core opens the file (PBES2 and legacy PBE). Its first certificate is not
 * necessarily the key's, so the one whose public key verifies a test signature is taken.
 */
async function openP12(file: string, password: string): Promise<{ signer: KeySigner; certificateDer: Uint8Array; above: Uint8Array[] }> {
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
  return { signer: p12Signer(signer), certificateDer: own, above: all.filter((der) => der !== own) };
}

const issuerOf = (key: CaKey): Issuer => ({ certificate: parseCertificate(key.certificateDer), signer: key.signer });

async function keyPairOf(stored: StoredKeyPair): Promise<CaKey> {
  return { certificateDer: stored.der, signer: keySigner(stored.privateKey), privateKey: stored.privateKey };
}

interface Hierarchy {
  issuingCa: CaKey;
  root: CaKey | null;
  /** Issuing CA first, root last. */
  chain: Uint8Array[];
  /** Who issues the timestamping certificate: the root, apart from the signers' CA, when it is ours. */
  tsaIssuer: CaKey;
}

/** A configured CA, or the platform's own root and issuing CA. */
async function openHierarchy({
  options,
  vault,
  now,
  urls,
}: {
  options: PkiOptions;
  vault: KeyVault;
  now: () => Date;
  urls: PkiUrls;
}): Promise<Hierarchy> {
  if (options.rootP12) {
    const ca = await openP12(options.rootP12.file, options.rootP12.password);
    const issuingCa = { certificateDer: ca.certificateDer, signer: ca.signer };
    return { issuingCa, root: null, chain: [ca.certificateDer, ...ca.above], tsaIssuer: issuingCa };
  }
  if (options.caCertFile || options.caKeyFile) {
    if (!options.caCertFile || !options.caKeyFile) throw new PkiError('a CA certificate file needs its key file, and the other way round');
    const der = fromPem(readFileSync(options.caCertFile, 'utf8'));
    const privateKey = await importPrivateKey(fromPem(readFileSync(options.caKeyFile, 'utf8')));
    const issuingCa = { certificateDer: der, signer: keySigner(privateKey), privateKey };
    return { issuingCa, root: null, chain: [der], tsaIssuer: issuingCa };
  }
  const start = () => new Date(now().getTime() - BACKDATE);
  /** One of the platform's own CAs, made once with a new long-lived key; `signedBy` names who signs it. */
  const ownCa = async ({
    name,
    commonName,
    years,
    signedBy,
  }: {
    name: string;
    commonName: string;
    years: number;
    signedBy: (pair: CryptoKeyPair) => Partial<CertificateRequest>;
  }) =>
    keyPairOf(
      await loadOrCreate({
        files: options.files,
        name: `${name}-${GENERATION}`,
        vault,
        create: async () => {
          const { pair, pkcs8 } = await newKeyPair(LONG_LIVED_KEY);
          const der = await issueCertificate({
            subject: { commonName, organization: PLATFORM, country: 'CN' },
            publicKey: pair.publicKey,
            notBefore: start(),
            notAfter: new Date(start().getTime() + years * YEAR),
            ca: true,
            ...signedBy(pair),
          });
          return { der, pkcs8 };
        },
      }),
    );
  const root = await ownCa({
    name: 'root',
    commonName: `${PLATFORM} Root CA G2`,
    years: 25,
    signedBy: (pair) => ({ selfSigner: keySigner(pair.privateKey) }),
  });
  const issuingCa = await ownCa({
    name: 'ca',
    commonName: `${PLATFORM} Signing CA G2`,
    years: 12,
    signedBy: () => ({ issuer: issuerOf(root), pathLength: 0, crlUrl: urls.rootCrl }),
  });
  return { issuingCa, root, chain: [issuingCa.certificateDer, root.certificateDer], tsaIssuer: root };
}

const sha256Hex = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

function pkiUrls(publicUrl = 'http://localhost:8000'): PkiUrls {
  const base = `${publicUrl.replace(/\/+$/, '')}/api/pki`;
  return { crl: `${base}/crl`, rootCrl: `${base}/root.crl`, ocsp: `${base}/ocsp`, caIssuers: `${base}/ca.cer` };
}

export async function openPki(options: PkiOptions): Promise<Pki> {
  const now = options.now ?? (() => new Date());
  const urls = pkiUrls(options.publicUrl);
  const vault = await openKeyVault({ files: options.files, keyEncryptionKey: options.keyEncryptionKey });
  const { issuingCa, root, chain, tsaIssuer } = await openHierarchy({ options, vault, now, urls });
  const issuer = issuerOf(issuingCa);
  const rootDer = chain[chain.length - 1];
  // Generation 1's root, where this install has one: still trusted, never used to sign again.
  const earlier = root ? await options.files.read(['root.pem']) : null;
  const trustedRootsDer = [rootDer, ...(earlier ? [fromPem(new TextDecoder().decode(earlier['root.pem']))] : [])];
  const start = (at: Date) => new Date(at.getTime() - BACKDATE);
  const leafUrls = { crlUrl: urls.crl, ocspUrl: urls.ocsp, caIssuersUrl: urls.caIssuers };

  /**
   * The timestamping certificate of the period `at` falls in. A new one every TSA_PERIOD_YEARS,
   * each valid twice as long: whatever renews long-term data (a DSS and a document timestamp)
   * always has a certificate with years left. Signing uses the period the process started in.
   */
  const periods = new Map<number, Promise<TimestampingKey>>();
  const tsaFor = (at: Date): Promise<TimestampingKey> => {
    if (options.tsaUrl) {
      const url = options.tsaUrl;
      return Promise.resolve({ authority: new HttpTimestampAuthority(url), chain: [], notAfter: null, worker: { url } });
    }
    const period = Math.floor(at.getUTCFullYear() / TSA_PERIOD_YEARS) * TSA_PERIOD_YEARS;
    let key = periods.get(period);
    if (!key) {
      key = (async () => {
        // Named after its issuer (another CA configured later gets its own) and its period.
        const tsa = await loadOrCreate({
          files: options.files,
          name: `tsa-${GENERATION}-${sha256Hex(tsaIssuer.certificateDer).slice(0, 16)}-${period}`,
          vault,
          create: async () => {
            const { pair, pkcs8 } = await newKeyPair(LONG_LIVED_KEY);
            const der = await issueCertificate({
              subject: { commonName: `${PLATFORM} Timestamp Authority G2 ${period}`, organization: PLATFORM, country: 'CN' },
              publicKey: pair.publicKey,
              issuer: issuerOf(tsaIssuer),
              notBefore: start(at),
              notAfter: new Date(start(at).getTime() + 2 * TSA_PERIOD_YEARS * YEAR),
              timeStamping: true,
              crlUrl: root ? urls.rootCrl : undefined,
            });
            return { der, pkcs8 };
          },
        });
        const above = root ? [root.certificateDer] : chain;
        return {
          authority: createLocalTimestampAuthority({ certificateDer: tsa.der, signer: keySigner(tsa.privateKey), chainDer: above, now }),
          chain: [tsa.der, ...above],
          notAfter: parseCertificate(tsa.der).notAfter.value,
          worker: { certificateDer: tsa.der, pkcs8: tsa.pkcs8, chain: above },
        };
      })();
      key.catch(() => periods.delete(period));
      periods.set(period, key);
    }
    return key;
  };
  const signingTsa = await tsaFor(now());

  const evidence = await loadOrCreate({
    files: options.files,
    name: `evidence-${GENERATION}-${sha256Hex(issuingCa.certificateDer).slice(0, 16)}`,
    vault,
    create: async () => {
      const { pair, pkcs8 } = await newKeyPair(LONG_LIVED_KEY);
      const der = await issueCertificate({
        subject: { commonName: `${PLATFORM} Evidence`, organization: PLATFORM, organizationalUnit: 'evidence', country: 'CN' },
        publicKey: pair.publicKey,
        issuer,
        notBefore: start(now()),
        notAfter: new Date(start(now()).getTime() + 5 * YEAR),
        ...leafUrls,
      });
      return { der, pkcs8 };
    },
  });

  return {
    rootPem: toPem(rootDer),
    rootDer,
    trustedRootsDer,
    chain,
    issuingCa,
    root,
    tsaChain: signingTsa.chain,
    evidence: { certificateDer: evidence.der, privateKey: evidence.privateKey },
    urls,
    timestampAuthority: signingTsa.authority,
    workerTimestamping: signingTsa.worker,
    tsaNotAfter: signingTsa.notAfter,
    timestampingAt: tsaFor,

    async issueCompanyCertificate(company, at = now()) {
      const { pair, pkcs8 } = await newKeyPair(LONG_LIVED_KEY);
      const notAfter = new Date(start(at).getTime() + COMPANY_YEARS * YEAR);
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
        notBefore: start(at),
        notAfter,
        party: 'company',
        ...leafUrls,
      });
      return { certificateDer, serial: serialHexOf(parseCertificate(certificateDer)), encryptedKey: vault.encryptKey(pkcs8), notAfter };
    },

    async issueEventCertificate(employee, at = now()) {
      // P-256: a fresh key per act costs well under a millisecond; it signs once and is dropped.
      const pair = (await subtle.generateKey(EC_KEY, false, ['sign', 'verify'])) as CryptoKeyPair;
      // The ID number itself never goes into a certificate: only a hash of it (128 bits, hex).
      const idHash = createHash('sha256').update(employee.idNumber.trim().toUpperCase()).digest('hex').slice(0, 32);
      const notAfter = new Date(start(at).getTime() + DAY);
      const certificateDer = await issueCertificate({
        subject: { commonName: employee.name, serialNumber: idHash, organizationalUnit: 'employee', country: 'CN' },
        publicKey: pair.publicKey,
        issuer,
        notBefore: start(at),
        notAfter,
        party: 'employee',
        ...leafUrls,
      });
      return {
        certificateDer,
        serial: serialHexOf(parseCertificate(certificateDer)),
        privateKey: pair.privateKey,
        sha256: sha256Hex(certificateDer),
        notAfter,
      };
    },

    async companyKey(encryptedKey) {
      return importPrivateKey(vault.decryptKey(encryptedKey));
    },

    companyKeyBytes(encryptedKey) {
      return vault.decryptKey(encryptedKey);
    },
  };
}
