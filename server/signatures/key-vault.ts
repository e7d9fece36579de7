/**
 * Private keys at rest: AES-256-GCM under the platform's key-encryption key. That key is the
 * configured KEY_ENCRYPTION_KEY (64 hex characters taken as is, anything else a passphrase
 * stretched with scrypt and a per-install salt) or, when none is configured, a random key kept
 * with the PKI's files (pki-files.ts: a 0600 file, or a row of the shared database, where a
 * configured key is the one to use). Blob layout: version byte, 12-byte IV, 16-byte tag,
 * ciphertext.
 */
import { createCipheriv, createDecipheriv, randomBytes, scryptSync } from 'node:crypto';
import type { PkiFiles } from './pki-files';

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

/** The 32-byte key-encryption key: from the configured secret, else from (or into) the PKI's `master.key`. */
export async function loadKeyEncryptionKey(files: PkiFiles, secret?: string): Promise<Buffer> {
  if (secret) {
    if (/^[0-9a-fA-F]{64}$/.test(secret)) return Buffer.from(secret, 'hex');
    // The salt only defeats precomputed tables; it is not secret, and must be stable across starts.
    const { [SALT_FILE]: salt } = await files.readOrCreate([SALT_FILE], async () => ({ [SALT_FILE]: randomBytes(16) }));
    return scryptSync(secret, salt, 32, { N: 1 << 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 });
  }
  const { [KEY_FILE]: stored } = await files.readOrCreate([KEY_FILE], async () => ({
    [KEY_FILE]: Buffer.from(randomBytes(32).toString('hex') + '\n'),
  }));
  const text = Buffer.from(stored).toString('utf8').trim();
  if (!/^[0-9a-f]{64}$/i.test(text)) throw new KeyVaultError(`${KEY_FILE} in ${files.where} does not hold a 32-byte hex key`);
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

/** The vault of a PKI's files. */
export async function openKeyVault(options: { files: PkiFiles; keyEncryptionKey?: string }): Promise<KeyVault> {
  return createKeyVault(await loadKeyEncryptionKey(options.files, options.keyEncryptionKey));
}
