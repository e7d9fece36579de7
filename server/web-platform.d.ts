/**
 * Node's own Web Crypto and fetch types under the global names the DOM library gives them: the
 * server's tsconfig has no DOM (tsconfig.server.json), but its code and tests name these.
 */
import type { webcrypto } from 'node:crypto';
import type { BodyInit as FetchBodyInit } from 'undici-types';

declare global {
  type Algorithm = webcrypto.Algorithm;
  type Crypto = webcrypto.Crypto;
  type CryptoKey = webcrypto.CryptoKey;
  type CryptoKeyPair = webcrypto.CryptoKeyPair;
  type EcKeyAlgorithm = webcrypto.EcKeyAlgorithm;
  type EcKeyGenParams = webcrypto.EcKeyGenParams;
  type EcKeyImportParams = webcrypto.EcKeyImportParams;
  type EcdsaParams = webcrypto.EcdsaParams;
  type RsaHashedImportParams = webcrypto.RsaHashedImportParams;
  type RsaHashedKeyAlgorithm = webcrypto.RsaHashedKeyAlgorithm;
  type BodyInit = FetchBodyInit;
}
