/**
 * A sign task's PDFs: each template filled with the task's values (blank ones take their
 * defaults from the employee, the company, today or the field's constant).
 */
import type { ContractFieldSource } from '../../../common/api/contracts';
import { fillPdf, type DrawItem } from '../../pdf';
import { fillItems } from '../contracts/fields/fill-items';
import type { Deps } from '../deps';
import { DomainError } from '../errors';
import type { TemplateForSigning } from './templates-for-signing';

/** Fills on the signing pool's workers when the app runs one (npm start), else on this thread. */
export async function documentFiller(
  deps: Pick<Deps, 'signing'>,
): Promise<(template: Uint8Array, items: DrawItem[]) => Promise<Uint8Array>> {
  const pool = await deps.signing.pool?.();
  return pool ? (template, items) => pool.fill(template, items) : fillPdf;
}

/**
 * Every template filled for one employee. Values are shared by key across the templates (a key
 * on two templates gets one value); a key no template has is refused by the caller beforehand.
 * Answers the PDFs in template order and the values as filled in (defaults applied).
 */
export async function fillDocuments({
  templates,
  values,
  defaults,
  fill = fillPdf,
}: {
  templates: readonly TemplateForSigning[];
  values: Record<string, unknown>;
  defaults: Partial<Record<ContractFieldSource, string>>;
  fill?: (template: Uint8Array, items: DrawItem[]) => Promise<Uint8Array>;
}): Promise<{ pdfs: Uint8Array[]; filled: Record<string, string> }> {
  const pdfs: Uint8Array[] = [];
  const filled: Record<string, string> = {};
  for (const template of templates) {
    const own = Object.fromEntries(Object.entries(values).filter(([key]) => template.fields.some((f) => f.key === key)));
    // Signature places stay empty: the signatures are stamped there later.
    const items = fillItems({ fields: template.fields, values: own, defaults, resolved: filled }).filter((item) => item.kind === 'text');
    pdfs.push(await fill(template.pdf, items));
  }
  return { pdfs, filled };
}

/** Keys of `values` that no template has: refused before anything is filled. */
export function assertKnownKeys(templates: readonly TemplateForSigning[], values: Record<string, unknown>, under = 'values'): void {
  const known = new Set(templates.flatMap((t) => t.fields.map((f) => f.key)));
  for (const key of Object.keys(values)) {
    if (!known.has(key)) throw new DomainError('validation', 'contractValue.unknown', { field: `${under}.${key}`, params: { key } });
  }
}
