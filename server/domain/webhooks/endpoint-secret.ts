/**
 * An endpoint's signing secret: 32 random bytes, written `whsec_` and base64 as Standard Webhooks
 * has it. It must be recoverable to sign, so it is kept sealed (AES-256-GCM) under a key derived
 * from the signing-link key, itself derived from the key-encryption key: a copy of the database
 * alone (a backup, a replica) cannot forge deliveries to a company's systems.
 */
import { hkdfSync, randomBytes } from 'node:crypto';
import { createKeyVault, type KeyVault } from '../../signatures/key-vault';
import type { Deps } from '../deps';

const PREFIX = 'whsec_';

export function newWebhookSecret(): string {
  return PREFIX + randomBytes(32).toString('base64');
}

/** The start of a secret, enough to tell two apart. */
export function secretHint(secret: string): string {
  return `${secret.slice(0, PREFIX.length + 4)}…`;
}

/** The key bytes HMAC-SHA256 signs with: the base64 after the prefix. */
export function secretKey(secret: string): Buffer {
  return Buffer.from(secret.slice(PREFIX.length), 'base64');
}

async function secretVault(deps: Pick<Deps, 'signing'>): Promise<KeyVault> {
  const key = hkdfSync('sha256', await deps.signing.linkKey(), Buffer.alloc(0), 'esign webhook secrets', 32);
  return createKeyVault(new Uint8Array(key));
}

export async function sealSecret(deps: Pick<Deps, 'signing'>, secret: string): Promise<string> {
  return Buffer.from((await secretVault(deps)).encryptKey(Buffer.from(secret, 'utf8'))).toString('base64');
}

export async function openSecret(deps: Pick<Deps, 'signing'>, sealed: string): Promise<string> {
  return Buffer.from((await secretVault(deps)).decryptKey(Buffer.from(sealed, 'base64'))).toString('utf8');
}
