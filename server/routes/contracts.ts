/**
 * Contract templates, their fields, and filled previews (common/contract/routes/contracts.ts).
 * Admins and company users manage them (viewContract); initiators (viewSign) read the enabled
 * ones, their fields and previews. Scope is decided in domain/contracts/templates/template-rows.ts.
 */
import { Hono } from 'hono';
import { ContractTemplateCreateBody, ContractVersionBody } from '../../common/contract/contracts';
import { contractRoutes as declared } from '../../common/contract/routes/contracts';
import { templateNameFromFile } from '../../common/validation/templates';
import { getFields } from '../domain/contracts/fields/get-fields';
import { previewTemplate } from '../domain/contracts/fields/preview-template';
import { replaceFields } from '../domain/contracts/fields/replace-fields';
import { createTemplate } from '../domain/contracts/templates/create-template';
import { createVersion } from '../domain/contracts/templates/create-version';
import { deleteTemplate } from '../domain/contracts/templates/delete-template';
import { getTemplate } from '../domain/contracts/templates/get-template';
import { getTemplateFile } from '../domain/contracts/templates/get-template-file';
import { listTemplates } from '../domain/contracts/templates/list-templates';
import { updateTemplate } from '../domain/contracts/templates/update-template';
import { DomainError } from '../domain/errors';
import { MAX_PDF_BYTES } from '../pdf';
import type { AppContext, AppEnv } from './support/context';
import { pdfResponse } from './support/files';
import { mount, mountAll } from './support/mount';
import { readUploadedFile } from './support/upload';
import { parseInput, readJsonBody, type FieldLabels } from './support/validate';

const labels: FieldLabels = { name: 'field.templateName' };

/** The upload's text fields once a blank name has taken the file's. */
const createFields = ContractTemplateCreateBody.required({ name: true });

/** Form fields of a multipart body (strings only; the file is read separately). */
async function formFields(c: AppContext): Promise<Record<string, string>> {
  const body = await c.req.parseBody(); // cached: readUploadedFile parsed it already
  return Object.fromEntries(Object.entries(body).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

export function contractRoutes() {
  const routes = new Hono<AppEnv>();
  const { saveFields, ...others } = declared;
  mountAll(routes, others, {
    list: async (c, { query: { sorter, ...filters } }) => listTemplates(c.get('deps'), c.get('user'), { ...filters, sort: sorter }),
    create: async (c) => {
      const upload = await readUploadedFile(c, MAX_PDF_BYTES);
      const fields = await formFields(c);
      // No name given: the file's own (without .pdf), checked like a typed one.
      if (!fields.name?.trim()) fields.name = templateNameFromFile(upload.name);
      const form = parseInput(createFields, fields, labels);
      return createTemplate(c.get('deps'), c.get('user'), { ...form, file: new Uint8Array(upload.bytes) });
    },
    get: async (c, { params }) => getTemplate(c.get('deps'), c.get('user'), params.id),
    update: [
      async (c, { params, body }) => updateTemplate(c.get('deps'), { actor: c.get('user'), id: params.id, changes: body }),
      { labels },
    ],
    remove: async (c, { params }) => deleteTemplate(c.get('deps'), c.get('user'), params.id),
    createVersion: async (c, { params }) => {
      const upload = await readUploadedFile(c, MAX_PDF_BYTES);
      const form = parseInput(ContractVersionBody, await formFields(c), labels);
      return createVersion(c.get('deps'), { actor: c.get('user'), id: params.id, file: new Uint8Array(upload.bytes), name: form.name });
    },
    file: async (c, { params }) => {
      const file = await getTemplateFile(c.get('deps'), c.get('user'), params.id);
      return pdfResponse(c, { bytes: file.bytes, fileName: file.fileName });
    },
    fields: async (c, { params }) => getFields(c.get('deps'), c.get('user'), params.id),
    preview: async (c, { params, body: { values, employeeId } }) => {
      const preview = await previewTemplate(c.get('deps'), { actor: c.get('user'), templateId: params.id, values, employeeId });
      return pdfResponse(c, { bytes: preview.bytes, fileName: preview.fileName });
    },
  });
  // Reads its body itself: a body that is not a list is refused as such, not as "not an object".
  const { body: fieldsBody, ...saveFieldsRoute } = saveFields;
  mount({
    routes,
    declaration: saveFieldsRoute,
    handler: async (c, { params }) => {
      const body = await readJsonBody(c);
      if (!Array.isArray(body)) throw new DomainError('bad_input', 'contractField.bodyNotArray', { field: 'body' });
      return replaceFields(c.get('deps'), { actor: c.get('user'), templateId: params.id, inputs: parseInput(fieldsBody, body) });
    },
  });
  return routes;
}
