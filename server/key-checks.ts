/**
 * Start-up checks of the key that encrypts the signing keys at rest (signatures/key-vault.ts;
 * docs/deploy.md, "KEY_ENCRYPTION_KEY"). The vault never re-encrypts: keys sealed under one key
 * open with that key only. So a key that does not open the keys already made stops the start
 * here, instead of failing the first signing. Messages name files and variables, never a value.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { isPostgresUrl, type DatabaseHandle } from './db/open';
import { createKeyVault, KeyVaultError, loadKeyEncryptionKey } from './signatures/key-vault';
import { folderPkiFiles, type PkiFiles } from './signatures/pki-files';
import { databasePkiFiles } from './storage/database-pki-files';

/** The server must not start; the message says why and what to do. */
export class StartRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StartRefused';
  }
}

const MASTER_KEY = 'master.key';
const SALT = 'kek.salt';
/** A sealed key's first byte (key-vault.ts's blob version); a PEM or DER key file a CA keeps here starts otherwise. */
const SEALED_VERSION = 1;
const RAW_KEY = /^[0-9a-fA-F]{64}$/;

/**
 * With DATABASE_URL and no KEY_ENCRYPTION_KEY the vault's key would be a row of the very database
 * that holds the sealed keys: a dump would carry both. Checked before connecting.
 */
export function refuseKeyInSharedDatabase(database: string, keyEncryptionKey: string | undefined): void {
  if (!isPostgresUrl(database) || keyEncryptionKey) return;
  throw new StartRefused(
    'KEY_ENCRYPTION_KEY is not set. With DATABASE_URL (PostgreSQL) the key that encrypts the signing keys would be kept in the ' +
      'same database as those keys (table pki_files), so any dump of it could sign as the platform. Set KEY_ENCRYPTION_KEY, the ' +
      "same on every server: 64 hex characters (openssl rand -hex 32). If the keys were already made without it, set it to the text of the pki_files row 'master.key' " +
      '(docs/deploy.md), then delete that row.',
  );
}

interface KeyStore {
  files: PkiFiles;
  /** Where, for messages: the folder, or the table. */
  where: string;
  /** The master.key file or row, for messages. */
  masterKey: string;
  names(): Promise<string[]>;
}

function storeOf(handle: DatabaseHandle, dataDir: string): KeyStore | null {
  if (handle.dialect === 'postgres') {
    return {
      files: databasePkiFiles(handle.db),
      where: 'the pki_files table',
      masterKey: "the pki_files row 'master.key'",
      names: async () => (await handle.db.selectFrom('pki_files').select('name').execute()).map((row) => row.name),
    };
  }
  const dir = join(dataDir, 'pki');
  // No folder yet: nothing made, nothing to open (and nothing created by merely looking).
  if (!existsSync(dir)) return null;
  return { files: folderPkiFiles(dir), where: dir, masterKey: join(dir, MASTER_KEY), names: async () => readdirSync(dir) };
}

/** The sealed keys among the PKI's files: `*.key` blobs of the vault (not master.key, not a CA's own key file). */
async function sealedKeys(store: KeyStore): Promise<Map<string, Uint8Array>> {
  const sealed = new Map<string, Uint8Array>();
  for (const name of await store.names()) {
    if (!name.endsWith('.key') || name === MASTER_KEY) continue;
    const bytes = (await store.files.read([name]))?.[name];
    if (bytes && bytes[0] === SEALED_VERSION) sealed.set(name, bytes);
  }
  return sealed;
}

/** The names of the sealed keys `key` does not open. */
function unopened(key: Uint8Array, sealed: Map<string, Uint8Array>): string[] {
  const vault = createKeyVault(key);
  return [...sealed].flatMap(([name, blob]) => {
    try {
      vault.decryptKey(blob);
      return [];
    } catch (error) {
      if (error instanceof KeyVaultError) return [name];
      throw error;
    }
  });
}

/**
 * Checks that the configured key (or master.key) opens the signing keys already made; returns the
 * warnings to print (the key beside the keys; a master.key left behind). Throws StartRefused.
 */
export async function checkSigningKeys(handle: DatabaseHandle, dataDir: string, keyEncryptionKey: string | undefined): Promise<string[]> {
  const store = storeOf(handle, dataDir);
  const masterKeyPath = join(dataDir, 'pki', MASTER_KEY);
  const sealed = store ? await sealedKeys(store) : new Map<string, Uint8Array>();
  const hasMasterKey = store ? (await store.files.read([MASTER_KEY])) !== null : false;
  const list = () => [...sealed.keys()].sort().join(', ');

  if (!keyEncryptionKey) {
    // Only SQLite gets here: PostgreSQL without a key was refused before connecting.
    if (store && sealed.size > 0) {
      if (!hasMasterKey) {
        throw new StartRefused(
          `the signing keys in ${store.where} (${list()}) were encrypted with a KEY_ENCRYPTION_KEY, which is not set now, ` +
            `and there is no master.key. Set KEY_ENCRYPTION_KEY to the value they were made with.`,
        );
      }
      const failed = unopened(await loadKeyEncryptionKey(store.files), sealed);
      if (failed.length > 0) {
        throw new StartRefused(
          `${store.masterKey} does not open the signing keys ${failed.join(', ')}: they were encrypted with another key ` +
            '(a KEY_ENCRYPTION_KEY, or an earlier master.key). Set KEY_ENCRYPTION_KEY to the value they were made with.',
        );
      }
    }
    return [
      `[server] warning: KEY_ENCRYPTION_KEY is not set, so the key that encrypts the signing keys ${hasMasterKey ? 'is' : 'will be'} kept ` +
        `beside them, in ${masterKeyPath}: whoever has a copy of DATA_DIR can sign as the platform. On a new install, set ` +
        'KEY_ENCRYPTION_KEY to 64 hex characters (openssl rand -hex 32) before the first signing. Where master.key already ' +
        'exists, set KEY_ENCRYPTION_KEY to its content (the keys are never re-encrypted: any other value cannot open them, ' +
        'and the server refuses to start), then move master.key out of DATA_DIR. See docs/deploy.md.',
    ];
  }

  if (!store || sealed.size === 0) return [];
  // A passphrase is stretched with the salt stored at the first start with it: no salt, no keys of its making.
  const salted = RAW_KEY.test(keyEncryptionKey) || (await store.files.read([SALT])) !== null;
  const failed = salted ? unopened(await loadKeyEncryptionKey(store.files, keyEncryptionKey), sealed) : [...sealed.keys()];
  if (failed.length > 0) {
    throw new StartRefused(
      `KEY_ENCRYPTION_KEY does not open the signing keys in ${store.where} (${failed.join(', ')}): they were encrypted with ` +
        'another key, and setting KEY_ENCRYPTION_KEY does not re-encrypt them. ' +
        (hasMasterKey
          ? `If they were made without KEY_ENCRYPTION_KEY, set it to the content of ${store.masterKey}.`
          : 'Set KEY_ENCRYPTION_KEY to the value they were made with.'),
    );
  }
  if (hasMasterKey) {
    return [
      `[server] warning: ${store.masterKey} is no longer used (KEY_ENCRYPTION_KEY opens the signing keys) but still lies beside ` +
        'them: delete it, keeping a copy only where KEY_ENCRYPTION_KEY is kept. See docs/deploy.md.',
    ];
  }
  return [];
}
