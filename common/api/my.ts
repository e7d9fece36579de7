/**
 * API types of `/my`, the workers' own page: a worker signs in with their mobile and a texted
 * code (a worker session, never a back-office one) and keeps every contract of that mobile,
 * across companies, free and at any time (docs/messages.md, "The worker's own page").
 */
export type { MyCodeBody, MyCodeResult, MyContract, MyDocument, MyLoginBody, MyWorker } from '../contract/my';
