/**
 * The rules of a template's field list, checked as a whole when it is saved: boxes on the pages,
 * unique keys, one signature place per party, options of select fields, sources and constants.
 */
import type { ContractField, PageSize, SigningParty } from '../../../../common/api/contracts';
import { roundPoints } from '../../../../common/validation/templates';
import { DomainError } from '../../errors';
import { checkValue, isBlank, SOURCE_TYPES } from './field-values';

/** A field as PUT /api/contracts/:id/fields takes it, after the route's schema filled its defaults. */
export type FieldInput = Omit<ContractField, 'id' | 'constant'> & { id?: number; constant?: string | null };

/** Points of slack allowed at a page edge (rounding in the SPA's placement). */
const EDGE_TOLERANCE = 0.01;

const invalid = (field: string, messageKey: ConstructorParameters<typeof DomainError>[1], params?: Record<string, string | number>) =>
  new DomainError('validation', messageKey, { field, params });

/**
 * Checks a whole field list against a template's pages and the field rules; answers the fields
 * normalised (boxes to 0.01 pt, options only on select fields, constants only with the constant source).
 * The first problem is thrown, naming `index.property`.
 */
export function checkFields(fields: readonly FieldInput[], pages: readonly PageSize[]): FieldInput[] {
  const ids = new Set<number>();
  const keys = new Set<string>();
  const signatures = new Set<SigningParty>();
  return fields.map((given, i) => {
    const input = {
      ...given,
      x: roundPoints(given.x),
      y: roundPoints(given.y),
      width: roundPoints(given.width),
      height: roundPoints(given.height),
    };
    const at = (property: string) => `${i}.${property}`;
    if (input.id !== undefined) {
      if (ids.has(input.id)) throw invalid(at('id'), 'contractField.duplicateId', { id: input.id });
      ids.add(input.id);
    }
    if (keys.has(input.key)) throw invalid(at('key'), 'contractField.duplicateKey', { key: input.key });
    keys.add(input.key);

    const page = pages[input.page - 1];
    if (!page) throw invalid(at('page'), 'contractField.pageRange', { pages: pages.length });
    const outside = { key: input.key, page: input.page, width: page.width, height: page.height };
    if (input.x + input.width > page.width + EDGE_TOLERANCE) throw invalid(at('width'), 'contractField.outsidePage', outside);
    if (input.y + input.height > page.height + EDGE_TOLERANCE) throw invalid(at('height'), 'contractField.outsidePage', outside);

    if (input.type === 'signature') {
      if (!input.party) throw invalid(at('party'), 'contractField.partyRequired', { key: input.key });
      if (signatures.has(input.party)) throw invalid(at('party'), 'contractField.duplicateSignature', { party: input.party });
      signatures.add(input.party);
      if (input.source !== null)
        throw invalid(at('source'), 'contractField.sourceMismatch', { key: input.key, source: input.source, type: input.type });
    } else if (input.party !== null) {
      throw invalid(at('party'), 'contractField.partyNotAllowed', { key: input.key });
    }

    let options: string[] = [];
    if (input.type === 'select') {
      options = input.options.map((o) => o.trim());
      if (options.length === 0 || options.some((o) => o === ''))
        throw invalid(at('options'), 'contractField.optionsRequired', { key: input.key });
      if (new Set(options).size !== options.length) throw invalid(at('options'), 'contractField.optionsDuplicate', { key: input.key });
    }

    let constant: string | null = null;
    if (input.source !== null && input.type !== 'signature') {
      if (!SOURCE_TYPES[input.source].includes(input.type)) {
        throw invalid(at('source'), 'contractField.sourceMismatch', { key: input.key, source: input.source, type: input.type });
      }
      if (input.source === 'constant') {
        if (isBlank(input.constant)) throw invalid(at('constant'), 'contractField.constantRequired', { key: input.key });
        const checked = checkValue({ type: input.type, options }, input.constant);
        if (!checked.ok) throw invalid(at('constant'), 'contractField.constantInvalid', { key: input.key, type: input.type });
        constant = checked.text;
      }
    }
    return { ...input, options, constant };
  });
}

/** Whether the fields hold a signature place for each party (a template needs both to be signed). */
export function hasBothSignatures(fields: readonly { type: string; party: string | null }[]): boolean {
  const parties = new Set(fields.filter((f) => f.type === 'signature').map((f) => f.party));
  return parties.has('employee') && parties.has('company');
}
