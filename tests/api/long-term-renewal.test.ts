/**
 * Completed contracts stay verifiable for as long as they are kept: a year before the
 * timestamping certificate of a document's newest document timestamp ends, the renewal job
 * appends a new DSS and document timestamp made with the current period's certificate. Checked
 * with the clock moved years ahead, through /api/verify, and against what the file was before.
 */
import type { SignTaskDetail, VerifyResult } from '../../common/api/signing';
import { TestClock } from './support/harness';
import { fileForm, serveWithRoles } from './support/roles';
import { addEmployees, pendingCompanyTasks, uploadSeal } from './support/signing';
import { raw } from './support/database';

const YEAR = 365 * 24 * 3600_000;
// On this thread (no worker threads): the platform's timestamping then reads the test's clock.
const { server, as } = serveWithRoles({ clock: new TestClock(new Date().toISOString()), background: { pollMs: 3_600_000 } });

async function currentPdf(taskId: number): Promise<{ bytes: Buffer; stage: string }> {
  const detail = (await as.operator.get<SignTaskDetail>(`/api/sign-tasks/${taskId}`)).body.data!;
  const res = await as.operator.raw('GET', `/api/sign-tasks/${taskId}/documents/${detail.documents[0].id}`);
  return { bytes: Buffer.from(await res.arrayBuffer()), stage: detail.documents[0].current.stage };
}

async function verify(bytes: Buffer): Promise<VerifyResult> {
  const res = await as.anonymous.request<VerifyResult>('POST', '/api/verify', { body: fileForm(bytes, 'contract.pdf', 'application/pdf') });
  expect(res.status).toBe(200);
  return res.body.data!;
}

it('renews long-term data before the timestamping certificate ends; the contract still verifies years after', async () => {
  await uploadSeal(as.user, 29);
  const [taskId] = await pendingCompanyTasks(server, as.operator, as.anonymous, addEmployees(server, 1, '续期'));
  expect((await as.operator.post(`/api/sign-tasks/${taskId}/company-sign`, {})).status).toBe(200);
  const completed = await currentPdf(taskId);
  expect(completed.stage).toBe('completed');

  // Nothing is due yet.
  await server.runJobs();
  expect((await currentPdf(taskId)).bytes.equals(completed.bytes)).toBe(true);

  // Nine and a half years on, the first timestamping certificate (ten years) ends within a year.
  server.clock.advance(9.5 * YEAR);
  await server.runJobs();
  await as.operator.loginOk('operator'); // the session ended years ago
  const renewed = await currentPdf(taskId);
  expect(renewed.stage).toBe('renewed');
  expect(renewed.bytes.subarray(0, completed.bytes.length).equals(completed.bytes)).toBe(true);
  expect(renewed.bytes.toString('latin1')).toContain('DocumentTimestamp2');
  const stages = raw(server.handle)
    .prepare(
      `select v.stage, v.renew_by from sign_document_versions v join sign_task_templates st on st.id = v.document_id
       where st.task_id = ? and st.position = 0 order by v.id`,
    )
    .all(taskId) as Array<{ stage: string; renew_by: string | null }>;
  expect(stages.map((s) => s.stage)).toEqual(['filled', 'employee_signed', 'completed', 'renewed']);
  // Only the newest carries a date, years ahead of this one.
  expect(stages.slice(0, 3).every((s) => s.renew_by === null)).toBe(true);
  expect(Date.parse(stages[3].renew_by!)).toBeGreaterThan(server.clock.now().getTime() + 3 * YEAR);

  // Eleven years after signing, the first timestamping certificate has ended: the file as it was
  // completed no longer proves itself, the renewed one does.
  server.clock.advance(1.5 * YEAR);
  const before = await verify(completed.bytes);
  expect(before.signatures.find((s) => s.kind === 'documentTimestamp')!.verdict).not.toBe('valid');
  const after = await verify(renewed.bytes);
  expect(after.signatures.map((s) => [s.kind, s.verdict])).toEqual([
    ['signature', 'valid'],
    ['signature', 'valid'],
    ['documentTimestamp', 'valid'],
    ['documentTimestamp', 'valid'],
  ]);
  expect(after.records).toMatchObject({ match: 'exact', taskId });
});
