/**
 * What to draw on a template for the values given: the values checked against the fields, blank
 * ones taking their defaults, signature places as labelled boxes. For previews and sign tasks.
 */
import type { ContractField, ContractFieldSource, SigningParty } from '../../../../common/api/contracts';
import { DomainError } from '../../errors';
import type { DrawItem } from '../../../pdf';
import { checkValue, isBlank } from './field-values';

/** Labels drawn in signature places on previews (the contract text is Chinese). */
const SIGNATURE_LABELS: Record<SigningParty, string> = {
  employee: '员工签署区',
  company: '企业签章区',
};

/**
 * Checks `values` (field key → value) against the fields: unknown keys, types, required ones.
 * A blank value takes the field's default (constant, today, the company) when there is one.
 * Answers what to draw; `resolved`, when given, receives each field's text by key.
 */
export function fillItems({
  fields,
  values,
  defaults,
  resolved,
}: {
  fields: readonly ContractField[];
  values: Record<string, unknown>;
  defaults: Partial<Record<ContractFieldSource, string>>;
  resolved?: Record<string, string>;
}): DrawItem[] {
  const known = new Set(fields.map((f) => f.key));
  for (const key of Object.keys(values)) {
    if (!known.has(key)) throw new DomainError('validation', 'contractValue.unknown', { field: `values.${key}`, params: { key } });
  }
  const items: DrawItem[] = [];
  for (const field of fields) {
    const place = { page: field.page, x: field.x, y: field.y, width: field.width, height: field.height };
    if (field.type === 'signature') {
      items.push({ kind: 'signatureBox', ...place, label: SIGNATURE_LABELS[field.party ?? 'employee'] });
      continue;
    }
    let value = values[field.key];
    if (isBlank(value) && field.source) value = field.source === 'constant' ? field.constant : defaults[field.source];
    if (isBlank(value)) {
      if (field.required)
        throw new DomainError('validation', 'contractValue.required', { field: `values.${field.key}`, params: { label: field.label } });
      continue;
    }
    const checked = checkValue(field, value);
    if (!checked.ok) {
      throw new DomainError('validation', checked.messageKey, {
        field: `values.${field.key}`,
        params: { label: field.label, ...checked.params },
      });
    }
    items.push({ kind: 'text', ...place, fontSize: field.fontSize, text: checked.text });
    if (resolved) resolved[field.key] = checked.text;
  }
  return items;
}
