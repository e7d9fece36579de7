/** New signing's form: its values, and what the body sent to the server is made of. */
import type { Dayjs } from 'dayjs';
import type { ContractField } from '@common/api/contracts';
import type { Employee } from '@common/api/organisation';
import type { SignTaskCreateBody } from '@common/api/signing';
import { LIMITS } from '@common/validation/limits';
import { chinaInstant } from '@/utils/chinaPicker';
import type { EmployeeValueMap } from './EmployeeValues';

/** Employees per request, as the server takes them (a department at a time). */
export const MAX_EMPLOYEES = LIMITS.signEmployees;

export type SendMode = 'now' | 'schedule' | 'draft';

export interface FormValues {
  templateId?: number;
  accessoryIds: number[];
  employees: Employee[];
  values: Record<string, string | undefined>;
  deadline?: Dayjs;
  mode: SendMode;
  sendAt?: Dayjs;
}

/** What the first employee gives a field whose default comes from the employee (the preview's stand-in). */
export function employeeDefault(field: ContractField, employee?: Employee): string | undefined {
  if (!employee) return undefined;
  switch (field.source) {
    case 'employee.name':
      return employee.name;
    case 'employee.mobile':
      return employee.mobile;
    case 'employee.position':
      return employee.position || undefined;
    case 'employee.entryDate':
      return employee.entryDate;
    case 'employee.idNumber':
      // Masked for everyone but administrators: no valid ID number to draw then.
      return employee.idNumber.includes('*') && field.type === 'idNumber' ? undefined : employee.idNumber;
    default:
      return undefined;
  }
}

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && !v.trim());

/** The form's path of a field the server named (`values.salary`, `employeeIds.3`, `deadline`). */
export function formPath(field: string): ['values', string] | [string] {
  const [head, ...rest] = field.split('.');
  if (head === 'values') return ['values', rest.join('.')];
  if (head === 'employeeIds') return ['employees'];
  if (head === 'accessoryIds') return ['accessoryIds'];
  return [head];
}

/** The values typed in for these keys, blanks left out (they take their defaults). */
export function typedValues(all: FormValues['values'] | undefined, keys: string[]): Record<string, string> {
  const values = all ?? {};
  return Object.fromEntries(keys.filter((k) => !blank(values[k])).map((k) => [k, String(values[k]).trim()]));
}

/** Each chosen person's own non-blank values, for the keys on the form. */
export function ownValues(employeeValues: EmployeeValueMap, chosen: Employee[], keys: string[]) {
  const own: NonNullable<SignTaskCreateBody['employeeValues']> = {};
  for (const e of chosen) {
    const typed = Object.entries(employeeValues[e.id] ?? {}).filter(([k, v]) => keys.includes(k) && !blank(v));
    if (typed.length) own[e.id] = Object.fromEntries(typed.map(([k, v]) => [k, v.trim()]));
  }
  return own;
}

/** The request of a filled-in form, with the shared and each person's own values; `check`: a dry run (nothing written). */
export function createBody(
  v: FormValues,
  { values, employeeValues, check }: Pick<SignTaskCreateBody, 'values' | 'employeeValues'> & { check: boolean },
): SignTaskCreateBody {
  return {
    templateId: v.templateId!,
    accessoryIds: v.accessoryIds ?? [],
    employeeIds: v.employees.map((e) => e.id),
    values,
    employeeValues,
    deadline: v.deadline ? chinaInstant(v.deadline) : null,
    sendAt: v.mode === 'schedule' && v.sendAt ? chinaInstant(v.sendAt) : null,
    send: v.mode === 'now',
    ...(check ? { dryRun: true } : {}),
  };
}
