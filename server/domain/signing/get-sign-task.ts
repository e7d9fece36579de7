/** One sign task with its documents, timeline, messages and what its seal shows the reader. */
import type { SignTaskDetail } from '../../../common/api/signing';
import type { Deps } from '../deps';
import { taskMessages } from '../messages/read-messages';
import type { Actor } from '../scope';
import { taskSeal } from '../seals/task-seal';
import { signEventsOf, toSignEvent } from './sign-events';
import { documentsOf } from './document-rows';
import { taskInScope, toSignTasks } from './task-rows';

export async function getSignTask(deps: Pick<Deps, 'db' | 'now'>, actor: Actor, id: number): Promise<SignTaskDetail> {
  const row = await taskInScope(deps.db, actor, id);
  const [task] = await toSignTasks(deps.db, [row], actor);
  const [documents, events, messages] = await Promise.all([documentsOf(deps.db, id), signEventsOf(deps.db, id), taskMessages(deps.db, id)]);
  const signEvents = events.map(toSignEvent);
  const seal = await taskSeal(deps.db, { reader: actor, task: row, events: signEvents, at: deps.now().toISOString() });
  return { ...task, documents, events: signEvents, messages, seal };
}
