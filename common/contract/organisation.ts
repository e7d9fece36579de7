/**
 * Client companies and their departments, employees (and their import) and the prevention list
 * (docs/api.md, "Companies and departments", "Employees", "Prevention list").
 */
import { z } from 'zod';
import { COMPANY_STATUSES, EMPLOYEE_STATUSES, IMPORT_FIELDS } from '../api/organisation';
import { LIMITS } from '../validation/limits';
import { isoTime } from './define';
import { creditCode, idNumber, isoDate, listQueryShape, mobile, optionalMobile, queryBoolean, queryId, requiredText, text } from './fields';
import { SealReadiness } from './seals';

// Companies

export const Company = z
  .object({
    id: z.number().int(),
    name: z.string(),
    creditCode: z.string().describe('Unified social credit code: 18 characters, GB 32100 check character.'),
    legalPerson: z.string(),
    contactName: z.string(),
    contactMobile: z.string(),
    address: z.string(),
    status: z.enum(COMPANY_STATUSES),
    hasSeal: z.boolean().describe('Whether a seal image is stored; the image is `GET /api/companies/:id/seal`.'),
    verifyIdentity: z.boolean().describe('Workers prove who they are (carrier three-element check) before they may sign.'),
    employeeCount: z.number().int(),
    createdAt: isoTime(),
  })
  .meta({ id: 'Company', description: 'A client company.' });

export const CompanySigningReadiness = z
  .object({
    companyId: z.number().int(),
    companyName: z.string(),
    hasSeal: z.boolean().describe('Without a seal the company cannot seal: tasks stop at “awaiting the company seal”.'),
    seals: z.array(SealReadiness).describe('The company’s active seals, and whether the reader may stamp each.'),
  })
  .meta({
    id: 'CompanySigningReadiness',
    description:
      'Whether the company can seal what its employees sign, for everyone who initiates signing for it (operators and department users cannot read the company itself).',
  });

const companyFields = {
  name: requiredText(LIMITS.companyName),
  creditCode: creditCode(),
  legalPerson: requiredText(LIMITS.legalPerson),
  contactName: requiredText(LIMITS.contactName),
  contactMobile: mobile(),
  address: text(LIMITS.address),
  status: z.enum(COMPANY_STATUSES).optional().describe('Administrators only: a company user changing it is refused (403).'),
  verifyIdentity: z.boolean().optional(),
};

export const CompanyBody = z.object({ ...companyFields, address: companyFields.address.default('') });

/** `PUT /api/companies/:id`: fields left out keep their value. */
export const CompanyChanges = z.object(companyFields).partial();

export const COMPANY_SORTS = ['id', 'name', 'creditCode', 'status', 'createdAt', 'employeeCount'] as const;

export const CompanyQuery = z.object({
  ...listQueryShape(COMPANY_SORTS),
  name: text(LIMITS.companyName).optional().describe('Contained in the name.'),
  creditCode: z.string().trim().toUpperCase().max(18).optional().describe('Exact.'),
  status: z.enum(COMPANY_STATUSES).optional(),
  hasSeal: queryBoolean().describe('false: companies that cannot seal yet (no seal image uploaded).'),
});

/** `POST /api/companies/:id/seal`. */
export const CompanySealForm = z.object({
  file: z
    .any()
    .describe('PNG or JPEG, at most 1 MB and 2000 × 2000 pixels: the image of the company seal (公章), kept as a transparent PNG.'),
});

// Departments

export const Department = z
  .object({
    id: z.number().int(),
    companyId: z.number().int(),
    name: z.string(),
    employeeCount: z.number().int(),
  })
  .meta({ id: 'Department', description: 'A department of a company.' });

export const DepartmentBody = z.object({ name: requiredText(LIMITS.departmentName).describe('Unique in the company.') });

export const DEPARTMENT_SORTS = ['id', 'name', 'createdAt'] as const;

export const DepartmentQuery = z.object({
  ...listQueryShape(DEPARTMENT_SORTS),
  name: text(LIMITS.departmentName).optional().describe('Contained in the name.'),
});

// Employees

export const Employee = z
  .object({
    id: z.number().int(),
    companyId: z.number().int(),
    companyName: z.string(),
    departmentId: z.number().int().nullable(),
    departmentName: z.string().nullable(),
    name: z.string(),
    idNumber: z.string().describe('Masked (first 6 and last 4 characters) for everyone but administrators.'),
    mobile: z.string(),
    email: z.string().describe('Where the texts about contracts are also mailed; empty when none.'),
    position: z.string(),
    entryDate: z.string().meta({ format: 'date' }),
    status: z.enum(EMPLOYEE_STATUSES),
    leaveDate: z.string().meta({ format: 'date' }).nullable().describe('The day they left; null while active.'),
    prevented: z.boolean().describe('On the prevention list (matched by ID number).'),
    preventedReason: z.string().nullable().describe('The prevention entry’s reason, when prevented.'),
    createdAt: isoTime(),
  })
  .meta({ id: 'Employee', description: 'An employee: a person the company sends contracts to sign.' });

const employeeFields = {
  companyId: z.number().int().min(1).optional().describe('Administrators choose the company (required); other users’ own company is used.'),
  departmentId: z.number().int().min(1).nullable().optional(),
  name: requiredText(LIMITS.personName),
  idNumber: idNumber(),
  mobile: mobile(),
  email: z.union([z.literal(''), z.string().trim().max(LIMITS.employeeEmail).email('validation.email')]).optional(),
  position: text(LIMITS.position).optional(),
  entryDate: isoDate(),
  status: z.enum(EMPLOYEE_STATUSES).optional(),
  leaveDate: isoDate()
    .nullable()
    .optional()
    .describe('Required with status `left` (not before the entry date); cleared when the status is `active`.'),
};

export const EmployeeBody = z.object(employeeFields);

/** `PUT /api/employees/:id`: fields left out keep their value; the company of an employee does not change. */
const { companyId: _fixed, ...changeFields } = employeeFields;
export const EmployeeChanges = z.object(changeFields).partial();

export const EMPLOYEE_SORTS = ['id', 'name', 'entryDate', 'status', 'createdAt'] as const;

export const EmployeeQuery = z.object({
  ...listQueryShape(EMPLOYEE_SORTS),
  companyId: queryId(),
  departmentId: queryId(),
  name: text(LIMITS.personName).optional().describe('Contained in the name.'),
  idNumber: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[0-9X*]{1,18}$/, 'validation.invalid')
    .optional()
    .describe('18 characters: exact; fewer: a prefix; a masked number as shown: its visible start and end.'),
  mobile: z.string().trim().max(11).optional().describe('Exact.'),
  status: z.enum(EMPLOYEE_STATUSES).optional(),
  prevented: queryBoolean(),
});

/** The list's filters and sorter, without paging. */
export const EmployeeExportQuery = EmployeeQuery.omit({ current: true, pageSize: true }).extend({
  unmaskedIds: queryBoolean()
    .optional()
    .describe('Administrators and a company’s users: full ID numbers in the file (for payroll and re-import), recorded in the audit log.'),
});

export const EmployeeImportQuery = z.object({
  dryRun: queryBoolean().describe('Check only, write nothing.'),
  companyId: queryId().describe('Required for administrators: the company the rows go to.'),
});

/** The same company as the check. */
export const EmployeeImportRejectedQuery = EmployeeImportQuery.pick({ companyId: true });

/** `POST /api/employees/import` and `…/import/rejected`. */
export const EmployeeSheetForm = z.object({
  file: z.any().describe('The .xlsx (at most 5 MB, 20,000 data rows): its first sheet, with a header row.'),
});

// Employee import

export const ImportField = z.enum(IMPORT_FIELDS).describe('A field an employee import fills.');

const sheetColumnShape = {
  column: z.string().describe('Its letter: A, B, …'),
  header: z.string().describe('As written; empty when blank.'),
};

export const ImportSheetColumn = z
  .object(sheetColumnShape)
  .meta({ id: 'ImportSheetColumn', description: 'A column of the imported sheet.' });

export const ImportColumns = z
  .object({
    recognised: z
      .array(
        z.object({
          ...sheetColumnShape,
          field: ImportField,
          synonym: z.boolean().describe('The header is not the template’s own in the user’s language (职位 read as 岗位).'),
        }),
      )
      .describe('Columns read, with the field each fills.'),
    unknown: z.array(ImportSheetColumn).describe('Columns not recognised (a headerless column only when it holds data): ignored.'),
    missing: z
      .array(ImportField)
      .describe('Required fields without a column: a dry run reports them and checks no row; an import is refused.'),
  })
  .meta({ id: 'ImportColumns', description: 'How the import read the header row of the sheet.' });

export const ImportRowError = z
  .object({ row: z.number().int().describe('Its row number in the sheet.'), field: ImportField, reason: z.string() })
  .meta({ id: 'ImportRowError', description: 'One refused row of an employee import.' });

export const ImportReport = z
  .object({
    dryRun: z.boolean(),
    total: z.number().int(),
    valid: z.number().int(),
    imported: z.number().int(),
    columns: ImportColumns,
    errors: z.array(ImportRowError),
  })
  .meta({ id: 'ImportReport', description: 'What an employee import or its check (`dryRun`, nothing written) found.' });

// Prevention list

export const PreventionEntry = z
  .object({
    id: z.number().int(),
    name: z.string(),
    idNumber: z.string(),
    mobile: z.string(),
    reason: z.string(),
    createdBy: z.string().describe('Name of the account that added it.'),
    createdAt: isoTime(),
  })
  .meta({ id: 'PreventionEntry', description: 'A person, by resident ID number, who must not be sent a contract.' });

const preventionFields = {
  name: requiredText(LIMITS.personName),
  idNumber: idNumber().describe('Unique on the list.'),
  mobile: optionalMobile(),
  reason: requiredText(LIMITS.reason),
};

export const PreventionBody = z.object({ ...preventionFields, mobile: preventionFields.mobile.default('') });

/** `PUT /api/prevention-list/:id`: fields left out keep their value. */
export const PreventionChanges = z.object(preventionFields).partial();

export const PREVENTION_SORTS = ['id', 'name', 'createdAt'] as const;

export const PreventionQuery = z.object({
  ...listQueryShape(PREVENTION_SORTS),
  name: text(LIMITS.personName).optional().describe('Contained in the name.'),
  idNumber: z.string().trim().toUpperCase().max(18).optional().describe('Exact.'),
  mobile: z.string().trim().max(11).optional().describe('Exact.'),
});

export const PreventionCheckQuery = z.object({ idNumber: idNumber() });

export const PreventionCheck = z
  .object({ prevented: z.boolean(), entry: PreventionEntry.nullable().describe('The entry, when the person is barred.') })
  .meta({ id: 'PreventionCheck', description: 'Whether a person is on the prevention list.' });

export type Company = z.output<typeof Company>;
export type CompanySigningReadiness = z.output<typeof CompanySigningReadiness>;
export type CompanyBody = z.input<typeof CompanyBody>;
export type CompanyQuery = z.input<typeof CompanyQuery>;
export type Department = z.output<typeof Department>;
export type DepartmentBody = z.input<typeof DepartmentBody>;
export type DepartmentQuery = z.input<typeof DepartmentQuery>;
export type Employee = z.output<typeof Employee>;
export type EmployeeBody = z.input<typeof EmployeeBody>;
export type EmployeeQuery = z.input<typeof EmployeeQuery>;
export type EmployeeExportQuery = z.input<typeof EmployeeExportQuery>;
export type EmployeeImportQuery = z.input<typeof EmployeeImportQuery>;
export type EmployeeImportRejectedQuery = z.input<typeof EmployeeImportRejectedQuery>;
export type ImportField = z.output<typeof ImportField>;
export type ImportSheetColumn = z.output<typeof ImportSheetColumn>;
export type ImportColumns = z.output<typeof ImportColumns>;
export type ImportRowError = z.output<typeof ImportRowError>;
export type ImportReport = z.output<typeof ImportReport>;
export type PreventionEntry = z.output<typeof PreventionEntry>;
export type PreventionBody = z.input<typeof PreventionBody>;
export type PreventionQuery = z.input<typeof PreventionQuery>;
export type PreventionCheck = z.output<typeof PreventionCheck>;
