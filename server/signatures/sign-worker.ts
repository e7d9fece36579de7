/**
 * A worker thread for document work: filling templates, the employee's and the company's
 * signatures. It is CPU work (fonts, RSA, hashing, PDF parsing), so it runs on every core and
 * never on the thread that answers HTTP. Messages: see lib/worker-host.ts. The company's key
 * arrives as PKCS#8 bytes, imported once per key; the employee's event key as a CryptoKey.
 */
import { workerData } from 'node:worker_threads';
import { HttpTimestampAuthority, type TimestampAuthority } from '@libpdf/core';
import { lowerThreadPriority, serveJobs } from '../lib/worker-host';
import type { WorkerTimestamping } from './pki';
import { composeTextPdf, footerFrom, type Block } from '../pdf/compose';
import { fillPdf, type DrawItem } from '../pdf/render';
import {
  addLongTermData,
  signAsCompany,
  signAsEmployee,
  signAsPlatform,
  validationDataOf,
  type ValidationData,
  type ValidationPlan,
} from './sign';
import type { Place } from './stamp';
import { createLocalTimestampAuthority } from './timestamp-authority';
import type { DocumentStore, StoredDocument } from '../storage/document-store';
import { createFileDocumentStore } from '../storage/file-document-store';
import { importPrivateKey, keySigner } from './x509';

// Below the thread that answers HTTP: during a batch, a list asked for waited behind the sealing
// for a core (bench:batch: the list's p99 15.7-17.4 → 10.8 ms). Uploads and page images are read
// and drawn at the main thread's priority (parsing/), since a request waits for each of them.
lowerThreadPriority(10);

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
  /**
   * When given, the completed document gets a DSS with it and a document timestamp (B-LTA). Its
   * OCSP answer is signed here: on the main thread it was a tenth of a batch's work there.
   */
  validation?: ValidationPlan;
}

/**
 * Company signing of a document kept in a file store, read from it and the result written to it
 * here (synced before the answer, as the store's put): only hashes cross threads.
 */
export interface WorkerStoredSignInput extends Omit<WorkerSignInput, 'pdf'> {
  /** The store's folder (DocumentStore.folder). */
  folder: string;
  /** The SHA-256 of the version to seal. */
  sha256: string;
}

/** The employee's signature: the event certificate's key crosses as a CryptoKey (cloneable). */
export interface WorkerEmployeeSignInput {
  pdf: Uint8Array;
  employeePng: Uint8Array;
  employeePlace: Place;
  companyPlace: Place;
  crossPageSeal?: boolean;
  certificateDer: Uint8Array;
  privateKey: CryptoKey | Uint8Array;
  chain: Uint8Array[];
  reason: string;
}

/** Long-term data renewed with the timestamping of another period than the pool's own. */
export interface WorkerLongTermInput {
  pdf: Uint8Array;
  validation: ValidationData;
  timestamping: WorkerTimestamping;
}

/** A text document the platform composes and signs itself (an evidence report). */
export interface WorkerPlatformInput {
  blocks: Block[];
  /** The page footer, with {page} and {total} in it. */
  footer: string;
  certificateDer: Uint8Array;
  privateKey: CryptoKey;
  chain: Uint8Array[];
  validation: ValidationData;
  reason: string;
  fieldName: string;
}

/** What the worker does: seal as the company, sign as the employee or the platform, renew long-term data, or fill a template. */
export type DocumentJob =
  | ({ kind: 'company' } & WorkerSignInput)
  | ({ kind: 'companyStored' } & WorkerStoredSignInput)
  | ({ kind: 'employee' } & WorkerEmployeeSignInput)
  | ({ kind: 'platform' } & WorkerPlatformInput)
  | ({ kind: 'longTerm' } & WorkerLongTermInput)
  | { kind: 'fill'; template: Uint8Array; items: DrawItem[] };

async function timestampAuthority(setup: WorkerTimestamping): Promise<TimestampAuthority> {
  if ('url' in setup) return new HttpTimestampAuthority(setup.url);
  return createLocalTimestampAuthority({
    certificateDer: setup.certificateDer,
    signer: keySigner(await importPrivateKey(setup.pkcs8)),
    chainDer: setup.chain,
  });
}

const tsa = timestampAuthority(workerData as WorkerTimestamping);
/** Authorities of other periods, by certificate (a renewal run uses one). */
const others = new Map<string, Promise<TimestampAuthority>>();
function authorityOf(setup: WorkerTimestamping): Promise<TimestampAuthority> {
  const id = 'url' in setup ? setup.url : Buffer.from(setup.certificateDer).toString('base64');
  let found = others.get(id);
  if (!found) {
    if (others.size >= 4) others.clear();
    found = timestampAuthority(setup);
    others.set(id, found);
  }
  return found;
}

/** The file stores this worker opened, by folder. */
const stores = new Map<string, DocumentStore>();
function storeIn(folder: string): DocumentStore {
  let store = stores.get(folder);
  if (!store) {
    store = createFileDocumentStore(folder, { sweep: false });
    stores.set(folder, store);
  }
  return store;
}

const sealCompany = async (job: WorkerSignInput) =>
  signAsCompany({
    pdf: job.pdf,
    sealPng: job.sealPng,
    companyPlace: job.companyPlace,
    certificate: { certificateDer: job.certificateDer, privateKey: job.pkcs8 },
    chain: job.chain,
    tsa: await tsa,
    reason: job.reason,
    location: job.location,
    signingTime: job.signingTime,
    validation: job.validation && (await validationDataOf(job.validation)),
  });

async function run(job: Exclude<DocumentJob, { kind: 'companyStored' }>): Promise<Uint8Array> {
  switch (job.kind) {
    case 'fill':
      return fillPdf(job.template, job.items);
    case 'employee':
      return signAsEmployee({
        pdf: job.pdf,
        employeePng: job.employeePng,
        employeePlace: job.employeePlace,
        companyPlace: job.companyPlace,
        crossPageSeal: job.crossPageSeal,
        certificate: { certificateDer: job.certificateDer, privateKey: job.privateKey },
        chain: job.chain,
        tsa: await tsa,
        reason: job.reason,
      });
    case 'platform': {
      const composed = await composeTextPdf(job.blocks, { footer: footerFrom(job.footer) });
      return signAsPlatform({
        pdf: composed.bytes,
        certificate: { certificateDer: job.certificateDer, privateKey: job.privateKey },
        chain: job.chain,
        tsa: await tsa,
        reason: job.reason,
        fieldName: job.fieldName,
        validation: job.validation,
      });
    }
    case 'longTerm':
      return addLongTermData({ pdf: job.pdf, validation: job.validation, tsa: await authorityOf(job.timestamping) });
    case 'company':
      return sealCompany(job);
  }
}

serveJobs<DocumentJob, Uint8Array | StoredDocument>(async (job) => {
  if (job.kind === 'companyStored') {
    const { folder, sha256, ...input } = job;
    const store = storeIn(folder);
    const pdf = await store.get(sha256);
    if (!pdf) throw new Error(`document ${sha256} is missing from the store`);
    return { result: await store.put(await sealCompany({ ...input, pdf })) };
  }
  const bytes = await run(job);
  return { result: bytes, transfer: [bytes.buffer as ArrayBuffer] };
});
