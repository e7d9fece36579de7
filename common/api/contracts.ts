/**
 * API types of contract templates, their fields and field help (docs/api.md:
 * contract templates, field help). Field names are the API's; keep them.
 */
import type { PageQuery } from './index';
import type { SealKind } from './seals';

export type ContractKind = 'principal' | 'accessory';
export type ContractStatus = 'draft' | 'enabled' | 'disabled';

/** Size of one PDF page in points (1/72 inch), from its MediaBox. */
export interface PageSize {
  width: number;
  height: number;
}

export interface ContractTemplate {
  id: number;
  kind: ContractKind;
  /** Owning company; null for shared templates (made by an administrator, seen by every company). */
  companyId: number | null;
  /** Name of the owning company; null for shared templates. */
  companyName: string | null;
  name: string;
  /** Unique per company + kind + version. */
  code: string;
  /** From 1; `POST /api/contracts/:id/versions` adds the next one. */
  version: number;
  status: ContractStatus;
  pageCount: number;
  /** One entry per page, in order. */
  pages: PageSize[];
  /** For principal templates: the accessory templates that go with it (always [] for accessories). */
  accessoryIds: number[];
  /** Used by a sign task: cannot be deleted. */
  inUse: boolean;
  /** Bytes of the stored PDF. */
  fileSize: number;
  /** SHA-256 (hex) of the stored PDF. */
  fileSha256: string;
  fieldCount: number;
  /** The kind of the company's seal stamped at the company signature place (common/api/seals.ts). */
  sealKind: SealKind;
  /** A cross-page seal (骑缝章): the seal split across the right edge of every page (two or more pages). */
  crossPageSeal: boolean;
  createdAt: string;
  updatedAt: string;
}

/**
 * `POST /api/contracts` is multipart/form-data: `file` (the PDF, at most 10 MB) and these
 * fields as strings.
 */
export interface ContractTemplateCreateBody {
  kind: ContractKind;
  /** Absent or blank: the uploaded file's name without ".pdf". */
  name?: string;
  code: string;
  /**
   * A whole number 1-9999, sent as typed (TEMPLATE_VERSION_PATTERN: "2025.1" is refused, not
   * rounded). Absent or blank: the next version of the code for its owner and kind (1 for a new
   * code). A new template starts as a draft.
   */
  version?: number;
  /**
   * Administrators: the owning company, or absent/empty for a shared template.
   * Company users: absent or their own company.
   */
  companyId?: number | null;
  /** A cross-page seal (骑缝章) on every page; false unless given. */
  crossPageSeal?: boolean;
}

/** `PUT /api/contracts/:id` (JSON): the fields given are changed. */
export interface ContractTemplateUpdateBody {
  name?: string;
  code?: string;
  status?: ContractStatus;
  /** Principal templates only: accessory templates the template's viewers can all see. */
  accessoryIds?: number[];
  /** The seal kind the template is sealed with ('company' unless changed). */
  sealKind?: SealKind;
  /** A cross-page seal (骑缝章) on every page. */
  crossPageSeal?: boolean;
}

/** `POST /api/contracts/:id/versions` is multipart/form-data: `file`, optional `name`. */
export interface ContractVersionBody {
  name?: string;
}

/** What `POST /api/contracts/:id/versions` answers: the new version (a draft). */
export interface ContractVersionResult extends ContractTemplate {
  /** Keys of the fields not copied because they do not fit the new PDF's pages. */
  droppedFieldKeys: string[];
}

export interface ContractQuery extends PageQuery {
  kind?: ContractKind;
  /** Contained in the name. */
  name?: string;
  /** Contained in the code. */
  code?: string;
  status?: ContractStatus;
  /** Only this company's templates (company users: their own company only). */
  companyId?: number;
  /** true: only shared templates; false: only company-owned ones. */
  shared?: boolean;
  /** true: only the highest version of each code. */
  latest?: boolean;
  /** true: templates that lack the employee's or the company's signature place (cannot be signed). */
  missingSignaturePlaces?: boolean;
}

export const CONTRACT_FIELD_TYPES = ['text', 'number', 'money', 'date', 'idNumber', 'mobile', 'select', 'signature'] as const;
export type ContractFieldType = (typeof CONTRACT_FIELD_TYPES)[number];

/** Where a field's default value comes from. */
export const CONTRACT_FIELD_SOURCES = [
  'employee.name',
  'employee.idNumber',
  'employee.mobile',
  'employee.position',
  'employee.entryDate',
  'company.name',
  'company.creditCode',
  'today',
  'constant',
] as const;
export type ContractFieldSource = (typeof CONTRACT_FIELD_SOURCES)[number];

export type SigningParty = 'employee' | 'company';

export interface ContractField {
  id: number;
  /** Identifier (letters, digits, underscore; starts with a letter), unique in the template. */
  key: string;
  label: string;
  type: ContractFieldType;
  required: boolean;
  /** Where the default value comes from; null: typed in. Never set on signature fields. */
  source: ContractFieldSource | null;
  /** The value when `source` is 'constant'. */
  constant?: string;
  /** Signature fields: who signs there (one signature field per party). Null otherwise. */
  party: SigningParty | null;
  /** From 1. */
  page: number;
  /** PDF points from the page's bottom-left corner. */
  x: number;
  y: number;
  width: number;
  height: number;
  /** 6-72. */
  fontSize: number;
  /** Select fields: the choices. [] otherwise. */
  options: string[];
}

/**
 * One element of the array `PUT /api/contracts/:id/fields` takes (the whole list). An `id` of a
 * field of this template keeps that id; others get new ids.
 */
export type ContractFieldInput = Omit<ContractField, 'id' | 'required' | 'source' | 'party' | 'fontSize' | 'options'> & {
  id?: number;
  required?: boolean;
  source?: ContractFieldSource | null;
  party?: SigningParty | null;
  fontSize?: number;
  options?: string[];
};

/**
 * `POST /api/contracts/:id/preview` (JSON): field key → value. Numbers may be given as numbers
 * or strings; money has at most 2 decimals; dates are YYYY-MM-DD. Answers application/pdf.
 * Blank values take their field's default: from `employeeId`'s record when given (as a sign task
 * for that employee would), else from the company, today and constants.
 */
export interface ContractPreviewBody {
  values: Record<string, string | number | null>;
  employeeId?: number;
}

export interface FieldHelp {
  id: number;
  /** The contract field key it explains. Unique per company (and among shared entries). */
  key: string;
  title: string;
  content: string;
  example: string;
  /** Null: shared (made by an administrator). */
  companyId: number | null;
  companyName: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface FieldHelpBody {
  key: string;
  title: string;
  content: string;
  example?: string;
  /** Administrators only, on create: the company, or absent/null for a shared entry. */
  companyId?: number | null;
}

export interface FieldHelpQuery extends PageQuery {
  /** Exact key. */
  key?: string;
  /** Contained in the key, title or content. */
  keyword?: string;
  companyId?: number;
  shared?: boolean;
}
