/**
 * One line per request: method, path, status, milliseconds. Lines are gathered and written
 * together a few times a second: a write per request was a fifth of the server's time under load.
 * A failed request (status 500 and up) writes at once, with the lines before it, so nothing that
 * explains a failure waits in memory; the server writes the rest when it stops (App.flushLogs).
 */
import { redactSecrets } from '../../log-redaction';
import type { MiddlewareHandler } from 'hono';

const FLUSH_EVERY_MS = 250;
const FLUSH_AT_LINES = 1000;

export interface LineBuffer {
  add(line: string, urgent?: boolean): void;
  flush(): void;
}

export function bufferLines(write: (text: string) => void): LineBuffer {
  let lines: string[] = [];
  let timer: NodeJS.Timeout | undefined;
  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    if (lines.length === 0) return;
    const text = lines.join('\n');
    lines = [];
    write(text);
  };
  return {
    add(line, urgent = false) {
      lines.push(line);
      if (urgent || lines.length >= FLUSH_AT_LINES) flush();
      else timer ??= setTimeout(flush, FLUSH_EVERY_MS).unref();
    },
    flush,
  };
}

export function requestLog(buffer: LineBuffer): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const ms = (performance.now() - started).toFixed(1);
    buffer.add(`${c.req.method} ${redactSecrets(c.req.path)} ${c.res.status} ${ms}ms`, c.res.status >= 500);
  };
}
