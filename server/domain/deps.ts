/** What every domain function needs: the database, the clock, the SMS sender, the policy. */
import type { Db } from '../db/open';
import type { Clock } from './clock';
import { DAY, HOUR, MINUTE, SECOND } from './clock';
import type { SmsSender } from './sms';

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
};

export interface Deps {
  db: Db;
  now: Clock;
  sms: SmsSender;
  policy: SecurityPolicy;
}

/** Who is calling, and from where: recorded on sessions and used for per-IP limits. */
export interface ClientInfo {
  ip: string;
  userAgent: string;
}
