/** The Hono environment shared by every route: domain dependencies and per-request values. */
import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';
import type { CurrentUser } from '../../../common/api/accounts';
import type { Deps } from '../../domain/deps';
import type { ActiveSession } from '../../domain/auth/sessions';
import type { Locale } from '../../i18n';
import { type Access } from '../../../common/access';

export interface HttpOptions {
  /** Take the client IP from X-Forwarded-For (only behind a proxy that sets it). */
  trustProxy: boolean;
  /** Mark the session cookie Secure (HTTPS deployments). */
  secureCookies: boolean;
  /** Serve GET /api/dev/outbox (development and e2e only). */
  devOutbox: boolean;
  bodyLimitBytes: number;
}

export interface AppEnv {
  Bindings: {
    /** Set by @hono/node-server (and by the mock adapter): the Node request, for the peer IP. */
    incoming?: IncomingMessage;
  };
  Variables: {
    deps: Deps;
    http: HttpOptions;
    locale: Locale;
    /** Set by authorize() on protected routes called with a session cookie (not with an API key). */
    session: ActiveSession;
    user: CurrentUser;
    access: Access;
    /** A header was set for the answer to come (security.ts, prepareHeader). */
    preparedHeaders: boolean;
  };
}

export type AppContext = Context<AppEnv>;
