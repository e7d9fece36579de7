/** The latest events of the tasks in the caller's scope, newest first (the home page's activity). */
import type { RecentSignEvent, SignEventAction, SignEventActor } from '../../../common/api/signing';
import type { Deps } from '../deps';
import type { Actor } from '../scope';
import { filteredTasks } from './task-filters';

export async function recentSignEvents(deps: Pick<Deps, 'db'>, actor: Actor, limit: number): Promise<RecentSignEvent[]> {
  const rows = await filteredTasks(deps.db, actor, {})
    .innerJoin('sign_events as ev', 'ev.task_id', 't.id')
    .innerJoin('employees as e', 'e.id', 't.employee_id')
    .innerJoin('contract_templates as ct', 'ct.id', 't.template_id')
    .select(['ev.task_id', 'ev.action', 'ev.actor_type', 'ev.actor_name', 'ev.at', 'e.name as employee_name', 'ct.name as template_name'])
    .orderBy('ev.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    taskId: row.task_id,
    employeeName: row.employee_name,
    templateName: row.template_name,
    action: row.action as SignEventAction,
    actorType: row.actor_type as SignEventActor,
    actorName: row.actor_name,
    at: row.at,
  }));
}
