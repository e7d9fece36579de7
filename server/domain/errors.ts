/**
 * The one failure the domain raises. It names what went wrong (`kind`) and the message to show
 * (a catalogue key); the HTTP layer decides the status code and the language.
 */
import type { SessionEndReason } from '../../common/api/envelope';
import type { MessageKey, MessageParams } from '../i18n';

export type ErrorKind =
  | 'bad_input' // malformed input: not JSON, wrong types
  | 'too_large' // body over the limit
  | 'unsupported_type' // a body that is not JSON (or multipart, for uploads)
  | 'unauthenticated' // wrong credentials
  | 'session_ended' // no session, or it expired
  | 'forbidden' // logged in, but outside the caller's rights or scope
  | 'not_found'
  | 'conflict'
  | 'validation' // a field is missing or invalid
  | 'rate_limited'
  | 'unavailable'; // a service we depend on did not answer (an identity provider)

export class DomainError extends Error {
  readonly kind: ErrorKind;
  readonly messageKey: MessageKey;
  readonly params: MessageParams;
  /** Dotted path of the offending input field, for validation errors. */
  readonly field?: string;
  /** The field's label when its last path segment does not say it (`name` of a company). */
  readonly label?: MessageKey;
  /** For rate limits: seconds until a retry can succeed. */
  readonly retryAfterSeconds?: number;
  /** For an ended session the login page explains: why it ended. */
  readonly reason?: SessionEndReason;

  constructor(
    kind: ErrorKind,
    messageKey: MessageKey,
    extra: { params?: MessageParams; field?: string; label?: MessageKey; retryAfterSeconds?: number; reason?: SessionEndReason } = {},
  ) {
    super(messageKey);
    this.name = 'DomainError';
    this.kind = kind;
    this.messageKey = messageKey;
    this.params = extra.params ?? {};
    this.field = extra.field;
    this.label = extra.label;
    this.retryAfterSeconds = extra.retryAfterSeconds;
    this.reason = extra.reason;
  }
}
