/**
 * Which seal a company signature stamps, and the grant that lets the account stamp it. A task is
 * sealed with the company's active seal of the kind its (principal) template names; its
 * accessories are part of the same act and take the same seal. The account needs a live grant of
 * that seal (not revoked, not expired) whose limits cover the task's template and department.
 * Only accounts that may seal (batchSign) come here: company signing is a company's act, and
 * administrators, who belong to no company, never sign for one. A seal that needs approval
 * stamps only in a batch whose approval of it was given (request-approvals.ts, decide-approval.ts).
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
  sealName: string;
  grantId: number;
  png: Uint8Array;
  approvalRequired: boolean;
}

/**
 * The seal and the grant for `accountId` (null: no account, as a batch whose initiator is gone).
 * Whether its use was approved is the caller's to check (`approvalOf`).
 */
export async function sealForSigning(
  db: Db,
  { request, accountId, at }: { request: SealRequest; accountId: number | null; at: string },
): Promise<SealForSigning> {
  const template = await db
    .selectFrom('contract_templates')
    .select('seal_kind')
    .where('id', '=', request.templateId)
    .executeTakeFirstOrThrow();
  const seal = await db
    .selectFrom('seals')
    .select(['id', 'name', 'png', 'approval_required'])
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
  return {
    sealId: seal.id,
    sealName: seal.name,
    grantId: grant.id,
    png: new Uint8Array(seal.png),
    approvalRequired: Number(seal.approval_required) === 1,
  };
}

/**
 * The approval that lets batch `batchId` stamp the seal; refuses when the seal needs one and the
 * batch has none given (a single sealing, or approval turned on after the batch started).
 */
export async function approvalOf(db: Db, seal: SealForSigning, batchId: number | undefined): Promise<number | null> {
  if (!seal.approvalRequired) return null;
  const approval =
    batchId === undefined
      ? undefined
      : await db
          .selectFrom('seal_approvals')
          .select('id')
          .where('batch_id', '=', batchId)
          .where('seal_id', '=', seal.sealId)
          .where('status', '=', 'approved')
          .executeTakeFirst();
  if (!approval) throw new DomainError('conflict', 'seal.approvalRequired', { params: { seal: seal.sealName } });
  return approval.id;
}

/** A seal a batch stamps, and on how many of its tasks. */
export interface SealUse {
  seal: SealForSigning;
  taskCount: number;
}

/**
 * Refuses, with the first missing grant's reason, unless the account may seal every task given:
 * what a batch checks before it starts (each task is checked again when it is sealed). Answers
 * the seals the tasks take.
 */
export async function assertMaySeal(
  db: Db,
  { requests, accountId, at }: { requests: readonly SealRequest[]; accountId: number; at: string },
): Promise<SealUse[]> {
  const sealOf = new Map<string, SealForSigning>();
  const uses = new Map<number, SealUse>();
  for (const request of requests) {
    const key = `${request.companyId}/${request.templateId}/${request.departmentId}`;
    let seal = sealOf.get(key);
    if (!seal) {
      seal = await sealForSigning(db, { request, accountId, at });
      sealOf.set(key, seal);
    }
    const use = uses.get(seal.sealId) ?? { seal, taskCount: 0 };
    use.taskCount++;
    uses.set(seal.sealId, use);
  }
  return [...uses.values()];
}
