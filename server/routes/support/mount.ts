/**
 * Serves a declared route (common/contract/): its guard, then its path parameters, query and JSON
 * body parsed with the declared schemas (a refusal names the field), then the handler. A handler
 * answers the envelope's `data` (sent with the route's first declared success status), a
 * StatusAnswer (another declared success status), or a Response of its own (files, cookies).
 *
 * Under test (`API_CHECK_ANSWERS=1`) each answer is also parsed with its declared schema, so a
 * declaration that no longer tells the truth fails the test that reached it.
 */
import type { Hono, MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';
import type { RouteDeclaration, SuccessStatus } from '../../../common/contract/define';
import { authorize, authorizeBeforePasswordChange, sessionOnly } from './authorize';
import type { AppContext, AppEnv } from './context';
import { ok } from './envelope';
import { idempotent } from './idempotency';
import { parseJsonBody, parseParams, parseQuery, type FieldLabels } from './validate';

type Output<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What the handler is given: each declared part, parsed. */
export type RouteInput<R extends RouteDeclaration> = {
  params: Output<R['params']>;
  query: Output<R['query']>;
  body: Output<R['body']>;
};

type FirstAnswer<A> = A extends { 200: infer T } ? T : A extends { 201: infer T } ? T : A extends { 202: infer T } ? T : never;
type Data<T> = T extends z.ZodType ? z.input<T> : T extends null ? null | undefined : never;

/** An answer sent with another of the route's declared success statuses (a dry run's 200, approval's 202). */
export class StatusAnswer<S extends SuccessStatus, T> {
  constructor(
    readonly status: S,
    readonly data: T,
  ) {}
}

type OtherAnswers<A> = { [S in keyof A & SuccessStatus]: StatusAnswer<S, Data<A[S]>> }[keyof A & SuccessStatus];

export type RouteHandler<R extends RouteDeclaration> = (
  c: AppContext,
  input: RouteInput<R>,
) => Promise<Data<FirstAnswer<R['answers']>> | OtherAnswers<R['answers']> | Response>;

export interface MountOptions {
  /** Names of fields whose path does not name them well in a refusal. */
  labels?: FieldLabels;
}

const checkAnswers = process.env.API_CHECK_ANSWERS === '1';

/** The Hono path of a declaration, under the `/api` the route modules are mounted at. */
export function honoPath(declaration: RouteDeclaration): string {
  const path = declaration.path.replace(/^\/api(?=\/)/, '');
  const patterns = declaration.pathPatterns ?? {};
  return path.replace(/:(\w+)/g, (whole, name: string) => (patterns[name] ? `:${name}{${patterns[name]}}` : whole));
}

function guard(declaration: RouteDeclaration): MiddlewareHandler<AppEnv>[] {
  const { guard: who } = declaration;
  if (who === 'public' || who === 'worker') return [];
  const checks: MiddlewareHandler<AppEnv>[] = [];
  if (who.keys === false) checks.push(sessionOnly());
  checks.push(who.beforePasswordChange ? authorizeBeforePasswordChange() : authorize(...who.permissions));
  if (declaration.idempotent) checks.push(idempotent());
  return checks;
}

function firstSuccess(declaration: RouteDeclaration): SuccessStatus {
  return ([200, 201, 202] as const).find((status) => status in declaration.answers) ?? 200;
}

/** The path of the first key of `data` that parsing dropped (a field the declaration does not name). */
function undeclaredKey(data: unknown, parsed: unknown, path: string[] = []): string[] | null {
  if (data === null || typeof data !== 'object' || parsed === null || typeof parsed !== 'object') return null;
  for (const [key, value] of Object.entries(data)) {
    if (value === undefined) continue;
    if (!(key in parsed)) return [...path, key];
    const found = undeclaredKey(value, (parsed as Record<string, unknown>)[key], [...path, key]);
    if (found) return found;
  }
  return null;
}

function checked(declaration: RouteDeclaration, status: SuccessStatus, data: unknown): unknown {
  const schema = declaration.answers[status];
  if (!checkAnswers || !schema || !('safeParse' in schema)) return data;
  const where = `${declaration.method} ${declaration.path} answered outside its declaration`;
  const result = schema.safeParse(data);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new Error(`${where} at ${issue.path.join('.')}: ${issue.message}`);
  }
  // Parsing drops what the schema does not name: such a field is undocumented.
  const extra = undeclaredKey(data, result.data);
  if (extra) throw new Error(`${where}: ${extra.join('.')} is not declared`);
  return data;
}

export function mount<R extends RouteDeclaration>({
  routes,
  declaration,
  handler,
  options = {},
}: {
  routes: Hono<AppEnv>;
  declaration: R;
  handler: RouteHandler<R>;
  options?: MountOptions;
}) {
  const status = firstSuccess(declaration);
  const answer: MiddlewareHandler<AppEnv> = async (c) => {
    const input = {
      params: declaration.params ? parseParams(c, declaration.params) : undefined,
      query: declaration.query ? parseQuery(c, declaration.query, options.labels) : undefined,
      body: declaration.body ? await parseJsonBody(c, declaration.body, options.labels) : undefined,
    } as RouteInput<R>;
    const data = await handler(c, input);
    if (data instanceof Response) return data;
    if (data instanceof StatusAnswer) return ok(c, checked(declaration, data.status, data.data), data.status as ContentfulStatusCode);
    return ok(c, checked(declaration, status, data), status as ContentfulStatusCode);
  };
  routes.on([declaration.method], [honoPath(declaration)], ...[...guard(declaration), answer]);
}

/** Mounts each declaration of an area with its handler. */
export function mountAll<Routes extends Record<string, RouteDeclaration>>(
  routes: Hono<AppEnv>,
  declarations: Routes,
  handlers: { [K in keyof Routes]: RouteHandler<Routes[K]> | [RouteHandler<Routes[K]>, MountOptions] },
) {
  for (const key of Object.keys(declarations) as Array<keyof Routes>) {
    const entry = handlers[key];
    const [handler, options] = Array.isArray(entry) ? entry : [entry, {}];
    mount({ routes, declaration: declarations[key], handler, options });
  }
}
