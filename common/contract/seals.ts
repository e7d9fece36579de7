/** The seal library, its grants and approval before sealing (docs/api.md, "Seals", "Seal approvals"). */
import { z } from 'zod';
import { SEAL_APPROVAL_STATUSES, SEAL_REFUSAL_MAX, SEAL_STATUSES, SEAL_TEXT_MAX } from '../api/seals';
import { LIMITS } from '../validation/limits';
import { isoTime } from './define';
import { listQueryShape, queryBoolean, requiredText } from './fields';

/** A seal's kind: the type `SealKind` stays in common/api/seals.ts (the SPA's). */
export const SealKind = requiredText(SEAL_TEXT_MAX).describe(
  "'company' (公章), 'contract' (合同专用章), 'hr' (人事专用章), or a kind the company names.",
);

export const SealApprover = z
  .object({ accountId: z.number().int(), accountName: z.string() })
  .meta({ id: 'SealApprover', description: 'An account of the company who approves the seal’s use.' });

export const Seal = z
  .object({
    id: z.number().int(),
    companyId: z.number().int(),
    kind: SealKind,
    name: z.string(),
    status: z.enum(SEAL_STATUSES).describe('Only active seals stamp; a company has at most one active seal of each kind.'),
    createdBy: z.number().int().nullable(),
    createdByName: z.string().nullable(),
    createdAt: isoTime(),
    updatedAt: isoTime(),
    approvalRequired: z.boolean().describe('Sealing with it waits for one of `approvers` to approve (用印审批).'),
    approvers: z.array(SealApprover),
  })
  .meta({ id: 'Seal' });

export const SealDrawBody = z.object({ kind: SealKind, name: requiredText(SEAL_TEXT_MAX) }).meta({
  id: 'SealDrawBody',
  description:
    'A new seal’s kind and name: drawn on the server (the company’s name along the arc, `name` below the star but on the company seal), or beside an uploaded image.',
});

/** The form of an uploaded seal: the image and the fields of `SealDrawBody`. */
export const SealUploadForm = z.object({
  file: z.any().describe('The seal’s image: PNG or JPEG, at most 1 MB, kept as a transparent PNG.'),
  ...SealDrawBody.shape,
});

export const SealUpdateBody = z
  .object({
    name: requiredText(SEAL_TEXT_MAX).optional(),
    status: z.enum(SEAL_STATUSES).optional(),
    approvalRequired: z.boolean().optional().describe('Turning approval on needs at least one approver (given here or already set).'),
    approverIds: z
      .array(z.number().int().min(1))
      .max(LIMITS.sealApprovers)
      .optional()
      .describe('The company’s accounts who approve (replaces the list).'),
  })
  .meta({ id: 'SealUpdateBody' });

export const SealGrant = z
  .object({
    id: z.number().int(),
    sealId: z.number().int(),
    accountId: z.number().int(),
    accountName: z.string(),
    templateIds: z.array(z.number().int()).nullable().describe('The templates the grant covers; null: every template.'),
    departmentIds: z.array(z.number().int()).nullable().describe('The departments whose tasks it covers; null: every department.'),
    expiresAt: isoTime().nullable().describe('Null: until revoked.'),
    createdBy: z.number().int().nullable(),
    createdByName: z.string().nullable(),
    createdAt: isoTime(),
    revokedAt: isoTime().nullable(),
    revokedBy: z.number().int().nullable(),
    live: z.boolean().describe('Neither revoked nor expired now.'),
  })
  .meta({ id: 'SealGrant' });

const MAX_LIMIT_IDS = 200;
/** Null or absent: no limit. An empty list would read as "none" to some and "all" to others: refused. */
const limitIds = z.array(z.number().int().min(1)).min(1).max(MAX_LIMIT_IDS).nullable().optional();

export const SealGrantBody = z
  .object({
    accountId: z.number().int().min(1).describe('An account of the seal’s company.'),
    templateIds: limitIds.describe('The company’s or shared templates; null or absent: every template.'),
    departmentIds: limitIds.describe('The company’s departments; null or absent: every department.'),
    expiresAt: z.iso.datetime({ offset: true }).nullable().optional().describe('A time to come; null or absent: until revoked.'),
  })
  .meta({ id: 'SealGrantBody' });

export const SealApproval = z
  .object({
    id: z.number().int(),
    companyId: z.number().int(),
    companyName: z.string(),
    sealId: z.number().int(),
    sealKind: SealKind,
    sealName: z.string(),
    batchId: z.number().int(),
    taskCount: z.number().int().describe('Tasks of the batch sealed with this seal.'),
    requestedBy: z.number().int().nullable(),
    requestedByName: z.string().nullable(),
    requestedAt: isoTime(),
    status: z.enum(SEAL_APPROVAL_STATUSES),
    decidedBy: z.number().int().nullable(),
    decidedByName: z.string().nullable(),
    decidedAt: isoTime().nullable(),
    reason: z.string().nullable().describe('Why it was refused.'),
    canDecide: z.boolean().describe('The reader is one of the seal’s approvers, did not request it, and it is pending.'),
  })
  .meta({
    id: 'SealApproval',
    description:
      'Approval before sealing (用印审批): one per seal a waiting batch stamps; every one approved starts the batch, one refusal refuses it.',
  });

const { current, pageSize } = listQueryShape(['id'] as const);

export const SealApprovalQuery = z.object({
  current,
  pageSize,
  status: z.enum(SEAL_APPROVAL_STATUSES).optional(),
  mine: queryBoolean().describe('Only those the reader may decide now.'),
});

export const SealApprovalRefuseBody = z.object({ reason: requiredText(SEAL_REFUSAL_MAX) }).meta({ id: 'SealApprovalRefuseBody' });

export const TaskSeal = z
  .object({
    kind: SealKind.describe('The kind the template asks for.'),
    sealId: z.number().int().nullable().describe('The company’s active seal of that kind (after sealing: the seal stamped); null: none.'),
    sealName: z.string().nullable(),
    approvalRequired: z.boolean(),
    readerMayStamp: z.boolean().describe('Before sealing: whether the reader holds a live grant covering this task.'),
    stampedByName: z.string().nullable().describe('After sealing: who stamped, from the task’s audit chain.'),
    stampedAt: isoTime().nullable(),
    approvedByName: z.string().nullable().describe('After sealing: who approved its use, from the task’s audit chain.'),
    approvedAt: isoTime().nullable(),
  })
  .meta({ id: 'TaskSeal', description: 'Which seal a task is (or will be) stamped with.' });

export const SealReadiness = z
  .object({
    sealId: z.number().int(),
    kind: SealKind,
    name: z.string(),
    approvalRequired: z.boolean(),
    granted: z.boolean().describe('The reader holds a live grant of it (limits to templates or departments aside).'),
  })
  .meta({ id: 'SealReadiness', description: 'One active seal as the reader may use it (signing readiness).' });

export type SealApprover = z.output<typeof SealApprover>;
export type Seal = z.output<typeof Seal>;
export type SealDrawBody = z.input<typeof SealDrawBody>;
export type SealUpdateBody = z.input<typeof SealUpdateBody>;
export type SealGrant = z.output<typeof SealGrant>;
export type SealGrantBody = z.input<typeof SealGrantBody>;
export type SealApproval = z.output<typeof SealApproval>;
export type SealApprovalQuery = z.input<typeof SealApprovalQuery>;
export type SealApprovalRefuseBody = z.input<typeof SealApprovalRefuseBody>;
export type TaskSeal = z.output<typeof TaskSeal>;
export type SealReadiness = z.output<typeof SealReadiness>;
