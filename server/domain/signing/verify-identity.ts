/**
 * The identity check before signing (人社厅发〔2021〕54号, art. 7), for companies that ask for it:
 * the worker gives their name and ID number; they must be the employee's on record, and the
 * carrier must confirm that the mobile the link was texted to is registered to that person
 * (three-element check, messaging/identity-verifier.ts). The result, with the method, the
 * provider and its reference, goes into the task's audit chain (and so the evidence report). A
 * mismatch stops signing and tells the initiator; tries are limited per task, each costs money.
 */
import type { SigningIdentityBody, SigningIdentityResult } from '../../../common/api/signing';
import { hitLimit } from '../auth/rate-limit';
import type { ClientInfo, Deps } from '../deps';
import { DomainError } from '../errors';
import { appendSignEvent } from './sign-events';
import { currentVersions } from './document-versions';
import { notifyInitiator } from './notify-initiator';
import { assertOpen, employeeActor, identityState, limitSigningIp, taskOfToken } from './signing-link';

const TRIES_PER_TASK = 5;
const TRIES_WINDOW_MS = 24 * 60 * 60 * 1000;

export async function verifySigningIdentity(
  deps: Pick<Deps, 'db' | 'now' | 'policy' | 'messaging'>,
  { token, body, client }: { token: string; body: SigningIdentityBody; client: ClientInfo },
): Promise<SigningIdentityResult> {
  await limitSigningIp(deps, client);
  const task = await taskOfToken(deps.db, token);
  assertOpen(task, deps.now());
  if (identityState(task) === 'verified') return { identity: 'verified' };
  const tries = await hitLimit(deps, `identity:task:${task.id}`, TRIES_WINDOW_MS);
  if (tries.count > TRIES_PER_TASK) {
    const seconds = Math.ceil(tries.retryAfterMs / 1000);
    throw new DomainError('rate_limited', 'identity.tooMany', { params: { hours: Math.ceil(seconds / 3600) }, retryAfterSeconds: seconds });
  }
  // What the link's holder knows, against the record: the carrier is asked only about the employee.
  if (body.name.trim() !== task.employeeName) throw new DomainError('validation', 'identity.notOnRecord', { field: 'name' });
  if (body.idNumber.trim().toUpperCase() !== task.idNumber.toUpperCase()) {
    throw new DomainError('validation', 'identity.notOnRecord', { field: 'idNumber' });
  }
  const verifier = deps.messaging.identity;
  const result = await verifier.verify({ name: task.employeeName, idNumber: task.idNumber, mobile: task.mobile });
  if (!result.answered) throw new DomainError('unavailable', 'identity.unavailable');
  const at = deps.now().toISOString();
  const versions = await currentVersions(deps.db, task.id);
  const detail = { method: verifier.method, provider: verifier.name, reference: result.reference, result: result.detail.slice(0, 200) };
  await deps.db.transaction().execute(async (trx) => {
    if (result.match) {
      await trx
        .updateTable('sign_tasks')
        .set({ identity_verified_at: at })
        .where('id', '=', task.id)
        .where('identity_verified_at', 'is', null)
        .execute();
    }
    await appendSignEvent(trx, {
      taskId: task.id,
      action: result.match ? 'identity_verified' : 'identity_failed',
      actor: employeeActor(task),
      at,
      client,
      documentSha256: versions.map((v) => v.sha256),
      detail,
    });
    if (!result.match) {
      await notifyInitiator(trx, {
        task: { id: task.id, initiatorId: task.initiatorId, employeeName: task.employeeName, templateName: task.templateName },
        messageKey: 'notice.signing.identityFailed',
        at,
      });
    }
  });
  if (!result.match) throw new DomainError('conflict', 'identity.mismatch');
  return { identity: 'verified' };
}
