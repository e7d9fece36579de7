/**
 * API types of `/my`, the workers' own page: a worker signs in with their mobile and a texted
 * code (a worker session, never a back-office one) and keeps every contract of that mobile,
 * across companies, free and at any time (docs/messages.md, "The worker's own page").
 */
import type { SignTaskStatus } from './signing';

export interface MyCodeBody {
  mobile: string;
}

export interface MyCodeResult {
  sent: true;
  retryAfterSeconds: number;
  expiresInSeconds: number;
}

export interface MyLoginBody {
  mobile: string;
  code: string;
}

/** The signed-in worker: the mobile, masked. */
export interface MyWorker {
  mobile: string;
}

export interface MyDocument {
  id: number;
  name: string;
  kind: 'principal' | 'accessory';
}

/** One contract of the worker's mobile. Documents download once the company has sealed (`completed`). */
export interface MyContract {
  taskId: number;
  companyName: string;
  templateName: string;
  status: Extract<SignTaskStatus, 'pending_company' | 'completed'>;
  signedAt: string | null;
  completedAt: string | null;
  documents: MyDocument[];
}
