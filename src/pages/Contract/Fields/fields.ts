/**
 * Editing state of a template's fields: new fields, sample values for the filled preview. Their
 * default texts come from the contract catalogue (src/locales/<lang>/contract.ts) through `t`.
 * A new field has no key until the user picks one (field help offers the shared keys): a made-up
 * field_1 would match no help and mean nothing to whoever fills the contract.
 */
import type { Translate } from '@/hooks/useT';
import type { ContractField, ContractFieldInput, ContractFieldType, PageSize, SigningParty } from '@common/api/contracts';
import { makeIdNumber } from '@common/validation/china-ids';
import { placeNew, roundRect } from './geometry';

/**
 * A field being edited; `uid` tells fields apart before the server gives them ids; `untitled`:
 * its label is still the default one (a key picked from field help gives it the help's title).
 */
export type EditedField = ContractFieldInput & { uid: string; untitled?: boolean };

let next = 0;
export const fromServer = (fields: ContractField[]): EditedField[] => fields.map((f) => ({ ...roundRect(f), uid: `f${(next += 1)}` }));

/**
 * A new field where the user is looking (`centreTop`, points from the top of `page`), below the
 * fields already there, without a key (a signature field: its party's); its label (and a select's
 * options) in the user's language.
 */
export function newField(
  t: Translate,
  type: ContractFieldType,
  spot: { page: number; size: PageSize; centreTop: number },
  existing: readonly EditedField[],
  party?: SigningParty,
): EditedField {
  const n = existing.length + 1;
  const signature = type === 'signature';
  const height = signature ? 60 : 20;
  const field: EditedField = {
    uid: `f${(next += 1)}`,
    key: signature ? `${party ?? 'employee'}_signature` : '',
    label: !signature
      ? t('pages.field.default.label', { n })
      : party === 'company'
        ? t('pages.field.default.signature.company')
        : t('pages.field.default.signature.employee'),
    type,
    required: true,
    source: null,
    party: signature ? (party ?? 'employee') : null,
    page: spot.page,
    x: 72,
    y: 0, // placed below
    width: signature ? 160 : 180,
    height,
    fontSize: 12,
    options: type === 'select' ? [t('pages.field.default.option1'), t('pages.field.default.option2')] : [],
    untitled: !signature,
  };
  const onPage = existing.filter((f) => f.page === spot.page);
  return { ...field, ...placeNew(field, spot.size, spot.centreTop, onPage) };
}

/** For the server: the list as the API takes it (no editor-only keys), boxes to 0.01 pt. */
export const toInput = (fields: EditedField[]): ContractFieldInput[] =>
  fields.map(({ uid: _uid, untitled: _untitled, ...f }) => roundRect(f));

/** The fields still without a key: the list cannot be saved until each has one. */
export const keyless = (fields: EditedField[]) => fields.filter((f) => !f.key.trim());

/** A plausible value of each field, to preview the filled PDF. */
export function sampleValue(t: Translate, field: ContractFieldInput): string | null {
  switch (field.type) {
    case 'signature':
      return null;
    case 'number':
      return '40';
    case 'money':
      return '8500.00';
    case 'date':
      return '2026-01-01';
    case 'idNumber':
      return makeIdNumber('110101', '19900307', '123');
    case 'mobile':
      return '13800138000';
    case 'select':
      return field.options?.[0] ?? null;
    default:
      return field.constant || t('pages.field.sample.text', { label: field.label });
  }
}
