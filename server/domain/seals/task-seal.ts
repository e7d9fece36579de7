/**
 * Which seal a task is stamped with, as its page shows it. Before sealing: the company's active
 * seal of the kind the template asks for, whether it needs approval, and whether the reader holds
 * a grant that covers the task (the same check sealing makes). After: the seal the
 * `company_signed` event names, who stamped it and when, and who approved its use
 * (the `seal_approved` event of the approval it names).
 */
import type { TaskSeal } from '../../../common/api/seals';
import type { SignEvent } from '../../../common/api/signing';
import type { Db } from '../../db/open';
import { accessOf } from '../../../common/access';
import { DomainError } from '../errors';
import type { Actor } from '../scope';
import { sealForSigning } from './seal-for-signing';

interface TaskForSeal {
  company_id: number;
  template_id: number;
  department_id: number | null;
  status: string;
}

export async function taskSeal(
  db: Db,
  { reader, task, events, at }: { reader: Actor; task: TaskForSeal; events: readonly SignEvent[]; at: string },
): Promise<TaskSeal> {
  const template = await db
    .selectFrom('contract_templates')
    .select('seal_kind')
    .where('id', '=', task.template_id)
    .executeTakeFirstOrThrow();
  const stamped = events.find((e) => e.action === 'company_signed');
  const stampedSealId = stamped ? Number(stamped.detail.sealId) || null : null;
  let seal = db.selectFrom('seals').select(['id', 'name', 'approval_required']);
  seal = stampedSealId
    ? seal.where('id', '=', stampedSealId)
    : seal.where('company_id', '=', task.company_id).where('kind', '=', template.seal_kind).where('status', '=', 'active');
  const row = await seal.executeTakeFirst();
  const approvalId = stamped?.detail.approvalId;
  const approved = approvalId ? events.find((e) => e.action === 'seal_approved' && e.detail.approvalId === approvalId) : undefined;
  return {
    kind: template.seal_kind,
    sealId: row?.id ?? null,
    sealName: row?.name ?? null,
    approvalRequired: Number(row?.approval_required) === 1,
    readerMayStamp: !stamped && task.status === 'pending_company' && row !== undefined && (await mayStamp(db, { reader, task, at })),
    stampedByName: stamped?.actorName ?? null,
    stampedAt: stamped?.at ?? null,
    approvedByName: approved?.actorName ?? null,
    approvedAt: approved?.at ?? null,
  };
}

async function mayStamp(db: Db, { reader, task, at }: { reader: Actor; task: TaskForSeal; at: string }): Promise<boolean> {
  if (!accessOf(reader).batchSign) return false;
  try {
    await sealForSigning(db, {
      request: { companyId: task.company_id, templateId: task.template_id, departmentId: task.department_id },
      accountId: reader.id,
      at,
    });
    return true;
  } catch (error) {
    if (error instanceof DomainError) return false;
    throw error;
  }
}
