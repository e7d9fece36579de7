/**
 * API contract of client companies, departments, company accounts, employees and the
 * prevention list (docs/api.md). Field names are the API's; keep them.
 */

export const COMPANY_STATUSES = ['active', 'suspended'] as const;
export type CompanyStatus = (typeof COMPANY_STATUSES)[number];

export type { AccountCreateBody, AccountUpdateBody, PasswordResetResult } from '../contract/accounts';

export const EMPLOYEE_STATUSES = ['active', 'left'] as const;
export type EmployeeStatus = (typeof EMPLOYEE_STATUSES)[number];

/** The fields an employee import fills, in the template's column order. */
export const IMPORT_FIELDS = ['name', 'idNumber', 'mobile', 'department', 'position', 'entryDate'] as const;

export type {
  Company,
  CompanyBody,
  CompanyQuery,
  CompanySigningReadiness,
  Department,
  DepartmentBody,
  DepartmentQuery,
  Employee,
  EmployeeBody,
  EmployeeExportQuery,
  EmployeeImportQuery,
  EmployeeImportRejectedQuery,
  EmployeeQuery,
  ImportColumns,
  ImportField,
  ImportReport,
  ImportRowError,
  ImportSheetColumn,
  PreventionBody,
  PreventionCheck,
  PreventionEntry,
  PreventionQuery,
} from '../contract/organisation';
