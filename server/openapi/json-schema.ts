/**
 * zod schemas as the JSON Schema (2020-12) of an OpenAPI 3.1 document: a schema named with
 * `.meta({ id })` becomes one component, referred to wherever it is used. What a client sends is
 * described as zod reads it (`io: 'input'`: defaults optional, coerced query values as written);
 * what the API answers, as it comes out.
 */
import { z } from 'zod';

export type JsonSchema = Record<string, unknown>;

const COMPONENTS = '#/components/schemas/';
/** zod writes these bounds on every integer; they say nothing a reader needs. */
const SAFE_INTEGER = Number.MAX_SAFE_INTEGER;

/** Components gathered while describing, by name; an input shape that differs from the output one gets `…Input`. */
export class SchemaComponents {
  readonly schemas: Record<string, JsonSchema> = {};
  private readonly texts = new Map<string, string>();

  /** The JSON Schema of `schema`, its named parts moved into the components. */
  describe(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
    const converted = z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any' }) as JsonSchema;
    const { $defs, $schema: _dialect, ...root } = converted as JsonSchema & { $defs?: Record<string, JsonSchema> };
    const names = new Map<string, string>();
    for (const [name, definition] of Object.entries($defs ?? {})) names.set(name, this.add(name, definition, io));
    // Refs inside the definitions too: the names they get are known only now.
    for (const name of names.values()) this.schemas[name] = renamed(this.schemas[name], names) as JsonSchema;
    return renamed(root, names) as JsonSchema;
  }

  private add(name: string, definition: JsonSchema, io: 'input' | 'output'): string {
    const text = JSON.stringify(definition);
    const known = this.texts.get(name);
    if (known === undefined || known === text) {
      this.texts.set(name, text);
      this.schemas[name] = definition;
      return name;
    }
    // The same schema read as input (defaults optional, before transforms) differs from its output.
    const variant = `${name}${io === 'input' ? 'Input' : 'Output'}`;
    this.texts.set(variant, text);
    this.schemas[variant] = definition;
    return variant;
  }
}

/** Rewrites `#/$defs/X` to the component X is stored as, and drops the safe-integer bounds. */
function renamed(value: unknown, names: Map<string, string>): unknown {
  if (Array.isArray(value)) return value.map((item) => renamed(item, names));
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (key === '$ref' && typeof item === 'string' && item.startsWith('#/$defs/')) {
      const name = item.slice('#/$defs/'.length);
      out[key] = `${COMPONENTS}${names.get(name) ?? name}`;
    } else if ((key === 'minimum' && item === -SAFE_INTEGER) || (key === 'maximum' && item === SAFE_INTEGER)) {
      continue;
    } else {
      out[key] = renamed(item, names);
    }
  }
  return out;
}
