/**
 * Which seal a company signature stamps, and the grant that lets the account stamp it. A task is
 * sealed with the company's active seal of the kind its (principal) template names; its
 * accessories are part of the same act and take the same seal. The account needs a live grant of
 * that seal (not revoked, not expired) whose limits cover the task's template and department.
 * Only accounts that may seal (batchSign) come here: company signing is a company's act, and
 * administrators, who belong to no company, never sign for one.
 */
import { sealKindName } from '../../../common/api/seals';
import type { Db } from '../../db/open';
import { DomainError } from '../errors';
import { idList, isLive } from './grant-rows';

export interface SealRequest {
  companyId: number;
  /** The task's (principal) template. */
  templateId: number;
  departmentId: number | null;
}

export interface SealForSigning {
  sealId: number;
  grantId: number;
  png: Uint8Array;
}

/** The seal and the grant for `accountId` (null: no account, as a batch whose initiator is gone). */
export async function sealForSigning(db: Db, request: SealRequest, accountId: number | null, at: string): Promise<SealForSigning> {
  const template = await db
    .selectFrom('contract_templates')
    .select('seal_kind')
    .where('id', '=', request.templateId)
    .executeTakeFirstOrThrow();
  const seal = await db
    .selectFrom('seals')
    .select(['id', 'name', 'png'])
    .where('company_id', '=', request.companyId)
    .where('kind', '=', template.seal_kind)
    .where('status', '=', 'active')
    .executeTakeFirst();
  if (!seal) {
    if (template.seal_kind === 'company') throw new DomainError('conflict', 'signTask.noSeal');
    throw new DomainError('conflict', 'seal.noneOfKind', { params: { kind: sealKindName(template.seal_kind) } });
  }
  const grants =
    accountId === null
      ? []
      : await db
          .selectFrom('seal_grants')
          .select(['id', 'template_ids', 'department_ids', 'expires_at', 'revoked_at'])
          .where('seal_id', '=', seal.id)
          .where('account_id', '=', accountId)
          .where('revoked_at', 'is', null)
          .orderBy('id')
          .execute();
  const grant = grants.find((g) => {
    const templates = idList(g.template_ids);
    const departments = idList(g.department_ids);
    return (
      isLive(g, at) &&
      (templates === null || templates.includes(request.templateId)) &&
      (departments === null || (request.departmentId !== null && departments.includes(request.departmentId)))
    );
  });
  if (!grant) throw new DomainError('forbidden', 'seal.notGranted', { params: { seal: seal.name } });
  return { sealId: seal.id, grantId: grant.id, png: new Uint8Array(seal.png) };
}

/**
 * Refuses, with the first missing grant's reason, unless the account may seal every task given:
 * what a batch checks before it starts (each task is checked again when it is sealed).
 */
export async function assertMaySeal(db: Db, requests: readonly SealRequest[], accountId: number, at: string): Promise<void> {
  const seen = new Set<string>();
  for (const request of requests) {
    const key = `${request.companyId}/${request.templateId}/${request.departmentId}`;
    if (seen.has(key)) continue;
    seen.add(key);
    await sealForSigning(db, request, accountId, at);
  }
}
