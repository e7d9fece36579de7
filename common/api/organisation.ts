/**
 * API contract of client companies, departments, company accounts, employees and the
 * prevention list (docs/api.md). Field names are the API's; keep them.
 */
import type { PageQuery, UserType } from './index';
import type { SealReadiness } from './seals';

export type CompanyStatus = 'active' | 'suspended';

export interface Company {
  id: number;
  name: string;
  /** Unified social credit code, 18 characters, GB 32100 check character. */
  creditCode: string;
  legalPerson: string;
  contactName: string;
  contactMobile: string;
  address: string;
  status: CompanyStatus;
  /** Whether a seal image is stored; the image is `GET /api/companies/:id/seal`. */
  hasSeal: boolean;
  /** Workers prove who they are (carrier three-element check) before they may sign. */
  verifyIdentity: boolean;
  employeeCount: number;
  createdAt: string;
}

/**
 * `GET /api/companies/:id/signing-readiness`: whether the company can seal what its employees
 * sign, for everyone who initiates signing for it (operators and department users cannot read
 * the company itself).
 */
export interface CompanySigningReadiness {
  companyId: number;
  companyName: string;
  /** Without a seal, the company cannot seal: tasks stop at "awaiting the company seal". */
  hasSeal: boolean;
  /** The company's active seals, and whether the reader may stamp each. */
  seals: SealReadiness[];
}

export type CompanyBody = Pick<Company, 'name' | 'creditCode' | 'legalPerson' | 'contactName' | 'contactMobile' | 'address'> & {
  status?: CompanyStatus;
  verifyIdentity?: boolean;
};

export interface CompanyQuery extends PageQuery {
  /** Contained in the name. */
  name?: string;
  creditCode?: string;
  status?: CompanyStatus;
  /** false: companies that cannot seal yet (no seal image uploaded). */
  hasSeal?: boolean;
}

export interface Department {
  id: number;
  companyId: number;
  name: string;
  employeeCount: number;
}

export interface DepartmentBody {
  name: string;
}

/** Query of `GET /api/companies/:id/departments` (sorter: id, name, createdAt). */
export interface DepartmentQuery extends PageQuery {
  /** Contained in the name. */
  name?: string;
}

/** Query of `GET /api/employees/export`: the list's filters and sorter, without paging. */
export type EmployeeExportQuery = Omit<EmployeeQuery, 'current' | 'pageSize'> & {
  /** A company's admin: full ID numbers in the file (for payroll and re-import), recorded in the audit log. */
  unmaskedIds?: boolean;
};

/** Query of `POST /api/employees/import`. */
export interface EmployeeImportQuery {
  /** `1`: check only, write nothing. */
  dryRun?: '1' | '0';
  /** Required for administrators: the company the rows go to. */
  companyId?: number;
}

/**
 * Query of `POST /api/employees/import/rejected`: the same file and company as the check; answers
 * an .xlsx of the rows the check refuses, with their columns as uploaded and a column of reasons.
 */
export type EmployeeImportRejectedQuery = Pick<EmployeeImportQuery, 'companyId'>;

/** Body of `POST /api/users` (admin: any company; company user: its own company). */
export interface AccountCreateBody {
  username: string;
  name: string;
  password: string;
  type: UserType;
  /** Company id, for types 2-4. */
  relation_id: number;
  /** Department id, required for department users (type 3). */
  department?: number | null;
  mobile?: string;
  email?: string;
}

/**
 * Body of `PATCH /api/users/:id`: the fields given change, the others stay. A new `type` or
 * `relation_id` is checked as on creation (and must stay in the caller's reach); a department
 * user moved to another company needs a department of that company.
 */
export type AccountUpdateBody = Partial<Pick<AccountCreateBody, 'name' | 'type' | 'relation_id' | 'department' | 'mobile' | 'email'>> & {
  status?: 'enabled' | 'disabled';
};

export interface PasswordResetResult {
  /** A new random password, shown once to the administrator who reset it. */
  password: string;
}

export type EmployeeStatus = 'active' | 'left';

export interface Employee {
  id: number;
  companyId: number;
  companyName: string;
  departmentId: number | null;
  departmentName: string | null;
  name: string;
  /** Masked (first 6 and last 4 characters) for everyone but administrators. */
  idNumber: string;
  mobile: string;
  /** Where the texts about contracts are also mailed; '' when none. */
  email: string;
  position: string;
  /** YYYY-MM-DD */
  entryDate: string;
  status: EmployeeStatus;
  /** YYYY-MM-DD, the day they left; null while active. */
  leaveDate: string | null;
  /** On the prevention list (matched by ID number). */
  prevented: boolean;
  /** The prevention entry's reason, when prevented. */
  preventedReason: string | null;
  createdAt: string;
}

export interface EmployeeBody {
  /** Admins choose the company; other users' own company is used. */
  companyId?: number;
  departmentId?: number | null;
  name: string;
  idNumber: string;
  mobile: string;
  email?: string;
  position?: string;
  entryDate: string;
  status?: EmployeeStatus;
  /** Required with status 'left' (not before the entry date); cleared when the status is 'active'. */
  leaveDate?: string | null;
}

export interface EmployeeQuery extends PageQuery {
  companyId?: number;
  departmentId?: number;
  /** Contained in the name. */
  name?: string;
  /** Exact ID number. */
  idNumber?: string;
  /** Exact mobile. */
  mobile?: string;
  status?: EmployeeStatus;
  prevented?: boolean;
}

/** The fields an employee import fills, in the template's column order. */
export type ImportField = 'name' | 'idNumber' | 'mobile' | 'department' | 'position' | 'entryDate';

/** A column of the imported sheet: its letter (A, B, …) and its header as written ('' when blank). */
export interface ImportSheetColumn {
  column: string;
  header: string;
}

/** How the import read the header row of the sheet. */
export interface ImportColumns {
  /** Columns read, with the field each fills; `synonym` when the header is not the template's own
   * header in the user's language (职位 read as 岗位). */
  recognised: Array<ImportSheetColumn & { field: ImportField; synonym: boolean }>;
  /** Columns not recognised (a headerless column only when it holds data): their cells are ignored. */
  unknown: ImportSheetColumn[];
  /** Required fields without a column: a dry run reports them and checks no row; an import is refused. */
  missing: ImportField[];
}

/** One refused row of an employee import: its row number in the sheet and why. */
export interface ImportRowError {
  row: number;
  field: ImportField;
  reason: string;
}

/** What `POST /api/employees/import` answers (with `dryRun=1` nothing is written). */
export interface ImportReport {
  dryRun: boolean;
  total: number;
  valid: number;
  imported: number;
  columns: ImportColumns;
  errors: ImportRowError[];
}

export interface PreventionEntry {
  id: number;
  name: string;
  idNumber: string;
  mobile: string;
  reason: string;
  /** Name of the account that added it. */
  createdBy: string;
  createdAt: string;
}

export type PreventionBody = Pick<PreventionEntry, 'name' | 'idNumber' | 'mobile' | 'reason'>;

/** Query of `GET /api/prevention-list` (sorter: id, name, createdAt). Text filters: name contains,
 * idNumber and mobile exact. */
export interface PreventionQuery extends PageQuery {
  name?: string;
  idNumber?: string;
  mobile?: string;
}

/** `GET /api/prevention-list/check?idNumber=`: the entry, when the person is barred. */
export interface PreventionCheck {
  prevented: boolean;
  entry: PreventionEntry | null;
}
