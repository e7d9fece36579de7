/**
 * Contract templates, their fields and field help (docs/api.md, "Contract templates and fields",
 * "Field help"). Field names are the API's; keep them.
 */
import { z } from 'zod';
import { CONTRACT_FIELD_SOURCES, CONTRACT_FIELD_TYPES, CONTRACT_KINDS, CONTRACT_STATUSES, SIGNING_PARTIES } from '../api/contracts';
import {
  FIELD_HELP_LIMITS,
  FIELD_KEY_MAX,
  FIELD_KEY_PATTERN,
  FIELD_LABEL_MAX,
  FIELD_TEXT_VALUE_MAX,
  TEMPLATE_CODE_MAX,
  TEMPLATE_CODE_PATTERN,
  TEMPLATE_NAME_MAX,
  TEMPLATE_VERSION_PATTERN,
} from '../validation/templates';
import { isoTime } from './define';
import { listQueryShape, queryBoolean, queryId, requiredText, text } from './fields';
import { SealKind } from './seals';

export const PageSize = z
  .object({ width: z.number(), height: z.number() })
  .meta({ id: 'PageSize', description: 'Size of one PDF page in points (1/72 inch), from its MediaBox.' });

export const ContractTemplate = z
  .object({
    id: z.number().int(),
    kind: z.enum(CONTRACT_KINDS),
    companyId: z
      .number()
      .int()
      .nullable()
      .describe('Owning company; null for shared templates (made by an administrator, seen by every company).'),
    companyName: z.string().nullable().describe('Name of the owning company; null for shared templates.'),
    name: z.string(),
    code: z.string().describe('Unique per company + kind + version.'),
    version: z.number().int().describe('From 1; `POST /api/contracts/:id/versions` adds the next one.'),
    status: z.enum(CONTRACT_STATUSES),
    pageCount: z.number().int(),
    pages: z.array(PageSize).describe('One entry per page, in order.'),
    accessoryIds: z
      .array(z.number().int())
      .describe('For principal templates: the accessory templates that go with it (always [] for accessories).'),
    inUse: z.boolean().describe('Used by a sign task: cannot be deleted.'),
    fileSize: z.number().int().describe('Bytes of the stored PDF.'),
    fileSha256: z.string().describe('SHA-256 (hex) of the stored PDF.'),
    fieldCount: z.number().int(),
    sealKind: SealKind.describe('The kind of the company’s seal stamped at the company signature place.'),
    crossPageSeal: z
      .boolean()
      .describe('A cross-page seal (骑缝章): the seal split across the right edge of every page (two or more pages).'),
    createdAt: isoTime(),
    updatedAt: isoTime(),
  })
  .meta({ id: 'ContractTemplate', description: 'A template: a PDF and the fields placed on it.' });

export const ContractVersionResult = ContractTemplate.extend({
  droppedFieldKeys: z.array(z.string()).describe('Keys of the fields not copied because they do not fit the new PDF’s pages.'),
}).meta({ id: 'ContractVersionResult', description: 'The new version (a draft).' });

const templateName = () => requiredText(TEMPLATE_NAME_MAX);
const templateCode = () => requiredText(TEMPLATE_CODE_MAX).regex(TEMPLATE_CODE_PATTERN, 'validation.invalid');

/** A multipart text field where blank is no value (a form sends `version=` for an empty field). */
const blankAsAbsent = <S extends z.ZodType<unknown, string | undefined>>(schema: S) =>
  z
    .string()
    .transform((value) => (value.trim() === '' ? undefined : value))
    .pipe(schema)
    .optional();

/** `POST /api/contracts` (multipart/form-data): the text fields beside `file`, all strings. */
export const ContractTemplateCreateBody = z.object({
  kind: z.enum(CONTRACT_KINDS),
  name: templateName().optional().describe('Absent or blank: the uploaded file’s name without ".pdf".'),
  code: templateCode().describe('Letters, digits, dot, underscore, hyphen; starting with a letter or digit.'),
  version: blankAsAbsent(z.string().trim().regex(TEMPLATE_VERSION_PATTERN, 'contract.versionFormat').transform(Number).optional()).describe(
    'A whole number 1-9999 as typed ("2025.1" is refused, not rounded). Absent or blank: the next version of the code for its owner and kind (1 for a new code). A new template starts as a draft.',
  ),
  companyId: z
    .string()
    .transform((value) => (value === '' || value === 'null' ? null : value))
    .pipe(z.coerce.number<string>().int().min(1).nullable())
    .optional()
    .describe(
      'Administrators: the owning company, or absent, empty or "null" for a shared template. Company users: absent or their own company.',
    ),
  crossPageSeal: blankAsAbsent(
    z
      .enum(['true', 'false'])
      .transform((value) => value === 'true')
      .optional(),
  ).describe('"true": a cross-page seal (骑缝章) on every page; false unless given.'),
});

/** `POST /api/contracts/:id/versions` (multipart/form-data): the text field beside `file`. */
export const ContractVersionBody = z.object({ name: templateName().optional().describe('Absent: the template’s name.') });

/** `PUT /api/contracts/:id`: the fields given are changed. */
export const ContractTemplateUpdateBody = z.object({
  name: templateName().optional(),
  code: templateCode().optional(),
  status: z.enum(CONTRACT_STATUSES).optional().describe('`enabled` needs a signature field of each party.'),
  accessoryIds: z
    .array(z.number().int().min(1))
    .max(50)
    .optional()
    .describe('Principal templates only: accessory templates the template’s viewers can all see.'),
  sealKind: SealKind.optional().describe('The seal kind the template is sealed with (`company` unless changed).'),
  // Not z.boolean(): any other value is a 422 naming the field (a wrong type would be a 400).
  crossPageSeal: z.literal([true, false]).optional().describe('A cross-page seal (骑缝章) on every page.'),
});

export const CONTRACT_SORTS = ['id', 'name', 'code', 'version', 'kind', 'status', 'pageCount', 'createdAt', 'updatedAt'] as const;

export const ContractQuery = z.object({
  ...listQueryShape(CONTRACT_SORTS),
  kind: z.enum(CONTRACT_KINDS).optional(),
  name: text(TEMPLATE_NAME_MAX).optional().describe('Contained in the name.'),
  code: text(TEMPLATE_CODE_MAX).optional().describe('Contained in the code.'),
  status: z.enum(CONTRACT_STATUSES).optional(),
  companyId: queryId().describe('Only this company’s templates (company users: their own company only).'),
  // optional() outside too: queryBoolean()'s type does not say its key may be left out.
  shared: queryBoolean().describe('true: only shared templates; false: only company-owned ones.'),
  latest: queryBoolean().describe('true: only the highest version of each code.'),
  missingSignaturePlaces: queryBoolean()
    .optional()
    .describe('true: templates that lack the employee’s or the company’s signature place (cannot be signed).'),
});

export const ContractField = z
  .object({
    id: z.number().int(),
    key: z.string().describe('Identifier (letters, digits, underscore; starts with a letter), unique in the template.'),
    label: z.string(),
    type: z.enum(CONTRACT_FIELD_TYPES),
    required: z.boolean(),
    source: z
      .enum(CONTRACT_FIELD_SOURCES)
      .nullable()
      .describe('Where the default value comes from; null: typed in. Never set on signature fields.'),
    constant: z.string().optional().describe('The value when `source` is `constant`.'),
    party: z
      .enum(SIGNING_PARTIES)
      .nullable()
      .describe('Signature fields: who signs there (one signature field per party). Null otherwise.'),
    page: z.number().int().describe('From 1.'),
    x: z.number().describe('PDF points from the page’s bottom-left corner.'),
    y: z.number(),
    width: z.number(),
    height: z.number(),
    fontSize: z.number().describe('6-72.'),
    options: z.array(z.string()).describe('Select fields: the choices. [] otherwise.'),
  })
  .meta({ id: 'ContractField', description: 'A field placed on a template.' });

/** One element of the list `PUT /api/contracts/:id/fields` takes. */
export const ContractFieldInput = z.object({
  id: z.number().int().min(1).optional().describe('A field of this template keeps its id; others get new ids.'),
  key: requiredText(FIELD_KEY_MAX).regex(FIELD_KEY_PATTERN, 'contractField.keyFormat'),
  label: requiredText(FIELD_LABEL_MAX),
  type: z.enum(CONTRACT_FIELD_TYPES),
  required: z.boolean().default(false),
  source: z.enum(CONTRACT_FIELD_SOURCES).nullable().default(null),
  constant: z.string().max(FIELD_TEXT_VALUE_MAX).nullable().optional(),
  party: z.enum(SIGNING_PARTIES).nullable().default(null),
  page: z.number().int().min(1),
  x: z.number().min(0),
  y: z.number().min(0),
  width: z.number().min(1),
  height: z.number().min(1),
  fontSize: z.number().min(6).max(72).default(12),
  options: z.array(requiredText(100)).max(100).default([]),
});

/** `PUT /api/contracts/:id/fields`: the whole list. */
export const ContractFieldsBody = z.array(ContractFieldInput).max(300);

export const ContractPreviewBody = z.object({
  values: z
    .record(z.string(), z.unknown())
    .default({})
    .describe(
      'Field key → value. Numbers as numbers or strings; money has at most 2 decimals; dates are YYYY-MM-DD. Blank values take their field’s default.',
    ),
  employeeId: z.number().int().positive().optional().describe('Defaults come from this employee’s record (as a sign task for them would).'),
});

export const FieldHelp = z
  .object({
    id: z.number().int(),
    key: z.string().describe('The contract field key it explains. Unique per company (and among shared entries).'),
    title: z.string(),
    content: z.string(),
    example: z.string(),
    companyId: z.number().int().nullable().describe('Null: shared (made by an administrator).'),
    companyName: z.string().nullable(),
    createdAt: isoTime(),
    updatedAt: isoTime(),
  })
  .meta({ id: 'FieldHelp', description: 'What a contract field key means, shown beside the field.' });

/** What `PUT /api/field-helps/:id` takes: the whole entry (its owner stays). */
export const FieldHelpUpdateBody = z.object({
  key: requiredText(FIELD_KEY_MAX).regex(FIELD_KEY_PATTERN, 'contractField.keyFormat'),
  title: requiredText(FIELD_HELP_LIMITS.title),
  content: requiredText(FIELD_HELP_LIMITS.content),
  example: text(FIELD_HELP_LIMITS.example).default(''),
});

export const FieldHelpBody = FieldHelpUpdateBody.extend({
  companyId: z.number().int().min(1).nullable().optional().describe('Administrators only: the company, or absent/null for a shared entry.'),
});

export const FIELD_HELP_SORTS = ['id', 'key', 'title', 'createdAt', 'updatedAt'] as const;

export const FieldHelpQuery = z.object({
  ...listQueryShape(FIELD_HELP_SORTS),
  key: text(FIELD_KEY_MAX).optional().describe('Exact key.'),
  keyword: text(100).optional().describe('Contained in the key, title or content.'),
  companyId: queryId(),
  shared: queryBoolean(),
});

export type PageSize = z.output<typeof PageSize>;
export type ContractTemplate = z.output<typeof ContractTemplate>;
export type ContractVersionResult = z.output<typeof ContractVersionResult>;
export type ContractTemplateCreateBody = z.input<typeof ContractTemplateCreateBody>;
export type ContractVersionBody = z.input<typeof ContractVersionBody>;
export type ContractTemplateUpdateBody = z.input<typeof ContractTemplateUpdateBody>;
export type ContractQuery = z.input<typeof ContractQuery>;
export type ContractField = z.output<typeof ContractField>;
export type ContractFieldInput = z.input<typeof ContractFieldInput>;
export type ContractPreviewBody = z.input<typeof ContractPreviewBody>;
export type FieldHelp = z.output<typeof FieldHelp>;
export type FieldHelpBody = z.input<typeof FieldHelpBody>;
export type FieldHelpUpdateBody = z.input<typeof FieldHelpUpdateBody>;
export type FieldHelpQuery = z.input<typeof FieldHelpQuery>;
