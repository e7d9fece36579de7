/**
 * `/my`, the workers' own page (docs/messages.md, "The worker's own page"): a worker signs in with
 * their mobile and a texted code (a worker session, never a back-office one) and keeps every
 * contract of that mobile, across companies.
 */
import { z } from 'zod';
import { isoTime } from './define';
import { mobile, textedCode, wireId } from './fields';
import { SignTaskStatus } from './signing';

export const MyCodeBody = z.object({ mobile: mobile() }).meta({ id: 'MyCodeBody' });

export const MyCodeResult = z
  .object({ sent: z.literal(true), retryAfterSeconds: z.number().int(), expiresInSeconds: z.number().int() })
  .meta({ id: 'MyCodeResult', description: 'The same answer whether or not the mobile has a contract (only then is a code sent).' });

export const MyLoginBody = z.object({ mobile: mobile(), code: textedCode() }).meta({ id: 'MyLoginBody' });

export const MyWorker = z
  .object({ mobile: z.string().describe('Masked (138****5678).') })
  .meta({ id: 'MyWorker', description: 'The signed-in worker.' });

export const MyDocument = z
  .object({ id: z.number().int(), name: z.string(), kind: z.enum(['principal', 'accessory']) })
  .meta({ id: 'MyDocument' });

export const MyContract = z
  .object({
    taskId: z.number().int(),
    companyName: z.string(),
    templateName: z.string(),
    status: SignTaskStatus.extract(['pending_company', 'completed']),
    signedAt: isoTime().nullable(),
    completedAt: isoTime().nullable(),
    documents: z.array(MyDocument).describe('They download once the company has sealed (`completed`).'),
  })
  .meta({ id: 'MyContract', description: 'One contract of the worker’s mobile, once the worker has signed.' });

export const MyTaskParams = z.object({ taskId: wireId() });

export const MyDocumentParams = MyTaskParams.extend({ documentId: wireId() });

export type MyCodeBody = z.input<typeof MyCodeBody>;
export type MyCodeResult = z.output<typeof MyCodeResult>;
export type MyLoginBody = z.input<typeof MyLoginBody>;
export type MyWorker = z.output<typeof MyWorker>;
export type MyDocument = z.output<typeof MyDocument>;
export type MyContract = z.output<typeof MyContract>;
