/**
 * The rules of contract field values, by field type, and which default sources suit which type.
 * Pure: used to check constants when fields are saved and values when a contract is filled.
 */
import { chinaDate } from '../../../../common/china-time';
import type { ContractFieldSource, ContractFieldType } from '../../../../common/api/contracts';
import { isMainlandMobile, isValidIdNumber } from '../../../../common/validation/china-ids';
import { FIELD_TEXT_VALUE_MAX } from '../../../../common/validation/templates';
import type { MessageKey } from '../../../i18n';

/** Field types each default source can fill. Signature fields take no source. */
export const SOURCE_TYPES: Record<ContractFieldSource, readonly ContractFieldType[]> = {
  'employee.name': ['text'],
  'employee.idNumber': ['idNumber', 'text'],
  'employee.mobile': ['mobile', 'text'],
  'employee.position': ['text', 'select'],
  'employee.entryDate': ['date', 'text'],
  'company.name': ['text'],
  'company.creditCode': ['text'],
  today: ['date', 'text'],
  constant: ['text', 'number', 'money', 'date', 'idNumber', 'mobile', 'select'],
};

/** What an employee's record gives the `employee.*` sources. */
export interface SourceEmployee {
  name: string;
  idNumber: string;
  mobile: string;
  position: string;
  entryDate: string;
}

/** The value of each default source for one employee of one company, on `now`'s China date. */
export function sourceDefaults(
  employee: SourceEmployee,
  company: { name: string; creditCode: string },
  now: Date,
): Partial<Record<ContractFieldSource, string>> {
  return {
    'employee.name': employee.name,
    'employee.idNumber': employee.idNumber,
    'employee.mobile': employee.mobile,
    'employee.position': employee.position,
    'employee.entryDate': employee.entryDate,
    'company.name': company.name,
    'company.creditCode': company.creditCode,
    today: chinaDate(now),
  };
}

export type ValueCheck = { ok: true; text: string } | { ok: false; messageKey: MessageKey; params?: Record<string, string | number> };

const fail = (messageKey: MessageKey, params?: Record<string, string | number>): ValueCheck => ({ ok: false, messageKey, params });

export function isRealDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/** Whether nothing was given: absent, null or blank. */
export function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/**
 * Checks one non-blank value against its field type and answers the text to draw: numbers as
 * given, money with exactly 2 decimals, ID numbers with an upper-case X.
 */
export function checkValue(field: { type: ContractFieldType; options: readonly string[] }, value: unknown): ValueCheck {
  let text: string;
  if (typeof value === 'string') text = value.trim();
  else if (typeof value === 'number' && Number.isFinite(value)) text = String(value);
  else return fail('contractValue.type');

  switch (field.type) {
    case 'text':
    case 'signature':
      return [...text].length > FIELD_TEXT_VALUE_MAX ? fail('contractValue.tooLong', { max: FIELD_TEXT_VALUE_MAX }) : { ok: true, text };
    case 'number':
      return /^-?\d{1,15}(?:\.\d{1,10})?$/.test(text) ? { ok: true, text } : fail('contractValue.number');
    case 'money': {
      const match = /^(\d{1,15})(?:\.(\d{1,2}))?$/.exec(text);
      if (!match) return fail('contractValue.money');
      return { ok: true, text: `${BigInt(match[1]).toString()}.${(match[2] ?? '').padEnd(2, '0')}` };
    }
    case 'date':
      return isRealDate(text) ? { ok: true, text } : fail('contractValue.date');
    case 'idNumber': {
      const id = text.toUpperCase();
      return isValidIdNumber(id) ? { ok: true, text: id } : fail('contractValue.idNumber');
    }
    case 'mobile':
      return isMainlandMobile(text) ? { ok: true, text } : fail('contractValue.mobile');
    case 'select':
      return field.options.includes(text) ? { ok: true, text } : fail('contractValue.option', { values: field.options.join(', ') });
  }
}
