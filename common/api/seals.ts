/** The seal library and its grants (docs/api.md, "Seals"). */

/** The longest seal kind or name. */
export const SEAL_TEXT_MAX = 20;

/** The kinds every company has a name for; a company may name others (财务专用章). */
export const BUILT_IN_SEAL_KINDS = ['company', 'contract', 'hr'] as const;
/** 'company' (公章), 'contract' (合同专用章), 'hr' (人事专用章), or a kind the company names. */
export type SealKind = string;
/** The usual name of a seal of each built-in kind: what a new seal is called unless named. */
export const BUILT_IN_SEAL_NAMES: Record<(typeof BUILT_IN_SEAL_KINDS)[number], string> = {
  company: '公章',
  contract: '合同专用章',
  hr: '人事专用章',
};
/** What a kind is called: the usual name of a built-in kind, else the kind as the company named it. */
export const sealKindName = (kind: SealKind): string => BUILT_IN_SEAL_NAMES[kind as keyof typeof BUILT_IN_SEAL_NAMES] ?? kind;

/** The kind a template is sealed with unless it names another. */
export const DEFAULT_SEAL_KIND: SealKind = 'company';

export const SEAL_STATUSES = ['active', 'disabled'] as const;
export type SealStatus = (typeof SEAL_STATUSES)[number];

export interface Seal {
  id: number;
  companyId: number;
  kind: SealKind;
  name: string;
  /** Only active seals stamp; a company has at most one active seal of each kind. */
  status: SealStatus;
  createdBy: number | null;
  createdByName: string | null;
  createdAt: string;
  updatedAt: string;
}

/**
 * A new seal's kind and name. `POST /api/companies/:id/seals/drawn` has it drawn on the server
 * (the company's name along the arc, `name` below the star but on the company seal);
 * `.../seals/preview` draws the same without saving; `POST /api/companies/:id/seals` takes them
 * as form fields beside the uploaded image (`file`).
 */
export interface SealDrawBody {
  kind: SealKind;
  name: string;
}

export interface SealUpdateBody {
  name?: string;
  status?: SealStatus;
}

export interface SealGrant {
  id: number;
  sealId: number;
  accountId: number;
  accountName: string;
  /** The templates the grant covers; null: every template. */
  templateIds: number[] | null;
  /** The departments whose tasks it covers; null: every department. */
  departmentIds: number[] | null;
  /** Null: until revoked. */
  expiresAt: string | null;
  createdBy: number | null;
  createdByName: string | null;
  createdAt: string;
  revokedAt: string | null;
  revokedBy: number | null;
  /** Neither revoked nor expired now. */
  live: boolean;
}

export interface SealGrantBody {
  accountId: number;
  templateIds?: number[] | null;
  departmentIds?: number[] | null;
  expiresAt?: string | null;
}
