/** Settings of the production server, read once from the environment. */
import { join, resolve } from 'node:path';
import { readMessagingConfig, type MessagingConfig } from './messaging/settings';

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  /** DATABASE_URL (postgres://…): PostgreSQL; else the SQLite file in DATA_DIR. */
  database: string;
  distDir: string;
  /** SEED=none leaves an empty database empty. */
  seed: boolean;
  devOutbox: boolean;
  trustProxy: boolean;
  secureCookies: boolean;
  logRequests: boolean;
  /**
   * KEY_ENCRYPTION_KEY: encrypts the signing keys at rest (else a key kept with them: a 0600 file
   * in DATA_DIR/pki, or on PostgreSQL a row of `pki_files`, which the server refuses). 64 hex
   * characters, or a passphrase of at least MIN_PASSPHRASE_LENGTH characters.
   */
  keyEncryptionKey?: string;
  /** PUBLIC_URL: the origin employees open their signing links at (https://esign.example.com). */
  publicUrl?: string;
  /** PKI_P12, PKI_P12_PASSWORD: a real CA's PKCS#12 file (certificate and key). */
  caP12?: { file: string; password: string };
  /** PKI_CA_CERT, PKI_CA_KEY: a real CA's certificate and PKCS#8 key (PEM files). */
  caCertFile?: string;
  caKeyFile?: string;
  /** TSA_URL: a real RFC 3161 timestamp authority. */
  tsaUrl?: string;
  /** JOB_LEASE_MS: how long a job stays with a process that stops renewing it (it died). */
  jobLeaseMs?: number;
  /** SMS_*, SMTP_URL, MAIL_FROM, IDV_*: who carries the texts and mail, who checks identities. */
  messaging: MessagingConfig;
  /** WEBHOOK_ALLOW_PRIVATE=1: webhooks may go to loopback, link-local and private addresses. */
  webhookAllowPrivate: boolean;
  /** API_KEY_RATE, API_KEY_BURST: requests per second per API key, and at once (defaults 10 and 50). */
  apiKeyLimits: { apiKeyRequestsPerSecond?: number; apiKeyBurst?: number };
}

/** A setting the server cannot start with; the message names the variable, never its value. */
export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

/** Shortest KEY_ENCRYPTION_KEY taken as a passphrase (scrypt slows guessing; it cannot save a short one). */
const MIN_PASSPHRASE_LENGTH = 16;
const KEY_ADVICE = `64 hex characters (openssl rand -hex 32) or a passphrase of at least ${MIN_PASSPHRASE_LENGTH} characters`;

/**
 * KEY_ENCRYPTION_KEY as key-vault.ts takes it: 64 hex digits are the key itself, anything else a
 * passphrase. Set but empty is refused, not read as unset: a compose file's `${KEY_ENCRYPTION_KEY}`
 * with nothing behind it would otherwise quietly leave the keys' key beside them.
 */
function keyEncryptionKeyOf(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  if (value === '') throw new ConfigError(`KEY_ENCRYPTION_KEY is set but empty: give ${KEY_ADVICE}`);
  if (/^[0-9a-fA-F]{64}$/.test(value)) return value;
  // Only hex digits, but not 64 of them: most likely a key cut short in copying, not a passphrase.
  if (/^[0-9a-fA-F]+$/.test(value)) {
    throw new ConfigError(`KEY_ENCRYPTION_KEY has ${value.length} hex digits: a hex key has exactly 64 (openssl rand -hex 32)`);
  }
  if (value.length < MIN_PASSPHRASE_LENGTH) throw new ConfigError(`KEY_ENCRYPTION_KEY is too short for a passphrase: give ${KEY_ADVICE}`);
  return value;
}

/** A positive number from `name`, or undefined when unset. */
function positiveNumber(env: NodeJS.ProcessEnv, name: string): number | undefined {
  const value = env[name];
  if (value === undefined || value === '') return undefined;
  const number = Number(value);
  if (!Number.isFinite(number) || number <= 0) throw new ConfigError(`${name} must be a positive number`);
  return number;
}

/** Only the limits set: an unset one keeps the policy's default. */
function apiKeyLimitsOf(env: NodeJS.ProcessEnv): ServerConfig['apiKeyLimits'] {
  const rate = positiveNumber(env, 'API_KEY_RATE');
  const burst = positiveNumber(env, 'API_KEY_BURST');
  return { ...(rate !== undefined && { apiKeyRequestsPerSecond: rate }), ...(burst !== undefined && { apiKeyBurst: burst }) };
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const dataDir = resolve(env.DATA_DIR || 'data');
  return {
    port: env.PORT === undefined || env.PORT === '' ? 8000 : Number(env.PORT),
    host: env.HOST || '0.0.0.0',
    dataDir,
    database: env.DATABASE_URL || join(dataDir, 'esign.sqlite'),
    distDir: resolve(env.DIST_DIR || 'dist'),
    seed: env.SEED !== 'none',
    // Codes must never be readable over HTTP in production, unless e2e tests ask for it.
    devOutbox: env.NODE_ENV !== 'production' || env.DEV_OUTBOX === '1',
    trustProxy: env.TRUST_PROXY === '1',
    secureCookies: env.COOKIE_SECURE === '1',
    logRequests: env.LOG_REQUESTS !== '0',
    keyEncryptionKey: keyEncryptionKeyOf(env.KEY_ENCRYPTION_KEY),
    publicUrl: env.PUBLIC_URL || undefined,
    caP12: env.PKI_P12 ? { file: env.PKI_P12, password: env.PKI_P12_PASSWORD ?? '' } : undefined,
    caCertFile: env.PKI_CA_CERT || undefined,
    caKeyFile: env.PKI_CA_KEY || undefined,
    tsaUrl: env.TSA_URL || undefined,
    jobLeaseMs: env.JOB_LEASE_MS ? Number(env.JOB_LEASE_MS) : undefined,
    messaging: readMessagingConfig(env),
    webhookAllowPrivate: env.WEBHOOK_ALLOW_PRIVATE === '1',
    apiKeyLimits: apiKeyLimitsOf(env),
  };
}
