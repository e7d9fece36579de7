/** Lengths of text fields: one table for the forms' rules and the server's schemas. */
export const LIMITS = {
  companyName: 100,
  legalPerson: 50,
  contactName: 50,
  address: 200,
  departmentName: 50,
  personName: 50,
  position: 50,
  reason: 200,
  username: { min: 3, max: 32 },
  accountName: 50,
  email: 100,
  /** An employee's email (where the texts about contracts are also mailed). */
  employeeEmail: 254,
  /** The caller's own profile (/account/settings): display name, signature, country, province and city, address. */
  profile: { name: 32, signature: 200, region: 32, address: 100 },
  /** Company seal image (PNG), bytes. */
  sealMaxBytes: 1024 * 1024,
  /** Pixels a side of the seal PNG (a seal prints at 4 cm: 2,000 px is 1,270 dpi). */
  sealMaxSide: 2000,
  /** Approvers of one seal. */
  sealApprovers: 20,
  /** Account picture (PNG, made square by the browser), bytes and pixels a side. */
  avatarMaxBytes: 512 * 1024,
  avatarMaxSide: 1024,
  /** Employee import (.xlsx), bytes and data rows. */
  importMaxBytes: 5 * 1024 * 1024,
  importMaxRows: 20_000,
  /** Employees in one new signing (or values sheet): a department at a time, not the whole company. */
  signEmployees: 500,
  /** Employee export: more rows than this are refused (narrow the filters). */
  exportMaxRows: 100_000,
  /** Tasks one batch seals (a month's contracts of a large client, not the whole platform at once). */
  batchMaxTasks: 5000,
} as const;

/** Usernames: letters, digits, dot, underscore, hyphen. */
export const USERNAME_PATTERN = /^[A-Za-z0-9._-]+$/;

/** The policy of every new password: 8-64 characters, at least one letter and one digit. */
export const PASSWORD_PATTERN = /^(?=[\s\S]*[A-Za-z])(?=[\s\S]*\d)[\s\S]{8,64}$/;

/** A code texted to a mobile (signing, the worker's page, login): 6 digits. */
export const TEXTED_CODE_PATTERN = /^\d{6}$/;

/** Masks an ID number for non-admins: first 6 and last 4 characters kept. */
/** What a masked ID number keeps visible: its first 6 and last 4 characters. */
export const MASK_VISIBLE = { start: 6, end: 4 } as const;

export function maskIdNumber(id: string): string {
  const { start, end } = MASK_VISIBLE;
  return id.length > start + end ? `${id.slice(0, start)}${'*'.repeat(id.length - start - end)}${id.slice(-end)}` : id;
}

/** A calendar date `YYYY-MM-DD` that exists (no 31 February). */
export function isIsoDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}
