/**
 * What the production server's log lines must not carry. A signing link's token is the only
 * secret that travels in a path (/signing/<token>, the page and its API); a request line shows the
 * route instead.
 */

const SIGNING_TOKEN = /(\/signing\/)[^/\s?#]+/g;

/** `text` (one line or several) with signing links' tokens replaced by `:token`. */
export function redactSecrets(text: string): string {
  return text.replace(SIGNING_TOKEN, '$1:token');
}
