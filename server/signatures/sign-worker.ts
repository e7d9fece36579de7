/**
 * A worker thread that seals documents: company signing is CPU work (RSA, hashing, PDF
 * parsing), so batches run it on every core and never on the thread that answers HTTP.
 * Messages: `{id, input}` in, `{id, bytes}` or `{id, error}` out; keys arrive as PKCS#8 bytes.
 */
import { createHash, webcrypto } from 'node:crypto';
import { parentPort, workerData } from 'node:worker_threads';
import { HttpTimestampAuthority, type TimestampAuthority } from '@libpdf/core';
import type { WorkerTimestamping } from './pki';
import { signAsCompany, type Place } from './sign';
import { createLocalTimestampAuthority } from './timestamp-authority';

export interface WorkerSignInput {
  pdf: Uint8Array;
  sealPng: Uint8Array;
  companyPlace: Place;
  certificateDer: Uint8Array;
  pkcs8: Uint8Array;
  chain: Uint8Array[];
  reason: string;
}

const RSA = { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' };

async function timestampAuthority(setup: WorkerTimestamping): Promise<TimestampAuthority> {
  if ('url' in setup) return new HttpTimestampAuthority(setup.url);
  const privateKey = await webcrypto.subtle.importKey('pkcs8', setup.pkcs8, RSA, false, ['sign']);
  return createLocalTimestampAuthority({ certificateDer: setup.certificateDer, privateKey, chainDer: setup.chain });
}

const tsa = timestampAuthority(workerData as WorkerTimestamping);
/** Imported keys by certificate: a batch seals many documents with one company's key. */
const keys = new Map<string, Promise<CryptoKey>>();
function keyFor(input: WorkerSignInput): Promise<CryptoKey> {
  const id = createHash('sha256').update(input.certificateDer).digest('hex');
  let key = keys.get(id);
  if (!key) {
    if (keys.size > 100) keys.clear();
    key = webcrypto.subtle.importKey('pkcs8', input.pkcs8, RSA, false, ['sign']);
    keys.set(id, key);
  }
  return key;
}

parentPort?.on('message', async ({ id, input }: { id: number; input: WorkerSignInput }) => {
  try {
    const privateKey = await keyFor(input);
    const bytes = await signAsCompany({
      pdf: input.pdf,
      sealPng: input.sealPng,
      companyPlace: input.companyPlace,
      certificate: { certificateDer: input.certificateDer, privateKey },
      chain: input.chain,
      tsa: await tsa,
      reason: input.reason,
    });
    parentPort!.postMessage({ id, bytes }, [bytes.buffer as ArrayBuffer]);
  } catch (error) {
    parentPort!.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
