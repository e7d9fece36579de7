/**
 * The envelope of every JSON answer of the API, shared by the SPA's request layer and the server:
 * its status, message and data, how the SPA shows an error, and why a session ended.
 */

/** Every JSON answer of the API. status 0 is success; otherwise status is the error code. */
export interface Envelope<T = unknown> {
  status: number;
  msg: string;
  data?: T;
  /** How the SPA shows the error (docs/product.md, "Request layer and errors"): 0 silent, 1 warning, 2 error, 4 notification, 9 redirect. */
  showType?: ShowType;
  /** On a validation error: the field that is wrong, as a dotted path. */
  field?: string;
  /** On an ended session ({status: 302}) that the user must be told about: why it ended. */
  reason?: SessionEndReason;
}

/**
 * Why a session ended, when the login page must say so (`/user/login?reason=`): the users of a
 * suspended company are turned away at their next call. The SPA maps each to its own words.
 */
export const SESSION_END_REASONS = ['companySuspended'] as const;
export type SessionEndReason = (typeof SESSION_END_REASONS)[number];

export enum ShowType {
  SILENT = 0,
  WARN_MESSAGE = 1,
  ERROR_MESSAGE = 2,
  NOTIFICATION = 4,
  REDIRECT = 9,
}
