/**
 * A worker thread for document work: filling templates, the employee's and the company's
 * signatures. It is CPU work (fonts, RSA, hashing, PDF parsing), so it runs on every core and
 * never on the thread that answers HTTP. Messages: see lib/worker-host.ts. The company's key
 * arrives as PKCS#8 bytes, imported once per key; the employee's event key as a CryptoKey.
 */
import { createHash } from 'node:crypto';
import { workerData } from 'node:worker_threads';
import { HttpTimestampAuthority, type TimestampAuthority } from '@libpdf/core';
import { serveJobs } from '../lib/worker-host';
import type { WorkerTimestamping } from './pki';
import { fillPdf, type DrawItem } from '../pdf/render';
import { addLongTermData, signAsCompany, signAsEmployee, type ValidationData } from './sign';
import type { Place } from './stamp';
import { createLocalTimestampAuthority } from './timestamp-authority';
import { importPrivateKey, keySigner } from './x509';

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
  /** When given, the completed document gets a DSS with it and a document timestamp (B-LTA). */
  validation?: ValidationData;
}

/** The employee's signature: the event certificate's key crosses as a CryptoKey (cloneable). */
export interface WorkerEmployeeSignInput {
  pdf: Uint8Array;
  employeePng: Uint8Array;
  employeePlace: Place;
  companyPlace: Place;
  certificateDer: Uint8Array;
  privateKey: CryptoKey | Uint8Array;
  chain: Uint8Array[];
  reason: string;
}

/** What the worker does: seal as the company, sign as the employee, or fill a template. */
export type DocumentJob =
  | ({ kind: 'company' } & WorkerSignInput)
  | ({ kind: 'employee' } & WorkerEmployeeSignInput)
  | { kind: 'fill'; template: Uint8Array; items: DrawItem[] };

async function timestampAuthority(setup: WorkerTimestamping): Promise<TimestampAuthority> {
  if ('url' in setup) return new HttpTimestampAuthority(setup.url);
  return createLocalTimestampAuthority({
    certificateDer: setup.certificateDer,
    signer: keySigner(await importPrivateKey(setup.pkcs8)),
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

async function run(job: DocumentJob): Promise<Uint8Array> {
  switch (job.kind) {
    case 'fill':
      return fillPdf(job.template, job.items);
    case 'employee':
      return signAsEmployee({
        pdf: job.pdf,
        employeePng: job.employeePng,
        employeePlace: job.employeePlace,
        companyPlace: job.companyPlace,
        certificate: { certificateDer: job.certificateDer, privateKey: job.privateKey },
        chain: job.chain,
        tsa: await tsa,
        reason: job.reason,
      });
    case 'company': {
      const sealed = await signAsCompany({
        pdf: job.pdf,
        sealPng: job.sealPng,
        companyPlace: job.companyPlace,
        certificate: { certificateDer: job.certificateDer, privateKey: await keyFor(job.pkcs8) },
        chain: job.chain,
        tsa: await tsa,
        reason: job.reason,
        location: job.location,
        signingTime: job.signingTime,
      });
      return job.validation ? addLongTermData(sealed, job.validation, await tsa) : sealed;
    }
  }
}

serveJobs<DocumentJob, Uint8Array>(async (job) => {
  const bytes = await run(job);
  return { result: bytes, transfer: [bytes.buffer as ArrayBuffer] };
});
