/** What every domain function needs: the database, the clock, messaging, the policy. */
import type { Db } from '../db/open';
import type { Clock } from '../lib/clock';
import { DAY, HOUR, MINUTE, SECOND } from '../lib/clock';
import type { Messaging } from '../messaging';
import type { Pki } from '../signatures';
import type { SigningPool } from '../signatures/signing-pool';
import type { DocumentStore } from '../storage/document-store';
import type { MarkedCache } from '../lib/marked-cache';

/** Security limits and lifetimes; tests may tighten or loosen them. */
export interface SecurityPolicy {
  /** Lifetime of a normal session, renewed on use (sliding). */
  sessionTtlMs: number;
  /** Lifetime of an autoLogin ("remember me") session, also sliding. */
  rememberTtlMs: number;
  /** A session's expiry is pushed forward at most this often (saves a write per request). */
  sessionSlideEveryMs: number;
  /** Failed logins allowed per username or mobile within the window. */
  loginFailuresPerAccount: number;
  /** Failed logins allowed per client IP within the window. */
  loginFailuresPerIp: number;
  loginWindowMs: number;
  /** One code per mobile per this interval. */
  captchaIntervalMs: number;
  captchaTtlMs: number;
  /** Wrong guesses that burn a code. */
  captchaMaxAttempts: number;
  /** Code requests per IP per window (stops SMS bombing). */
  captchaPerIp: number;
  captchaIpWindowMs: number;
  /** The employee's signing code: one per task per interval, valid this long, burnt after so many wrong tries. */
  signingCodeIntervalMs: number;
  signingCodeTtlMs: number;
  signingCodeMaxAttempts: number;
  /** Codes texted to one mobile per window, over all its tasks. */
  signingCodesPerMobile: number;
  signingCodesPerMobileWindowMs: number;
  /** Requests to the public signing routes per client IP per window. */
  signingRequestsPerIp: number;
  signingIpWindowMs: number;
  /** Uploads to the public verify route per client IP per signing window. */
  verificationsPerIp: number;
  /** Webhooks may go to loopback, link-local and private addresses (WEBHOOK_ALLOW_PRIVATE=1: tests, closed networks). */
  webhooksToPrivateAddresses: boolean;
  /** Requests one API key may make per second, on average, per server process (a token bucket)... */
  apiKeyRequestsPerSecond: number;
  /** ...and at once after a quiet spell (the bucket's size). */
  apiKeyBurst: number;
}

export const defaultPolicy: SecurityPolicy = {
  sessionTtlMs: 12 * HOUR,
  rememberTtlMs: 30 * DAY,
  sessionSlideEveryMs: 60 * SECOND,
  loginFailuresPerAccount: 5,
  loginFailuresPerIp: 30,
  loginWindowMs: 15 * MINUTE,
  captchaIntervalMs: 60 * SECOND,
  captchaTtlMs: 5 * MINUTE,
  captchaMaxAttempts: 5,
  captchaPerIp: 20,
  captchaIpWindowMs: HOUR,
  signingCodeIntervalMs: 60 * SECOND,
  signingCodeTtlMs: 5 * MINUTE,
  signingCodeMaxAttempts: 5,
  signingCodesPerMobile: 10,
  signingCodesPerMobileWindowMs: HOUR,
  // A factory's workers often sign on one Wi-Fi: hundreds of people behind one address.
  signingRequestsPerIp: 3000,
  signingIpWindowMs: HOUR,
  verificationsPerIp: 60,
  webhooksToPrivateAddresses: false,
  apiKeyRequestsPerSecond: 10,
  apiKeyBurst: 50,
};

/** What signing needs beside the database: where PDFs live, the platform PKI, the link base. */
export interface SigningServices {
  documentStore: DocumentStore;
  /** Opened on first use (creating the root and timestamping keys takes a moment). */
  pki(): Promise<Pki>;
  /** Origin of the links texted to employees, e.g. https://esign.example.com (no trailing slash). */
  linkBase: string;
  /** The key signing links are derived from (signing-link.ts), itself derived from the key-encryption key. */
  linkKey(): Promise<Uint8Array>;
  /** Worker threads that seal batches on every core; absent: batches seal on this thread. */
  pool?: () => Promise<SigningPool>;
}

export interface Deps {
  db: Db;
  /** Recent callers' session rows, when the database can tell that nothing was written since (SQLite). */
  sessionCache?: MarkedCache;
  /** Recently read list pages, on the same terms. */
  listCache?: MarkedCache;
  now: Clock;
  /** Who carries texts and mail, and checks identities (messaging/index.ts). */
  messaging: Messaging;
  policy: SecurityPolicy;
  signing: SigningServices;
}

/** Who is calling, and from where: recorded on sessions and used for per-IP limits. */
export interface ClientInfo {
  ip: string;
  userAgent: string;
}
