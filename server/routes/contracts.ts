/**
 * Contract templates, their fields, and filled previews:
 * GET, POST /api/contracts; GET, PUT, DELETE /api/contracts/:id; POST /api/contracts/:id/versions;
 * GET /api/contracts/:id/file; GET, PUT /api/contracts/:id/fields; POST /api/contracts/:id/preview.
 * Admins and company users manage them (viewContract); initiators (viewSign) read the enabled
 * ones, their fields and previews. Scope is decided in domain/contracts/templates.ts.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import type { ContractTemplateUpdateBody } from '../../common/api/contracts';
import { SEAL_TEXT_MAX } from '../../common/api/seals';
import { getFields, previewTemplate, replaceFields } from '../domain/contracts/fields';
import { CONTRACT_FIELD_SOURCES, CONTRACT_FIELD_TYPES } from '../../common/api/contracts';
import { MAX_TEXT_VALUE } from '../domain/contracts/field-values';
import { TEMPLATE_NAME_MAX, TEMPLATE_VERSION_PATTERN, templateNameFromFile } from '../../common/validation/templates';
import {
  CONTRACT_SORT_FIELDS,
  createTemplate,
  createVersion,
  deleteTemplate,
  getTemplate,
  getTemplateFile,
  listTemplates,
  updateTemplate,
  type ContractSortField,
} from '../domain/contracts/templates';
import { DomainError } from '../domain/errors';
import { MAX_PDF_BYTES } from '../pdf';
import type { AppContext, AppEnv } from './support/context';
import { ok } from './support/envelope';
import { idParams, queryBoolean, queryId, requiredText, text } from './support/fields';
import { listQueryShape } from './support/list-query';
import { authorize } from './support/authorize';
import { readUploadedFile } from './support/upload';
import { parseInput, parseJsonBody, parseParams, parseQuery, readJsonBody, type FieldLabels } from './support/validate';
import { pdfResponse } from './support/files';

const KINDS = ['principal', 'accessory'] as const;
const STATUSES = ['draft', 'enabled', 'disabled'] as const;
/** Template codes: letters, digits, dot, underscore, hyphen; starting with a letter or digit. */
const CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
/** Field keys: identifiers (snake_case or camelCase). */
export const FIELD_KEY_PATTERN = /^[A-Za-z][A-Za-z0-9_]*$/;

const templateName = () => requiredText(TEMPLATE_NAME_MAX);
const templateCode = () => requiredText(50).regex(CODE_PATTERN, 'validation.invalid');
const labels: FieldLabels = { name: 'field.templateName' };

const sorts = Object.keys(CONTRACT_SORT_FIELDS) as [ContractSortField, ...ContractSortField[]];
const listQuery = z.object({
  ...listQueryShape(sorts),
  kind: z.enum(KINDS).optional(),
  name: text(100).optional(),
  code: text(50).optional(),
  status: z.enum(STATUSES).optional(),
  companyId: queryId(),
  shared: queryBoolean(),
  latest: queryBoolean(),
  missingSignaturePlaces: queryBoolean(),
});

/** A blank multipart field is no value (a form sends `version=` for an empty field). */
const blankAsAbsent = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/** The text fields of the multipart upload (all strings). */
const createForm = z.object({
  kind: z.enum(KINDS),
  name: templateName(),
  code: templateCode(),
  // Absent or blank: the next version of the code (the domain counts it). As typed, never rounded.
  version: z.preprocess(
    blankAsAbsent,
    z.string().trim().regex(TEMPLATE_VERSION_PATTERN, 'contract.versionFormat').transform(Number).optional(),
  ),
  // Empty or "null": no company (admins: a shared template).
  companyId: z
    .preprocess((value) => (value === '' || value === 'null' ? null : value), z.coerce.number().int().min(1).nullable())
    .optional(),
  // Multipart sends text: "true" or "false".
  crossPageSeal: z.preprocess(
    blankAsAbsent,
    z
      .enum(['true', 'false'])
      .transform((value) => value === 'true')
      .optional(),
  ),
});

const versionForm = z.object({ name: templateName().optional() });

const updateBody = z.object({
  name: templateName().optional(),
  code: templateCode().optional(),
  status: z.enum(STATUSES).optional(),
  accessoryIds: z.array(z.number().int().min(1)).max(50).optional(),
  sealKind: requiredText(SEAL_TEXT_MAX).optional(),
  // Not z.boolean(): any other value is a 422 naming the field (a wrong type would be a 400).
  crossPageSeal: z.literal([true, false]).optional(),
}) satisfies z.ZodType<ContractTemplateUpdateBody>;

const fieldSchema = z.object({
  id: z.number().int().min(1).optional(),
  key: requiredText(64).regex(FIELD_KEY_PATTERN, 'contractField.keyFormat'),
  label: requiredText(50),
  type: z.enum(CONTRACT_FIELD_TYPES),
  required: z.boolean().default(false),
  source: z.enum(CONTRACT_FIELD_SOURCES).nullable().default(null),
  constant: z.string().max(MAX_TEXT_VALUE).nullable().optional(),
  party: z.enum(['employee', 'company']).nullable().default(null),
  page: z.number().int().min(1),
  x: z.number().min(0),
  y: z.number().min(0),
  width: z.number().min(1),
  height: z.number().min(1),
  fontSize: z.number().min(6).max(72).default(12),
  options: z.array(requiredText(100)).max(100).default([]),
});
const MAX_FIELDS = 300;
const fieldsBody = z.array(fieldSchema).max(MAX_FIELDS);

const previewBody = z.object({ values: z.record(z.string(), z.unknown()).default({}), employeeId: z.number().int().positive().optional() });

/** Form fields of a multipart body (strings only; the file is read separately). */
async function formFields(c: AppContext): Promise<Record<string, string>> {
  const body = await c.req.parseBody(); // cached: readUploadedFile parsed it already
  return Object.fromEntries(Object.entries(body).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

/** Who may read templates: their managers, and initiators (enabled ones only, decided in the domain). */
const READERS = ['viewContract', 'viewSign'] as const;

export function contractRoutes() {
  const routes = new Hono<AppEnv>();
  routes.get('/contracts', authorize(...READERS), async (c) => {
    const { sorter, ...filters } = parseQuery(c, listQuery);
    return ok(c, await listTemplates(c.get('deps'), c.get('user'), { ...filters, sort: sorter }));
  });

  routes.post('/contracts', authorize('viewContract'), async (c) => {
    const upload = await readUploadedFile(c, MAX_PDF_BYTES);
    const fields = await formFields(c);
    // No name given: the file's own (without .pdf), checked like a typed one.
    if (!fields.name?.trim()) fields.name = templateNameFromFile(upload.name);
    const form = parseInput(createForm, fields, labels);
    const saved = await createTemplate(c.get('deps'), c.get('user'), { ...form, file: new Uint8Array(upload.bytes) });
    return ok(c, saved, 201);
  });

  routes.get('/contracts/:id', authorize(...READERS), async (c) => {
    const { id } = parseParams(c, idParams);
    return ok(c, await getTemplate(c.get('deps'), c.get('user'), id));
  });

  routes.put('/contracts/:id', authorize('viewContract'), async (c) => {
    const { id } = parseParams(c, idParams);
    const changes = await parseJsonBody(c, updateBody, labels);
    return ok(c, await updateTemplate(c.get('deps'), c.get('user'), id, changes));
  });

  routes.delete('/contracts/:id', authorize('viewContract'), async (c) => {
    const { id } = parseParams(c, idParams);
    return ok(c, await deleteTemplate(c.get('deps'), c.get('user'), id));
  });

  routes.post('/contracts/:id/versions', authorize('viewContract'), async (c) => {
    const { id } = parseParams(c, idParams);
    const upload = await readUploadedFile(c, MAX_PDF_BYTES);
    const form = parseInput(versionForm, await formFields(c), labels);
    const saved = await createVersion(c.get('deps'), c.get('user'), id, { file: new Uint8Array(upload.bytes), name: form.name });
    return ok(c, saved, 201);
  });

  routes.get('/contracts/:id/file', authorize(...READERS), async (c) => {
    const { id } = parseParams(c, idParams);
    const file = await getTemplateFile(c.get('deps'), c.get('user'), id);
    return pdfResponse(c, file.bytes, file.fileName);
  });

  routes.get('/contracts/:id/fields', authorize(...READERS), async (c) => {
    const { id } = parseParams(c, idParams);
    return ok(c, await getFields(c.get('deps'), c.get('user'), id));
  });

  routes.put('/contracts/:id/fields', authorize('viewContract'), async (c) => {
    const { id } = parseParams(c, idParams);
    const body = await readJsonBody(c);
    if (!Array.isArray(body)) throw new DomainError('bad_input', 'contractField.bodyNotArray', { field: 'body' });
    const fields = parseInput(fieldsBody, body);
    return ok(c, await replaceFields(c.get('deps'), c.get('user'), id, fields));
  });

  routes.post('/contracts/:id/preview', authorize(...READERS), async (c) => {
    const { id } = parseParams(c, idParams);
    const { values, employeeId } = await parseJsonBody(c, previewBody);
    const preview = await previewTemplate(c.get('deps'), c.get('user'), id, values, employeeId);
    return pdfResponse(c, preview.bytes, preview.fileName);
  });

  return routes;
}
