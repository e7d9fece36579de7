import { assertHash, sha256Hex, type DocumentStore } from './document-store';

/** Bytes kept in memory: the Umi mock server, whose database lives in memory too. */
export function createMemoryDocumentStore(): DocumentStore {
  const files = new Map<string, Uint8Array>();
  return {
    async put(bytes) {
      const sha256 = sha256Hex(bytes);
      if (!files.has(sha256)) files.set(sha256, new Uint8Array(bytes));
      return { sha256, size: bytes.byteLength };
    },
    async get(sha256) {
      assertHash(sha256);
      const bytes = files.get(sha256);
      // A copy: a caller changing its bytes must not change what is stored.
      return bytes ? new Uint8Array(bytes) : null;
    },
    async has(sha256) {
      assertHash(sha256);
      return files.has(sha256);
    },
  };
}
