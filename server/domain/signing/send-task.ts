/**
 * Sending a task to its employee (a draft now, or a scheduled one when its time comes) and
 * resending it (a new link; the old one stops working). The text goes out through the outbox,
 * queued in the same transaction. Sending refuses an employee who has left
 * or is on the prevention list, with the reason.
 */
import type { SignTask } from '../../../common/api/signing';
import type { ClientInfo, Deps } from '../deps';
import { DomainError } from '../errors';
import { assertNotPrevented } from '../organisation/prevention-list/prevented-people';
import type { Actor } from '../scope';
import { appendSignEvent, SYSTEM_ACTOR, type EventActor } from './sign-events';
import { accountActor } from './create-tasks';
import { currentVersions } from './document-versions';
import { taskInScope, toSignTasks, type TaskRow } from './task-rows';
import { notifyInitiator } from './notify-initiator';
import { newSigningLink, queueSigningLink } from './signing-link';
import { assertTransition, moveTask, type SignTransition } from './states';

async function employeeOf(deps: Pick<Deps, 'db'>, employeeId: number) {
  return deps.db.selectFrom('employees').select(['id_number', 'mobile', 'status']).where('id', '=', employeeId).executeTakeFirstOrThrow();
}

async function dispatch(
  deps: Pick<Deps, 'db' | 'now' | 'messaging' | 'signing'>,
  {
    task,
    transition,
    actor,
    client,
  }: {
    task: TaskRow;
    transition: Extract<SignTransition, 'send' | 'sendScheduled' | 'resend'>;
    actor: EventActor;
    client: ClientInfo | null;
  },
): Promise<void> {
  assertTransition(task.status, transition);
  const employee = await employeeOf(deps, task.employee_id);
  if (employee.status === 'left') throw new DomainError('conflict', 'signTask.refused.left');
  await assertNotPrevented(deps.db, employee.id_number);
  if (task.deadline && task.deadline <= deps.now().toISOString()) throw new DomainError('conflict', 'signTask.deadlinePassed');
  const now = deps.now();
  const at = now.toISOString();
  const link = newSigningLink(await deps.signing.linkKey(), task.id);
  const versions = await currentVersions(deps.db, task.id);
  await deps.db.transaction().execute(async (trx) => {
    const changes = {
      link_hash: link.hash,
      link_nonce: link.nonce,
      link_created_at: at,
      send_error: null,
      ...(transition === 'resend' ? {} : { sent_at: at }),
    };
    await moveTask(trx, { taskId: task.id, transition, to: 'pending_employee', changes, at });
    // A new link ends the codes texted for the old one.
    await trx.updateTable('sign_codes').set({ used_at: at }).where('task_id', '=', task.id).where('used_at', 'is', null).execute();
    await appendSignEvent(trx, {
      taskId: task.id,
      action: transition === 'resend' ? 'resent' : 'sent',
      actor,
      at,
      client,
      documentSha256: versions.map((v) => v.sha256),
    });
    // Sent by the scheduler: the initiator was not there to see it go.
    if (actor === SYSTEM_ACTOR)
      await notifyInitiator(trx, {
        task: { id: task.id, initiatorId: task.initiator_id, employeeName: task.employee_name, templateName: task.template_name },
        messageKey: 'notice.signing.scheduledSent',
        at,
      });
    await queueSigningLink(trx, { deps, taskId: task.id, token: link.token, now });
  });
}

async function reload(deps: Pick<Deps, 'db'>, actor: Actor, id: number): Promise<SignTask> {
  const [task] = await toSignTasks(deps.db, [await taskInScope(deps.db, actor, id)]);
  return task;
}

export async function sendSignTask(
  deps: Pick<Deps, 'db' | 'now' | 'messaging' | 'signing'>,
  { actor, id, client }: { actor: Actor & { name?: string }; id: number; client: ClientInfo },
): Promise<SignTask> {
  const task = await taskInScope(deps.db, actor, id);
  await dispatch(deps, { task, transition: task.status === 'scheduled' ? 'sendScheduled' : 'send', actor: accountActor(actor), client });
  return reload(deps, actor, id);
}

export async function resendSignTask(
  deps: Pick<Deps, 'db' | 'now' | 'messaging' | 'signing'>,
  { actor, id, client }: { actor: Actor & { name?: string }; id: number; client: ClientInfo },
): Promise<SignTask> {
  const task = await taskInScope(deps.db, actor, id);
  await dispatch(deps, { task, transition: 'resend', actor: accountActor(actor), client });
  return reload(deps, actor, id);
}

/** A scheduled task whose time has come, sent by the scheduler (no caller, no scope). */
export async function sendScheduledTask(deps: Pick<Deps, 'db' | 'now' | 'messaging' | 'signing'>, task: TaskRow): Promise<void> {
  await dispatch(deps, { task, transition: 'sendScheduled', actor: SYSTEM_ACTOR, client: null });
}
