/**
 * The signing sweep, a recurring job: sends scheduled tasks whose time has come (the prevention
 * list and the employee's status checked again at that moment; a refusal is recorded on the
 * task, which goes back to draft, and noticed to the initiator), expires tasks whose deadline
 * has passed, texts one reminder (with the link they have) to employees who have not signed a
 * day before the deadline, and
 * keeps the platform CA's CRLs fresh.
 */
import { purgeDoneJobs, type JobHandler } from '../../lib/jobs';
import { translate } from '../../i18n';
import { chinaTime } from '../../../common/china-time';
import type { Deps } from '../deps';
import { currentCrls } from '../pki/crl';
import { DomainError } from '../errors';
import { appendSignEvent, SYSTEM_ACTOR } from './sign-events';
import { currentVersions } from './document-versions';
import { notifyInitiator } from './notify-initiator';
import { selectTasks, type TaskRow } from './task-rows';
import { sendScheduledTask } from './send-task';
import { currentSigningLink, linkUrl, newSigningLink } from './signing-link';
import { queueToWorker } from '../messages/queue-message';
import { moveTask } from './states';

export const SWEEP_JOB = 'signing_sweep';
export const SWEEP_EVERY_MS = 30_000;
const REMIND_BEFORE_MS = 24 * 3600_000;
/** Rows handled per kind and sweep: a backlog drains over a few sweeps, the lease stays short. */
const PER_SWEEP = 200;

type SweepDeps = Pick<Deps, 'db' | 'now' | 'messaging' | 'signing'>;

async function sendDue(deps: SweepDeps): Promise<void> {
  const now = deps.now().toISOString();
  const due = (await selectTasks(deps.db)
    .where('t.status', '=', 'scheduled')
    .where('t.send_at', '<=', now)
    .orderBy('t.send_at')
    .limit(PER_SWEEP)
    .execute()) as TaskRow[];
  for (const task of due) {
    try {
      await sendScheduledTask(deps, task);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      // Refused now (left, on the prevention list, deadline passed): back to draft, with the reason.
      const at = deps.now().toISOString();
      // The audit keeps the reason as text; the notice as a message, for the reader's language.
      const reason = translate('zh-CN', error.messageKey, error.params);
      const versions = await currentVersions(deps.db, task.id);
      await deps.db.transaction().execute(async (trx) => {
        await moveTask(trx, {
          taskId: task.id,
          transition: 'cancelSchedule',
          to: 'draft',
          changes: { send_error: JSON.stringify({ key: error.messageKey, params: error.params }) },
          at,
        });
        await appendSignEvent(trx, {
          taskId: task.id,
          action: 'schedule_cancelled',
          actor: SYSTEM_ACTOR,
          at,
          documentSha256: versions.map((v) => v.sha256),
          detail: { reason },
        });
        await notifyInitiator(trx, {
          task: { id: task.id, initiatorId: task.initiator_id, employeeName: task.employee_name, templateName: task.template_name },
          messageKey: 'notice.signing.sendRefused',
          at,
          extra: { reason: { key: error.messageKey, params: error.params } },
        });
      });
    }
  }
}

async function expireDue(deps: SweepDeps): Promise<void> {
  const now = deps.now().toISOString();
  const due = (await selectTasks(deps.db)
    .where('t.status', 'in', ['pending_employee', 'pending_company'])
    .where('t.deadline', '<=', now)
    .limit(PER_SWEEP)
    .execute()) as TaskRow[];
  for (const task of due) {
    const at = deps.now().toISOString();
    const versions = await currentVersions(deps.db, task.id);
    try {
      await deps.db.transaction().execute(async (trx) => {
        await moveTask(trx, { taskId: task.id, transition: 'expire', to: 'expired', changes: {}, at });
        await trx.updateTable('sign_codes').set({ used_at: at }).where('task_id', '=', task.id).where('used_at', 'is', null).execute();
        await appendSignEvent(trx, {
          taskId: task.id,
          action: 'expired',
          actor: SYSTEM_ACTOR,
          at,
          documentSha256: versions.map((v) => v.sha256),
        });
        await notifyInitiator(trx, {
          task: { id: task.id, initiatorId: task.initiator_id, employeeName: task.employee_name, templateName: task.template_name },
          messageKey: 'notice.signing.expired',
          at,
        });
      });
    } catch (error) {
      // Signed or revoked in the meantime: nothing to expire.
      if (!(error instanceof DomainError)) throw error;
    }
  }
}

/**
 * One reminder per task, a day before the deadline. It carries the link the worker already has
 * (derived again, never replaced: a link texted minutes earlier keeps working). Only a link made
 * before links were derived cannot be texted again: that one is renewed, as an audit event.
 */
async function remindDue(deps: SweepDeps): Promise<void> {
  const now = deps.now();
  const soon = new Date(now.getTime() + REMIND_BEFORE_MS).toISOString();
  const due = await deps.db
    .selectFrom('sign_tasks as t')
    .innerJoin('employees as e', 'e.id', 't.employee_id')
    .innerJoin('companies as c', 'c.id', 't.company_id')
    .innerJoin('contract_templates as ct', 'ct.id', 't.template_id')
    .select([
      't.id',
      't.deadline',
      't.initiator_id',
      'e.mobile',
      'e.email',
      'e.name as employee',
      'c.name as company',
      'ct.name as template',
    ])
    .where('t.status', '=', 'pending_employee')
    .where('t.reminded_at', 'is', null)
    .where('t.deadline', '>', now.toISOString())
    .where('t.deadline', '<=', soon)
    .limit(PER_SWEEP)
    .execute();
  const linkKey = await deps.signing.linkKey();
  for (const task of due) {
    const at = deps.now().toISOString();
    const deadline = chinaTime(new Date(task.deadline!));
    const kept = await currentSigningLink(deps, task.id);
    const link = kept ?? newSigningLink(linkKey, task.id);
    const versions = await currentVersions(deps.db, task.id);
    // Marked first, in one conditional update: a reminder is never texted twice. The text, the
    // audit events and the initiator's notice commit with it.
    await deps.db.transaction().execute(async (trx) => {
      const updated = await trx
        .updateTable('sign_tasks')
        .set({ reminded_at: at, updated_at: at, ...(kept ? {} : { link_hash: link.hash, link_nonce: link.nonce, link_created_at: at }) })
        .where('id', '=', task.id)
        .where('status', '=', 'pending_employee')
        .where('reminded_at', 'is', null)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) !== 1) return;
      const event = { taskId: task.id, actor: SYSTEM_ACTOR, at, client: null, documentSha256: versions.map((v) => v.sha256) };
      if (!kept) await appendSignEvent(trx, { ...event, action: 'link_renewed', detail: { reason: 'reminder' } });
      await appendSignEvent(trx, { ...event, action: 'reminded', detail: { deadline: task.deadline } });
      await notifyInitiator(trx, {
        task: { id: task.id, initiatorId: task.initiator_id, employeeName: task.employee, templateName: task.template },
        messageKey: 'notice.signing.expiringSoon',
        at,
        extra: { deadline },
      });
      await queueToWorker(trx, {
        messaging: deps.messaging,
        worker: task,
        message: {
          kind: 'reminder',
          taskId: task.id,
          params: { company: task.company, template: task.template, deadline, link: linkUrl(deps, link.token) },
        },
        now: deps.now(),
      });
    });
  }
}

/** How long a finished job's row is kept (lib/jobs.ts, purgeDoneJobs). */
const DONE_JOBS_KEPT_MS = 7 * 24 * 60 * 60 * 1000;

export function signingSweepJob(deps: SweepDeps): JobHandler {
  return async () => {
    await sendDue(deps);
    await expireDue(deps);
    await remindDue(deps);
    // The CRLs are signed again a day after the last, so a published one never passes its nextUpdate.
    await currentCrls(deps);
    await purgeDoneJobs(deps.db, new Date(deps.now().getTime() - DONE_JOBS_KEPT_MS));
    return { runAt: new Date(deps.now().getTime() + SWEEP_EVERY_MS) };
  };
}
