/**
 * The API reference (`GET /api/docs`): an HTML page rendered on the server from the OpenAPI
 * document, so it loads nothing but itself (no script, no other site): the areas and their routes,
 * who may call each, parameters, bodies and answers with their fields and an example of each.
 */
import type { DocLanguage, OpenApiDocument } from './document';
import type { JsonSchema } from './json-schema';

const TEXT = {
  zh: {
    other: 'English',
    otherLang: 'en',
    download: '下载 OpenAPI 文档（可生成客户端）',
    parameters: '参数',
    body: '请求体',
    answers: '应答',
    schemas: '数据结构',
    name: '名称',
    where: '位置',
    type: '类型',
    required: '必填',
    description: '说明',
    example: '示例',
    yes: '是',
    no: '否',
  },
  en: {
    other: '中文',
    otherLang: 'zh',
    download: 'Download the OpenAPI document (generate a client from it)',
    parameters: 'Parameters',
    body: 'Request body',
    answers: 'Answers',
    schemas: 'Schemas',
    name: 'Name',
    where: 'In',
    type: 'Type',
    required: 'Required',
    description: 'Description',
    example: 'Example',
    yes: 'yes',
    no: 'no',
  },
} as const;

type Text = (typeof TEXT)[DocLanguage];

const STYLE = `
body{font:14px/1.6 -apple-system,"Segoe UI","PingFang SC","Microsoft YaHei",sans-serif;margin:0;color:#1f1f1f;display:flex}
nav{width:280px;height:100vh;overflow:auto;position:sticky;top:0;border-right:1px solid #eee;padding:16px;box-sizing:border-box;background:#fafafa}
nav h2{font-size:13px;margin:16px 0 4px;color:#555}nav a{display:block;color:#1f1f1f;text-decoration:none;padding:2px 0;font-size:13px}
main{flex:1;padding:24px 40px;max-width:1100px}h1{margin-top:0}section.op{border:1px solid #eee;border-radius:8px;padding:12px 20px;margin:16px 0}
.method{display:inline-block;min-width:56px;text-align:center;border-radius:4px;color:#fff;font-weight:600;font-size:12px;padding:2px 6px;margin-right:8px}
.GET{background:#1677ff}.POST{background:#52c41a}.PUT{background:#fa8c16}.PATCH{background:#13c2c2}.DELETE{background:#f5222d}
code,pre{font-family:ui-monospace,Menlo,Consolas,monospace;font-size:12px}pre{background:#f6f8fa;padding:10px;border-radius:6px;overflow:auto;max-height:360px}
table{border-collapse:collapse;width:100%;margin:8px 0}th,td{border-bottom:1px solid #f0f0f0;text-align:left;padding:4px 8px;vertical-align:top}th{background:#fafafa;font-weight:600}
h4{margin:12px 0 4px}.lang{float:right}
`;

const escape = (text: unknown) =>
  String(text).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Backticks as code; the rest escaped. */
const prose = (text: string) => escape(text).replace(/`([^`]+)`/g, '<code>$1</code>');

const refName = (ref: string) => ref.split('/').pop()!;

function typeText(schema: JsonSchema | undefined): string {
  if (!schema) return 'any';
  if (typeof schema.$ref === 'string') return `<a href="#schema-${escape(refName(schema.$ref))}">${escape(refName(schema.$ref))}</a>`;
  if ('const' in schema) return `<code>${escape(JSON.stringify(schema.const))}</code>`;
  if (Array.isArray(schema.enum)) return schema.enum.map((value) => `<code>${escape(JSON.stringify(value))}</code>`).join(' | ');
  const choices = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (choices) return choices.map(typeText).join(' | ');
  if (schema.type === 'array') return `${typeText(schema.items as JsonSchema)}[]`;
  const limits = [
    schema.format && `${schema.format}`,
    schema.minLength !== undefined && `≥${schema.minLength}`,
    schema.maxLength !== undefined && `≤${schema.maxLength}`,
    schema.minimum !== undefined && `≥${schema.minimum}`,
    schema.maximum !== undefined && `≤${schema.maximum}`,
  ].filter(Boolean);
  return `${escape(schema.type ?? 'any')}${limits.length ? ` <small>(${escape(limits.join(', '))})</small>` : ''}`;
}

function fieldsTable(schema: JsonSchema | undefined, text: Text): string {
  const properties = schema?.properties as Record<string, JsonSchema> | undefined;
  if (!properties) return schema ? `<p>${typeText(schema)}</p>` : '';
  const required = new Set((schema?.required as string[] | undefined) ?? []);
  const rows = Object.entries(properties)
    .map(
      ([name, field]) =>
        `<tr><td><code>${escape(name)}</code></td><td>${typeText(field)}</td><td>${required.has(name) ? text.yes : text.no}</td><td>${prose(String(field.description ?? ''))}</td></tr>`,
    )
    .join('');
  return `<table><tr><th>${text.name}</th><th>${text.type}</th><th>${text.required}</th><th>${text.description}</th></tr>${rows}</table>`;
}

const example = (value: unknown, text: Text) =>
  value === undefined ? '' : `<h5>${text.example}</h5><pre>${escape(JSON.stringify(value, null, 2))}</pre>`;

interface Operation {
  operationId: string;
  tags: string[];
  summary: string;
  description: string;
  parameters: Array<{ name: string; in: string; required: boolean; description?: string; schema: JsonSchema }>;
  requestBody?: { content: Record<string, { schema: JsonSchema; example?: unknown }> };
  responses: Record<string, { description?: string; content?: Record<string, { schema: JsonSchema; example?: unknown }> }>;
}

function operationHtml({ method, path, operation, text }: { method: string; path: string; operation: Operation; text: Text }): string {
  const parts = [
    `<section class="op" id="${escape(operation.operationId)}"><h3><span class="method ${method}">${method}</span><code>${escape(path)}</code></h3>`,
    `<p><b>${escape(operation.summary)}</b></p>`,
    ...operation.description.split('\n\n').map((paragraph) => `<p>${prose(paragraph)}</p>`),
  ];
  if (operation.parameters.length) {
    const rows = operation.parameters
      .map(
        (p) =>
          `<tr><td><code>${escape(p.name)}</code></td><td>${p.in}</td><td>${typeText(p.schema)}</td><td>${p.required ? text.yes : text.no}</td><td>${prose(p.description ?? '')}</td></tr>`,
      )
      .join('');
    parts.push(
      `<h4>${text.parameters}</h4><table><tr><th>${text.name}</th><th>${text.where}</th><th>${text.type}</th><th>${text.required}</th><th>${text.description}</th></tr>${rows}</table>`,
    );
  }
  if (operation.requestBody) {
    for (const [type, media] of Object.entries(operation.requestBody.content)) {
      parts.push(`<h4>${text.body} <small>${escape(type)}</small></h4>${fieldsTable(media.schema, text)}${example(media.example, text)}`);
    }
  }
  parts.push(`<h4>${text.answers}</h4>`);
  for (const [status, answer] of Object.entries(operation.responses)) {
    if (status === 'default') continue;
    for (const [type, media] of Object.entries(answer.content ?? {})) {
      const data = (media.schema.properties as Record<string, JsonSchema> | undefined)?.data;
      parts.push(
        `<p><b>${escape(status)}</b> <small>${escape(type)}</small> ${escape(answer.description ?? '')}</p>${type === 'application/json' ? fieldsTable(data, text) : ''}${example(media.example, text)}`,
      );
    }
  }
  parts.push('</section>');
  return parts.join('\n');
}

export function referencePage(document: OpenApiDocument, language: DocLanguage): string {
  const text = TEXT[language];
  const byTag = new Map<string, Array<[string, string, Operation]>>();
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods) as Array<[string, Operation]>) {
      const tag = operation.tags[0];
      if (!byTag.has(tag)) byTag.set(tag, []);
      byTag.get(tag)!.push([method.toUpperCase(), path, operation]);
    }
  }
  const nav = [...byTag]
    .map(
      ([tag, operations]) =>
        `<h2>${escape(tag)}</h2>${operations.map(([method, path, op]) => `<a href="#${escape(op.operationId)}">${method} ${escape(path.replace(/^\/api/, ''))}</a>`).join('')}`,
    )
    .join('');
  const body = [...byTag]
    .map(
      ([tag, operations]) =>
        `<h2 id="tag-${escape(tag)}">${escape(tag)}</h2>${operations.map(([m, p, op]) => operationHtml({ method: m, path: p, operation: op, text })).join('')}`,
    )
    .join('');
  const schemas = Object.entries(document.components.schemas)
    .map(
      ([name, schema]) =>
        `<section class="op" id="schema-${escape(name)}"><h3>${escape(name)}</h3>${prose(String(schema.description ?? ''))}${fieldsTable(schema, text)}</section>`,
    )
    .join('');
  return `<!doctype html><html lang="${language === 'zh' ? 'zh-CN' : 'en'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escape(document.info.title)}</title><style>${STYLE}</style></head><body>
<nav><b>${escape(document.info.title)}</b>${nav}<h2><a href="#schemas">${text.schemas}</a></h2></nav>
<main><a class="lang" href="?lang=${text.otherLang}">${text.other}</a><h1>${escape(document.info.title)}</h1><p>${prose(document.info.description)}</p>
<p><a href="/api/openapi.json?lang=${language}" download="openapi.json">${text.download}</a></p>
${body}<h2 id="schemas">${text.schemas}</h2>${schemas}</main></body></html>`;
}
