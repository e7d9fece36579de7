/**
 * An example value for a JSON Schema of the document, so that every request and answer in the
 * reference shows one: a declared example or default when there is one, otherwise a plausible
 * value by type, format and (for a few common fields) by name.
 */
import type { JsonSchema } from './json-schema';

const BY_NAME: Record<string, unknown> = {
  mobile: '13800138000',
  contactMobile: '13800138000',
  idNumber: '110101199003071234',
  creditCode: '91310115MA1K4ABC2X',
  email: 'hr@example.com',
  url: 'https://hr.example.com/hooks/esign',
  name: '张三',
  employeeName: '张三',
  companyName: '上海华联物流有限公司',
  username: 'operator',
  password: 'S3cret-pass',
  code: '123456',
};

const BY_FORMAT: Record<string, string> = {
  'date-time': '2026-11-26T08:00:00.000Z',
  date: '2026-11-26',
  email: 'hr@example.com',
  uri: 'https://hr.example.com/hooks/esign',
};

const MAX_DEPTH = 6;

export function exampleOf({
  schema,
  components,
  name,
  depth = 0,
}: {
  schema: JsonSchema | undefined;
  components: Record<string, JsonSchema>;
  name?: string;
  depth?: number;
}): unknown {
  if (!schema || depth > MAX_DEPTH) return undefined;
  if (typeof schema.$ref === 'string')
    return exampleOf({ schema: components[schema.$ref.split('/').pop()!], components, name, depth: depth + 1 });
  if (Array.isArray(schema.examples) && schema.examples.length) return schema.examples[0];
  if ('const' in schema) return schema.const;
  if ('default' in schema) return schema.default;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  const choices = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  // A nullable value shows its value, not null.
  if (choices)
    return exampleOf({ schema: choices.find((choice) => choice.type !== 'null') ?? choices[0], components, name, depth: depth + 1 });
  if (Array.isArray(schema.allOf)) return exampleOf({ schema: (schema.allOf as JsonSchema[])[0], components, name, depth: depth + 1 });
  switch (schema.type) {
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
      return Object.fromEntries(
        Object.entries(properties).map(([key, value]) => [key, exampleOf({ schema: value, components, name: key, depth: depth + 1 })]),
      );
    }
    case 'array': {
      const item = exampleOf({ schema: schema.items as JsonSchema | undefined, components, name, depth: depth + 1 });
      return item === undefined ? [] : [item];
    }
    case 'integer':
    case 'number':
      return typeof schema.minimum === 'number' && schema.minimum > 1 ? schema.minimum : 1;
    case 'boolean':
      return true;
    case 'null':
      return null;
    case 'string':
      if (name && typeof BY_NAME[name] === 'string') return BY_NAME[name];
      if (typeof schema.format === 'string' && BY_FORMAT[schema.format]) return BY_FORMAT[schema.format];
      if (name?.endsWith('At')) return BY_FORMAT['date-time'];
      return name ?? 'string';
    default:
      return undefined;
  }
}
