/**
 * How an API route is declared, once (docs/api.md, "The contract"): its method and path, who may
 * call it, the zod schemas of its path parameters, query, body and answers, and a summary in
 * Chinese and English. From the declarations come the server's validation and guard
 * (server/routes/support/mount.ts), the types the SPA calls the API with (`Endpoints`, below) and
 * the OpenAPI document (server/openapi/).
 *
 * Only zod and the shared constants here: the SPA imports the types of this folder, never its values,
 * so no schema reaches its bundles.
 */
import { z } from 'zod';
import type { Permission } from '../access';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call a route:
 * - `public`: anyone; what proves the caller is in the request itself (a signing link's token, a
 *   login, a callback's token), or the route gives out only what is public (the PKI);
 * - `worker`: an employee signed in on `/my` (the worker's own session cookie);
 * - otherwise a signed-in account (session or API key) holding any of `permissions` (none: any
 *   account); `keys: false` refuses API keys (403); `beforePasswordChange` also lets in an
 *   account whose password an administrator set and that has not changed it yet.
 * The route files name them from guards.ts.
 */
export type Guard = 'public' | 'worker' | { permissions: readonly Permission[]; keys?: false; beforePasswordChange?: true };

/** A file answer (not in the envelope): its media type. */
export interface FileAnswer {
  file: string;
  description?: string;
}

export const fileAnswer = (mediaType: string, description?: string): FileAnswer => ({ file: mediaType, description });

/** Success statuses a route answers; the first one declared is what a plain answer is sent with. */
export type SuccessStatus = 200 | 201 | 202;

/** An answer: the schema of the envelope's `data`, a file, or `null` (an envelope without data). */
export type Answer = z.ZodType | FileAnswer | null;

/** Chinese and English, in that order: a route's summary or description as written. */
export type Text = readonly [zh: string, en: string];

type Bilingual = { zh: string; en: string };

/** What a route declares besides its method and path, guard and tag, as route() takes it. */
export interface RouteSpec {
  summary: Text;
  description?: Text;
  /** A path parameter's pattern when it is not one path segment (`{ request: '.+' }`). */
  pathPatterns?: Record<string, string>;
  params?: z.ZodObject;
  query?: z.ZodObject;
  /** A JSON body. */
  body?: z.ZodType;
  /** A multipart/form-data body: the route reads it itself (`file` and text fields). */
  form?: z.ZodObject;
  /** Honours `Idempotency-Key`. */
  idempotent?: true;
  answers: Partial<Record<SuccessStatus, Answer>>;
}

/** A declared route as the server (support/mount.ts) and the document (server/openapi/) read it. */
export interface RouteDeclaration extends Omit<RouteSpec, 'summary' | 'description'> {
  method: Method;
  /** `/api/…` with `:name` for a path parameter. */
  path: string;
  /** The group it is listed under in the reference (an area of the API). */
  tag: string;
  summary: Bilingual;
  description?: Bilingual;
  guard: Guard;
}

/** What route() makes of its arguments: the spec's own types kept, the method and path as literals. */
type Declared<E extends string, S extends RouteSpec> = Omit<S, 'summary' | 'description'> &
  Pick<RouteDeclaration, 'summary' | 'description' | 'guard'> & {
    method: E extends `${infer M extends Method} ${string}` ? M : never;
    path: E extends `${Method} ${infer P}` ? P : never;
  };

const bilingual = ([zh, en]: Text): Bilingual => ({ zh, en });

/**
 * Declares a route: `route('GET /api/things/:id', guard, { summary: [zh, en], params, answers })`;
 * tagged() then gives the routes of a file their tag.
 */
export function route<const E extends `${Method} /api/${string}`, const S extends RouteSpec>(
  endpoint: E,
  guard: Guard,
  spec: S,
): Declared<E, S> {
  const [method, path] = endpoint.split(' ');
  const { summary, description, ...parts } = spec;
  return {
    ...parts,
    method,
    path,
    summary: bilingual(summary),
    ...(description && { description: bilingual(description) }),
    guard,
  } as Declared<E, S>;
}

type Tagged<Routes> = { [K in keyof Routes]: Routes[K] & { tag: string } };

/** The routes of one file, listed under `tag` in the reference. */
export function tagged<Routes extends Record<string, Omit<RouteDeclaration, 'tag'>>>(tag: string, routes: Routes): Tagged<Routes> {
  return Object.fromEntries(Object.entries(routes).map(([name, declaration]) => [name, { ...declaration, tag }])) as Tagged<Routes>;
}

/** The answer of a list route: one page of `item`. */
export const page = <T extends z.ZodType>(item: T) =>
  z.object({ list: z.array(item), total: z.number().int(), current: z.number().int(), pageSize: z.number().int() });

/** An ISO 8601 time as the API writes it (UTC, `Z`). */
export const isoTime = () => z.string().meta({ format: 'date-time' });

// The SPA's view of the declarations: what it sends (schema inputs) and what it gets (outputs).

type SchemaInput<S> = S extends z.ZodType ? z.input<S> : never;
type AnswerData<T> = T extends z.ZodType ? z.output<T> : T extends FileAnswer ? Blob : T extends null ? null : never;
/** What any of the declared success answers carries. */
type SuccessData<A> = { [S in keyof A]: AnswerData<A[S]> }[keyof A];

/** A multipart body as the SPA builds it: `file` and the other fields as strings. */
export type Multipart<Fields = object> = { file: Blob } & {
  [K in keyof Fields as K extends 'file' ? never : K]: NonNullable<Fields[K]> extends string ? Fields[K] : string;
};

// Path parameters are typed from the path itself (src/services/request.ts).
type Parts<R extends RouteDeclaration> = (R['query'] extends z.ZodType ? { query: SchemaInput<R['query']> } : unknown) &
  (R['body'] extends z.ZodType ? { body: SchemaInput<R['body']> } : unknown) &
  (R['form'] extends z.ZodType ? { form: Multipart<SchemaInput<R['form']>> } : unknown) & {
    answer: SuccessData<R['answers']>;
  };

/** `'METHOD /api/path'` of each declaration to what it takes and answers. */
export type EndpointsOf<Routes extends Record<string, RouteDeclaration>> = {
  [K in keyof Routes as `${Routes[K]['method']} ${Routes[K]['path']}`]: Parts<Routes[K]>;
};
