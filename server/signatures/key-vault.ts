/**
 * Private keys at rest: AES-256-GCM under the platform's key-encryption key. That key is the
 * configured KEY_ENCRYPTION_KEY (64 hex characters taken as is, anything else a passphrase
 * stretched with scrypt and a per-install salt) or, when none is configured, a random key kept in
 * a 0600 file beside the PKI. Blob layout: version byte, 12-byte IV, 16-byte tag, ciphertext.
 */
import { createCipheriv, createDecipheriv, randomBytes, scryptSync } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const VERSION = 1;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const KEY_FILE = 'master.key';
const SALT_FILE = 'kek.salt';

export class KeyVaultError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'KeyVaultError';
  }
}

export interface KeyVault {
  encryptKey(pkcs8: Uint8Array): Uint8Array;
  /** Throws KeyVaultError when the blob was not sealed with this vault's key (or was altered). */
  decryptKey(blob: Uint8Array): Uint8Array;
}

/** Reads a small file, or creates it with `make()` (mode 0600) when it does not exist yet. */
function readOrCreate(file: string, make: () => Buffer): Buffer {
  try {
    return readFileSync(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  // Written whole to a temporary name, then linked into place: a reader never sees a half file,
  // and of two processes starting at once the second gets EEXIST and reads the first one's key.
  const temp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  writeFileSync(temp, make(), { mode: 0o600, flag: 'wx' });
  try {
    linkSync(temp, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    unlinkSync(temp);
  }
  return readFileSync(file);
}

/** The 32-byte key-encryption key: from the configured secret, else from (or into) `<dir>/master.key`. */
export function loadKeyEncryptionKey(dir: string, secret?: string): Buffer {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  if (secret) {
    if (/^[0-9a-fA-F]{64}$/.test(secret)) return Buffer.from(secret, 'hex');
    // The salt only defeats precomputed tables; it is not secret, and must be stable across starts.
    const salt = readOrCreate(join(dir, SALT_FILE), () => randomBytes(16));
    return scryptSync(secret, salt, 32, { N: 1 << 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 });
  }
  const text = readOrCreate(join(dir, KEY_FILE), () => Buffer.from(randomBytes(32).toString('hex') + '\n'))
    .toString('utf8')
    .trim();
  if (!/^[0-9a-f]{64}$/i.test(text)) throw new KeyVaultError(`${join(dir, KEY_FILE)} does not hold a 32-byte hex key`);
  return Buffer.from(text, 'hex');
}

export function createKeyVault(key: Uint8Array): KeyVault {
  if (key.length !== 32) throw new KeyVaultError('the key-encryption key must be 32 bytes');
  const secret = Buffer.from(key);
  return {
    encryptKey(pkcs8) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', secret, iv);
      const body = Buffer.concat([cipher.update(pkcs8), cipher.final()]);
      return new Uint8Array(Buffer.concat([Buffer.from([VERSION]), iv, cipher.getAuthTag(), body]));
    },
    decryptKey(blob) {
      const bytes = Buffer.from(blob);
      if (bytes.length < 1 + IV_BYTES + TAG_BYTES || bytes[0] !== VERSION) throw new KeyVaultError('not a key sealed by this vault');
      const iv = bytes.subarray(1, 1 + IV_BYTES);
      const tag = bytes.subarray(1 + IV_BYTES, 1 + IV_BYTES + TAG_BYTES);
      const decipher = createDecipheriv('aes-256-gcm', secret, iv);
      decipher.setAuthTag(tag);
      try {
        // GCM's tag check turns a wrong key into an error instead of garbage key bytes.
        return new Uint8Array(Buffer.concat([decipher.update(bytes.subarray(1 + IV_BYTES + TAG_BYTES)), decipher.final()]));
      } catch {
        throw new KeyVaultError('the key-encryption key does not open this key (wrong KEY_ENCRYPTION_KEY?)');
      }
    },
  };
}

/** The vault of a PKI directory. */
export function openKeyVault(options: { dir: string; keyEncryptionKey?: string }): KeyVault {
  return createKeyVault(loadKeyEncryptionKey(options.dir, options.keyEncryptionKey));
}
