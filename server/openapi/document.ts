/**
 * The OpenAPI 3.1 document of the API (`GET /api/openapi.json`), made from the route declarations
 * of common/contract: every route, its guard, parameters, body and answers (in the envelope
 * `{status, msg, data}` unless it is a file), with an example of each. In Chinese or English.
 */
import type { z } from 'zod';
import { routeAreas } from '../../common/contract';
import type { Answer, FileAnswer, RouteDeclaration } from '../../common/contract/define';
import { exampleOf } from './examples';
import { SchemaComponents, type JsonSchema } from './json-schema';

export type DocLanguage = 'zh' | 'en';

const WORDS = {
  zh: {
    title: '电子签名云服务 API',
    intro:
      '劳动合同电子签署后台的 HTTP API。浏览器以登录会话（Cookie `sid`）调用；企业的其他系统以 API 密钥调用（`Authorization: Bearer <密钥>`），权限和数据范围与密钥所代表的角色相同。每个 JSON 应答都是信封 `{status, msg, data}`：status 为 0 表示成功；否则 status 为错误码，msg 为用户语言的说明，field 指出有误的字段。',
    public: '公开：无需登录。',
    worker: '员工本人：以 /my 登录得到的会话（Cookie `my_sid`）调用。',
    signedIn: '需要登录（会话或 API 密钥）。',
    permissions: '需要以下权限之一：',
    stop: '。',
    space: '',
    noKeys: '只接受登录会话，API 密钥会被拒绝（403）。',
    idempotency: '同一密钥、同一请求体的重试返回第一次的结果，不会重复创建。',
    ok: '成功',
    file: '文件',
    failure: '失败：信封中 status 为错误码，msg 为说明，field 指出字段。',
    session: '登录会话（POST /api/login/account 设置的 Cookie）。',
    key: 'API 密钥（公司设置中创建）。',
    workerSession: '员工在 /my 以短信验证码登录后的会话。',
  },
  en: {
    title: 'E-signature cloud API',
    intro:
      'The HTTP API of the labour-contract signing back office. Browsers call it with a signed-in session (cookie `sid`); a company’s other systems call it with an API key (`Authorization: Bearer <key>`), with the permissions and data scope of the role the key acts as. Every JSON answer is the envelope `{status, msg, data}`: status 0 is success; otherwise status is the error code, msg says why in the caller’s language and field names the wrong field.',
    public: 'Public: no sign-in.',
    worker: 'The employee: the session of a sign-in on /my (cookie `my_sid`).',
    signedIn: 'Signed in (a session or an API key).',
    permissions: 'Needs one of these permissions:',
    stop: '.',
    space: ' ',
    noKeys: 'Signed-in sessions only: an API key is refused (403).',
    idempotency: 'A retry with the same key and body answers the first result and creates nothing new.',
    ok: 'Success',
    file: 'A file',
    failure: 'Failure: the envelope’s status is the error code, msg says why, field names the field.',
    session: 'A signed-in session (the cookie POST /api/login/account sets).',
    key: 'An API key (created in the company’s settings).',
    workerSession: 'An employee’s session after a texted-code sign-in on /my.',
  },
} as const;

type Words = (typeof WORDS)[DocLanguage];

/** The envelope of a failure: what every refusal answers. */
const FAILURE: JsonSchema = {
  type: 'object',
  properties: {
    status: { type: 'integer', description: 'The error code (the HTTP status, or 302 for an ended session).' },
    msg: { type: 'string', description: 'Why, in the caller’s language.' },
    field: { type: 'string', description: 'On a validation error: the wrong field, as a dotted path.' },
    showType: { type: 'integer', enum: [0, 1, 2, 4, 9] },
  },
  required: ['status', 'msg'],
  example: { status: 422, msg: '手机号格式不正确', field: 'mobile', showType: 2 },
};

const isFile = (answer: Answer): answer is FileAnswer => answer !== null && 'file' in answer;

function envelope(data: JsonSchema | undefined): JsonSchema {
  return {
    type: 'object',
    properties: { status: { const: 0 }, msg: { type: 'string' }, ...(data && { data }) },
    required: ['status', 'msg', ...(data ? ['data'] : [])],
  };
}

function guardText(declaration: RouteDeclaration, words: Words): string {
  const { guard } = declaration;
  if (guard === 'public') return words.public;
  if (guard === 'worker') return words.worker;
  const permissions = guard.permissions.map((p) => `\`${p}\``).join(', ');
  const lines = [guard.permissions.length ? `${words.permissions}${words.space}${permissions}${words.stop}` : words.signedIn];
  if (guard.keys === false) lines.push(words.noKeys);
  if (declaration.idempotent) lines.push(words.idempotency);
  // Chinese sentences follow one another without a space.
  return lines.join(words.space);
}

function security(declaration: RouteDeclaration) {
  const { guard } = declaration;
  if (guard === 'public') return [];
  if (guard === 'worker') return [{ workerSession: [] }];
  return guard.keys === false ? [{ session: [] }] : [{ session: [] }, { apiKey: [] }];
}

function parameters(declaration: RouteDeclaration, components: SchemaComponents) {
  const list: JsonSchema[] = [];
  const add = (place: 'path' | 'query', shape: z.ZodObject | undefined) => {
    if (!shape) return;
    const described = components.describe(shape, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] };
    for (const [name, schema] of Object.entries(described.properties ?? {})) {
      const { description, ...rest } = schema;
      list.push({
        name,
        in: place,
        required: place === 'path' || (described.required ?? []).includes(name),
        ...(typeof description === 'string' && { description }),
        schema: rest,
      });
    }
  };
  add('path', declaration.params);
  // A path parameter no schema names is still one (a signing link's token).
  for (const [, name] of declaration.path.matchAll(/:(\w+)/g)) {
    if (!list.some((parameter) => parameter.name === name)) list.push({ name, in: 'path', required: true, schema: { type: 'string' } });
  }
  add('query', declaration.query);
  if (declaration.idempotent)
    list.push({ name: 'Idempotency-Key', in: 'header', required: false, schema: { type: 'string', maxLength: 255 } });
  return list;
}

function requestBody(declaration: RouteDeclaration, components: SchemaComponents) {
  if (declaration.body) {
    const schema = components.describe(declaration.body, 'input');
    return { required: true, content: { 'application/json': { schema, example: exampleOf({ schema, components: components.schemas }) } } };
  }
  if (declaration.form) {
    const schema = components.describe(declaration.form, 'input') as JsonSchema & { properties?: Record<string, JsonSchema> };
    if (schema.properties?.file)
      schema.properties.file = { ...schema.properties.file, type: 'string', contentMediaType: 'application/octet-stream' };
    return { required: true, content: { 'multipart/form-data': { schema } } };
  }
  return undefined;
}

function responses(declaration: RouteDeclaration, components: SchemaComponents, words: Words) {
  const out: Record<string, unknown> = {};
  for (const [status, answer] of Object.entries(declaration.answers) as Array<[string, Answer]>) {
    if (isFile(answer)) {
      out[status] = {
        description: answer.description ?? words.file,
        content: { [answer.file]: { schema: { type: 'string', format: 'binary' } } },
      };
      continue;
    }
    const data = answer ? components.describe(answer, 'output') : undefined;
    const schema = envelope(data);
    out[status] = {
      description: words.ok,
      content: {
        'application/json': {
          schema,
          example: { status: 0, msg: 'ok', ...(data && { data: exampleOf({ schema: data, components: components.schemas }) }) },
        },
      },
    };
  }
  out.default = { $ref: '#/components/responses/Failure' };
  return out;
}

function build(language: DocLanguage) {
  const words = WORDS[language];
  const components = new SchemaComponents();
  const paths: Record<string, Record<string, unknown>> = {};
  const tags = new Set<string>();
  for (const [area, declarations] of Object.entries(routeAreas)) {
    for (const [name, declaration] of Object.entries(declarations as Record<string, RouteDeclaration>)) {
      const path = declaration.path.replace(/:(\w+)/g, '{$1}');
      tags.add(declaration.tag);
      const description = [declaration.description?.[language], guardText(declaration, words)].filter(Boolean).join('\n\n');
      const guard = declaration.guard;
      (paths[path] ??= {})[declaration.method.toLowerCase()] = {
        operationId: `${area}.${name}`,
        tags: [declaration.tag],
        summary: declaration.summary[language],
        description,
        security: security(declaration),
        ...(typeof guard === 'object' && { 'x-permissions': guard.permissions }),
        parameters: parameters(declaration, components),
        ...(declaration.body || declaration.form ? { requestBody: requestBody(declaration, components) } : {}),
        responses: responses(declaration, components, words),
      };
    }
  }
  return {
    openapi: '3.1.0',
    info: { title: words.title, version: '1', description: words.intro },
    servers: [{ url: '/' }],
    tags: [...tags].map((name) => ({ name })),
    paths,
    components: {
      schemas: components.schemas,
      responses: { Failure: { description: words.failure, content: { 'application/json': { schema: FAILURE } } } },
      securitySchemes: {
        session: { type: 'apiKey', in: 'cookie', name: 'sid', description: words.session },
        apiKey: { type: 'http', scheme: 'bearer', description: words.key },
        workerSession: { type: 'apiKey', in: 'cookie', name: 'my_sid', description: words.workerSession },
      },
    },
  };
}

export type OpenApiDocument = ReturnType<typeof build>;

const documents = new Map<DocLanguage, { document: OpenApiDocument; json: string }>();

/** The document in `language`, made once per process (the declarations do not change while it runs). */
export function openApiDocument(language: DocLanguage) {
  let made = documents.get(language);
  if (!made) {
    const document = build(language);
    made = { document, json: JSON.stringify(document) };
    documents.set(language, made);
  }
  return made;
}
