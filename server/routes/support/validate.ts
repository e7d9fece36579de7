/**
 * Input checking for routes: read the JSON body, parse it (or the query, or the path params)
 * with the route's zod schema, and turn the first problem into a DomainError naming the field.
 * Missing or invalid values are validation errors (422); malformed input, such as bad JSON or a
 * value of the wrong type, is a bad request (400).
 */
import type { z } from 'zod';
import { DomainError } from '../../domain/errors';
import { isMessageKey, type MessageKey, type MessageParams } from '../../i18n';
import { BoundedMap } from '../../lib/remembered';
import type { AppContext } from './context';

export async function readJsonBody(c: AppContext): Promise<unknown> {
  // Invalid UTF-8 decodes to U+FFFD, which the text check below refuses, naming the field.
  const text = await c.req.text();
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw new DomainError('bad_input', 'error.badJson');
  }
}

type Issue = z.core.$ZodIssue;

function valueAt(data: unknown, path: PropertyKey[]): unknown {
  let value = data;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/** The catalogue key and parameters for one zod issue; `kind` says 400 or 422. */
function describe(issue: Issue, value: unknown): { kind: 'bad_input' | 'validation'; key: MessageKey; params?: MessageParams } {
  const custom = isMessageKey(issue.message) ? issue.message : undefined;
  const missing = value === undefined || value === null;
  switch (issue.code) {
    case 'invalid_type':
      if (missing) return { kind: 'validation', key: 'validation.required' };
      return { kind: 'bad_input', key: issue.expected === 'int' ? 'validation.integer' : 'validation.type' };
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string' && min <= 1) return { kind: 'validation', key: 'validation.required' };
      if (custom) return { kind: 'validation', key: custom, params: { min } };
      return {
        kind: 'validation',
        key: issue.origin === 'string' || issue.origin === 'array' ? 'validation.minLength' : 'validation.min',
        params: { min },
      };
    }
    case 'too_big': {
      const max = Number(issue.maximum);
      if (custom) return { kind: 'validation', key: custom, params: { max } };
      return {
        kind: 'validation',
        key: issue.origin === 'string' || issue.origin === 'array' ? 'validation.maxLength' : 'validation.max',
        params: { max },
      };
    }
    case 'invalid_format':
      if (custom) return { kind: 'validation', key: custom };
      return { kind: 'validation', key: issue.format === 'email' ? 'validation.email' : 'validation.invalid' };
    case 'invalid_value':
      if (missing) return { kind: 'validation', key: 'validation.required' };
      return { kind: 'validation', key: 'validation.enum', params: { values: issue.values.map(String).join(', ') } };
    case 'invalid_union': {
      // A discriminated union names its discriminator: missing, or not one of the options.
      const options = (issue as { options?: unknown[] }).options;
      if (missing) return { kind: 'validation', key: 'validation.required' };
      if (options) return { kind: 'validation', key: 'validation.enum', params: { values: options.map(String).join(', ') } };
      return { kind: 'validation', key: 'validation.invalid' };
    }
    default:
      return { kind: 'validation', key: custom ?? 'validation.invalid' };
  }
}

/** Labels of fields whose last path segment does not name them well (`name` of a company), by
 * dotted path. */
export type FieldLabels = Partial<Record<string, MessageKey>>;

/**
 * Characters no text field stores: C0 controls but tab, line feed and carriage return; DEL; U+FFFD
 * (what invalid UTF-8 decodes to); lone surrogates (JSON escapes can make them).
 */
const BAD_TEXT =
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\uFFFD]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The path of the first string value holding a BAD_TEXT character, or null. */
function badTextAt(data: unknown, path: PropertyKey[] = [], depth = 0): PropertyKey[] | null {
  if (typeof data === 'string') return BAD_TEXT.test(data) ? path : null;
  if (data === null || typeof data !== 'object' || depth > 32) return null;
  for (const [key, value] of Object.entries(data)) {
    const found = badTextAt(value, [...path, Array.isArray(data) ? Number(key) : key], depth + 1);
    if (found) return found;
  }
  return null;
}

/** Parses `data` with `schema`; on failure throws the first issue as a DomainError. */
export function parseInput<S extends z.ZodType>(schema: S, data: unknown, labels?: FieldLabels): z.output<S> {
  const bad = badTextAt(data);
  if (bad) {
    const field = bad.length ? bad.map(String).join('.') : 'body';
    throw new DomainError('validation', 'validation.invalidText', { field, label: labels?.[field] });
  }
  const result = schema.safeParse(data, { reportInput: true });
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const path = issue.path as PropertyKey[];
  if (path.length === 0) throw new DomainError('bad_input', 'error.bodyNotObject', { field: 'body' });
  const { kind, key, params } = describe(issue, valueAt(data, path));
  const field = path.map(String).join('.');
  throw new DomainError(kind, key, { params, field, label: labels?.[field] });
}

export async function parseJsonBody<S extends z.ZodType>(c: AppContext, schema: S, labels?: FieldLabels): Promise<z.output<S>> {
  return parseInput(schema, await readJsonBody(c), labels);
}

/** A copy of parsed input, arrays and plain objects copied all the way down. */
function copyOf<T>(value: T): T {
  if (Array.isArray(value)) return value.map(copyOf) as T;
  if (value === null || typeof value !== 'object' || Object.getPrototypeOf(value) !== Object.prototype) return value;
  const copy: Record<string, unknown> = {};
  for (const key in value) copy[key] = copyOf(value[key]);
  return copy as T;
}

const PARSED_QUERIES_PER_SCHEMA = 500;
/** Longer query texts are parsed each time: 500 kept per schema must stay small in memory. */
const KEPT_QUERY_LENGTH = 512;
const parsedQueries = new WeakMap<z.ZodType, BoundedMap<string, unknown>>();

/**
 * Query values as strings; empty ones count as absent (forms send `name=` for a blank filter).
 * A query that parsed is kept by its raw text (everything after `?`, as sent) for its schema:
 * lists are asked the same few queries again and again, and parsing one took a fifth of a cached
 * list's time. The schemas are pure (no clock, no defaults from outside), so the same text always
 * parses to the same value. Each caller gets its own copy; refusals are not kept.
 */
export function parseQuery<S extends z.ZodType>(c: AppContext, schema: S, labels?: FieldLabels): z.output<S> {
  const url = c.req.url;
  const at = url.indexOf('?');
  const raw = at === -1 ? '' : url.slice(at + 1);
  let parsed = parsedQueries.get(schema);
  if (parsed?.has(raw)) return copyOf(parsed.get(raw)) as z.output<S>;
  const query = Object.fromEntries(Object.entries(c.req.query()).filter(([, value]) => value !== ''));
  const value = parseInput(schema, query, labels);
  if (raw.length > KEPT_QUERY_LENGTH) return value;
  if (!parsed) parsedQueries.set(schema, (parsed = new BoundedMap(PARSED_QUERIES_PER_SCHEMA)));
  parsed.set(raw, copyOf(value));
  return value;
}

export function parseParams<S extends z.ZodType>(c: AppContext, schema: S): z.output<S> {
  return parseInput(schema, c.req.param());
}
