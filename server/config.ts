/** Settings of the production server, read once from the environment. */
import { join, resolve } from 'node:path';
import { z } from 'zod';
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

/** A flag: `1` or `0` (unset: each variable's default); anything else is a typo the server should not guess at. */
const flag = z.enum(['0', '1'], { error: 'must be 0 or 1' }).optional();
const positive = z.coerce.number({ error: 'must be a number' }).positive('must be a positive number').optional();
const url = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional();

/**
 * The environment the server reads (KEY_ENCRYPTION_KEY apart: keyEncryptionKeyOf, where set but
 * empty is an error, not unset), checked at start: a bad value stops it with a message that
 * names the variable (never its value), instead of a NaN port or a typo read as "off".
 */
const ServerEnv = z.object({
  PORT: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(0, 'must be between 0 and 65535')
    .max(65535, 'must be between 0 and 65535')
    .default(8000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  DIST_DIR: z.string().default('dist'),
  SEED: z.enum(['none', 'demo'], { error: 'must be none or demo' }).optional(),
  NODE_ENV: z.string().optional(),
  DEV_OUTBOX: flag,
  TRUST_PROXY: flag,
  COOKIE_SECURE: flag,
  LOG_REQUESTS: flag,
  WEBHOOK_ALLOW_PRIVATE: flag,
  PUBLIC_URL: url,
  PKI_P12: z.string().optional(),
  PKI_P12_PASSWORD: z.string().optional(),
  PKI_CA_CERT: z.string().optional(),
  PKI_CA_KEY: z.string().optional(),
  TSA_URL: url,
  JOB_LEASE_MS: positive,
  API_KEY_RATE: positive,
  API_KEY_BURST: positive,
});

/** The environment with empty values dropped: `PORT=` means unset, as a shell or compose file writes it. */
function setValues(env: NodeJS.ProcessEnv): Record<string, string> {
  const keys = Object.keys(ServerEnv.shape);
  return Object.fromEntries(keys.flatMap((key) => (env[key] ? [[key, env[key] as string]] : [])));
}

function parseEnv(env: NodeJS.ProcessEnv): z.infer<typeof ServerEnv> {
  const parsed = ServerEnv.safeParse(setValues(env));
  if (!parsed.success) {
    const [issue] = parsed.error.issues;
    throw new ConfigError(`${String(issue.path[0])} ${issue.message}`);
  }
  return parsed.data;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const values = parseEnv(env);
  const dataDir = resolve(values.DATA_DIR);
  return {
    port: values.PORT,
    host: values.HOST,
    dataDir,
    database: values.DATABASE_URL ?? join(dataDir, 'esign.sqlite'),
    distDir: resolve(values.DIST_DIR),
    seed: values.SEED !== 'none',
    // Codes must never be readable over HTTP in production, unless e2e tests ask for it.
    devOutbox: values.NODE_ENV !== 'production' || values.DEV_OUTBOX === '1',
    trustProxy: values.TRUST_PROXY === '1',
    secureCookies: values.COOKIE_SECURE === '1',
    logRequests: values.LOG_REQUESTS !== '0',
    keyEncryptionKey: keyEncryptionKeyOf(env.KEY_ENCRYPTION_KEY),
    publicUrl: values.PUBLIC_URL,
    caP12: values.PKI_P12 ? { file: values.PKI_P12, password: values.PKI_P12_PASSWORD ?? '' } : undefined,
    caCertFile: values.PKI_CA_CERT,
    caKeyFile: values.PKI_CA_KEY,
    tsaUrl: values.TSA_URL,
    jobLeaseMs: values.JOB_LEASE_MS,
    messaging: readMessagingConfig(env),
    webhookAllowPrivate: values.WEBHOOK_ALLOW_PRIVATE === '1',
    // Only the limits set: an unset one keeps the policy's default.
    apiKeyLimits: {
      ...(values.API_KEY_RATE !== undefined && { apiKeyRequestsPerSecond: values.API_KEY_RATE }),
      ...(values.API_KEY_BURST !== undefined && { apiKeyBurst: values.API_KEY_BURST }),
    },
  };
}
