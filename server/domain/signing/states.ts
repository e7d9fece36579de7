/**
 * Which transition each sign task state allows (docs/product.md, "Sign task states"). Every
 * transition is one conditional update (`where status in (…)`), so two requests racing for the
 * same task cannot both win; the loser gets the same 409 as a request that was too late.
 */
import type { SignTaskStatus } from '../../../common/api/signing';
import type { Db } from '../../db/open';
import { DomainError } from '../errors';

export const TRANSITIONS = {
  send: ['draft'],
  edit: ['draft'],
  schedule: ['draft', 'scheduled'],
  cancelSchedule: ['scheduled'],
  sendScheduled: ['scheduled'],
  resend: ['pending_employee'],
  employeeSign: ['pending_employee'],
  reject: ['pending_employee'],
  companySign: ['pending_company'],
  revoke: ['draft', 'scheduled', 'pending_employee', 'pending_company'],
  expire: ['pending_employee', 'pending_company'],
} as const satisfies Record<string, readonly SignTaskStatus[]>;

export type SignTransition = keyof typeof TRANSITIONS;

export function wrongState(status: string): DomainError {
  return new DomainError('conflict', `signTask.state.${status as SignTaskStatus}`);
}

export function assertTransition(status: string, transition: SignTransition): void {
  if (!(TRANSITIONS[transition] as readonly string[]).includes(status)) throw wrongState(status);
}

/**
 * Moves the task to `to` if it is still in a state `transition` allows, with `changes`; refuses
 * (409, naming the state it is in now) otherwise. Call inside the transaction of the audit event.
 */
export async function moveTask(
  db: Db,
  {
    taskId,
    transition,
    to,
    changes,
    at,
  }: { taskId: number; transition: SignTransition; to: SignTaskStatus; changes: Record<string, string | number | null>; at: string },
): Promise<void> {
  const result = await db
    .updateTable('sign_tasks')
    .set({ ...changes, status: to, updated_at: at })
    .where('id', '=', taskId)
    .where('status', 'in', TRANSITIONS[transition] as readonly string[] as string[])
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) {
    const now = await db.selectFrom('sign_tasks').select('status').where('id', '=', taskId).executeTakeFirst();
    throw now ? wrongState(now.status) : new DomainError('not_found', 'signTask.notFound');
  }
}
