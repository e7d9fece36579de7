/**
 * Private keys at rest: AES-256-GCM with the platform's key-encryption key. That key comes from
 * KEY_ENCRYPTION_KEY (64 hex characters, or any passphrase, stretched with scrypt) or, failing
 * that, from a random key file created with mode 0600 beside the PKI.
 */
import { createCipheriv, createDecipheriv, randomBytes, scryptSync } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

const VERSION = 1;
const IV_BYTES = 12;
const TAG_BYTES = 16;

export interface KeyVault {
  encrypt(plain: Uint8Array): Uint8Array;
  decrypt(blob: Uint8Array): Uint8Array;
}

/** The 32-byte key from the configured secret, or from (and into) `keyFile`. */
export function keyEncryptionKey(secret: string | undefined, keyFile: string): Buffer {
  if (secret) {
    if (/^[0-9a-fA-F]{64}$/.test(secret)) return Buffer.from(secret, 'hex');
    // A fixed salt: the same passphrase must give the same key on every start.
    return scryptSync(secret, 'esign-key-encryption', 32);
  }
  if (existsSync(keyFile)) {
    const key = Buffer.from(readFileSync(keyFile, 'utf8').trim(), 'hex');
    if (key.length !== 32) throw new Error(`${keyFile} does not hold a 32-byte hex key`);
    return key;
  }
  const key = randomBytes(32);
  writeFileSync(keyFile, key.toString('hex') + '\n', { mode: 0o600, flag: 'wx' });
  return key;
}

export function createKeyVault(key: Buffer): KeyVault {
  if (key.length !== 32) throw new Error('the key-encryption key must be 32 bytes');
  return {
    encrypt(plain) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain), cipher.final()]);
      return new Uint8Array(Buffer.concat([Buffer.from([VERSION]), iv, cipher.getAuthTag(), body]));
    },
    decrypt(blob) {
      const bytes = Buffer.from(blob);
      if (bytes[0] !== VERSION || bytes.length < 1 + IV_BYTES + TAG_BYTES) throw new Error('not an encrypted key of this vault');
      const iv = bytes.subarray(1, 1 + IV_BYTES);
      const tag = bytes.subarray(1 + IV_BYTES, 1 + IV_BYTES + TAG_BYTES);
      const decipher = createDecipheriv('aes-256-gcm', key, iv);
      decipher.setAuthTag(tag);
      // A wrong key fails the tag check here instead of yielding garbage.
      return new Uint8Array(Buffer.concat([decipher.update(bytes.subarray(1 + IV_BYTES + TAG_BYTES)), decipher.final()]));
    },
  };
}
