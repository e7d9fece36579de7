/**
 * Constants of contract templates, their fields and field help (docs/api.md: contract templates,
 * field help); the API's types are declared in common/contract/contracts.ts.
 */

export const CONTRACT_KINDS = ['principal', 'accessory'] as const;
export type ContractKind = (typeof CONTRACT_KINDS)[number];
export const CONTRACT_STATUSES = ['draft', 'enabled', 'disabled'] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];

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

/** Who signs at a signature field. */
export const SIGNING_PARTIES = ['employee', 'company'] as const;
export type SigningParty = (typeof SIGNING_PARTIES)[number];

export type {
  ContractField,
  ContractFieldInput,
  ContractPreviewBody,
  ContractQuery,
  ContractTemplate,
  ContractTemplateCreateBody,
  ContractTemplateUpdateBody,
  ContractVersionBody,
  ContractVersionResult,
  FieldHelp,
  FieldHelpBody,
  FieldHelpQuery,
  FieldHelpUpdateBody,
  PageSize,
} from '../contract/contracts';
