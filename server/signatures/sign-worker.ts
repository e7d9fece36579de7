/**
 * A worker thread that signs as the company: signing is CPU work (RSA, hashing, PDF parsing), so
 * batches run it on every core and never on the thread that answers HTTP. Messages: `{ id, input }`
 * in (lib/worker-host.ts); keys arrive as PKCS#8 bytes and are imported once per key.
 */
import { createHash } from 'node:crypto';
import { workerData } from 'node:worker_threads';
import { HttpTimestampAuthority, type TimestampAuthority } from '@libpdf/core';
import { serveJobs } from '../lib/worker-host';
import type { WorkerTimestamping } from './pki';
import { signAsCompany } from './sign';
import type { Place } from './stamp';
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

const tsa = timestampAuthority(workerData as WorkerTimestamping);
serveJobs<WorkerSignInput, Uint8Array>(async (input) => {
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
  return { result: bytes, transfer: [bytes.buffer as ArrayBuffer] };
});
