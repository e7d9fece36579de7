/**
 * A worker thread that signs as the company: signing is CPU work (RSA, hashing, PDF parsing), so
 * batches run it on every core and never on the thread that answers HTTP. Messages: `{ id, input }`
 * in, `{ id, bytes }` or `{ id, error: { message, code? } }` out; keys arrive as PKCS#8 bytes and
 * are imported once per key.
 */
import { createHash } from 'node:crypto';
import { parentPort, workerData } from 'node:worker_threads';
import { HttpTimestampAuthority, type TimestampAuthority } from '@libpdf/core';
import type { WorkerTimestamping } from './pki';
import { signAsCompany } from './sign';
import { SigningError, type Place } from './stamp';
import { createLocalTimestampAuthority } from './timestamp-authority';
import { importPrivateKey } from './x509';

/** Company signing as plain data: everything here survives postMessage. */
export interface WorkerSignInput {
  pdf: Uint8Array;
  sealPng: Uint8Array;
  companyPlace: Place;
  certificateDer: Uint8Array;
  /** The company's private key, PKCS#8 (decrypted by the caller's key vault). */
  pkcs8: Uint8Array;
  chain: Uint8Array[];
  reason: string;
  location?: string;
  signingTime?: Date;
}

export type WorkerReply = { id: number; bytes: Uint8Array } | { id: number; error: { message: string; code?: string } };

async function timestampAuthority(setup: WorkerTimestamping): Promise<TimestampAuthority> {
  if ('url' in setup) return new HttpTimestampAuthority(setup.url);
  return createLocalTimestampAuthority({
    certificateDer: setup.certificateDer,
    privateKey: await importPrivateKey(setup.pkcs8),
    chainDer: setup.chain,
  });
}

const keys = new Map<string, Promise<CryptoKey>>();
/** A batch signs many documents with one company's key: import it once. */
function keyFor(pkcs8: Uint8Array): Promise<CryptoKey> {
  const id = createHash('sha256').update(pkcs8).digest('hex');
  let key = keys.get(id);
  if (!key) {
    if (keys.size >= 100) keys.clear();
    key = importPrivateKey(pkcs8);
    keys.set(id, key);
  }
  return key;
}

if (parentPort) {
  const port = parentPort;
  const tsa = timestampAuthority(workerData as WorkerTimestamping);
  port.on('message', async ({ id, input }: { id: number; input: WorkerSignInput }) => {
    try {
      const bytes = await signAsCompany({
        pdf: input.pdf,
        sealPng: input.sealPng,
        companyPlace: input.companyPlace,
        certificate: { certificateDer: input.certificateDer, privateKey: await keyFor(input.pkcs8) },
        chain: input.chain,
        tsa: await tsa,
        reason: input.reason,
        location: input.location,
        signingTime: input.signingTime,
      });
      port.postMessage({ id, bytes } satisfies WorkerReply, [bytes.buffer as ArrayBuffer]);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      port.postMessage({ id, error: { message, code: error instanceof SigningError ? error.code : undefined } } satisfies WorkerReply);
    }
  });
}
