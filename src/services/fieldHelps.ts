/** Calls of field help, the hints shown beside a field being filled (server/routes/field-helps.ts). */
import type { FieldHelp } from '@common/api/contracts';
import { api, type Body, type Handles, type Query } from './request';

export const queryFieldHelps = (query: Query<'GET /api/field-helps'>) => api('GET /api/field-helps', { query });
export const createFieldHelp = (body: Body<'POST /api/field-helps'>, options?: Handles) =>
  api('POST /api/field-helps', { body, ...options });
export const updateFieldHelp = (id: number, body: Body<'PUT /api/field-helps/:id'>, options?: Handles) =>
  api('PUT /api/field-helps/:id', { params: { id }, body, ...options });
export const deleteFieldHelp = (id: number) => api('DELETE /api/field-helps/:id', { params: { id } });

/**
 * Field help by key, for the fields being filled: every entry the caller may read (its company's
 * and the shared ones), a company's own entry winning over a shared one with the same key.
 */
export async function fieldHelpsByKey() {
  const byKey = new Map<string, FieldHelp>();
  for (let current = 1; ; current += 1) {
    const page = await queryFieldHelps({ current, pageSize: 100 });
    page.list.forEach((help) => {
      if (!byKey.has(help.key) || help.companyId !== null) byKey.set(help.key, help);
    });
    if (current * 100 >= page.total || !page.list.length) return byKey;
  }
}
