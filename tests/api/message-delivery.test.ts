/**
 * Messages that leave the building, against loopback stand-ins for Tencent's and Alibaba's SMS
 * APIs (each request's signature checked by the stand-in, with its own code) and a real SMTP
 * server (smtp-server): templates and parameters as the providers take them, secrets blanked
 * once sent, delivery receipts, retries with backoff, a final failure told to the initiator and
 * sent again on request; and across kill -9 of the production server, delivered exactly once.
 */
import { rmSync } from 'node:fs';
import { SMTPServer } from 'smtp-server';
import type { SignTaskCreateResult, SignTaskDetail } from '../../common/api/signing';
import type { TaskMessage } from '../../common/api/messages';
import { MESSAGE_KINDS, type MessageKind } from '../../common/api/messages';
import { createMessaging } from '../../server/messaging';
import { retryDelayMs } from '../../server/domain/messages/deliver-message';
import { ApiClient, startServer, tempDir, TestClock, type TestServer } from './support/harness';
import { startAliyunStandIn, startTencentStandIn, type StandIn } from './support/provider-stand-ins';
import { spawnServer, until } from './support/process';
import { count, loginAll, type Clients } from './support/roles';
import { addEmployees, LABOUR_VALUES, mobileOf, templateIdOf } from './support/signing';
import { databaseEnv, openTestDatabase, raw } from './support/database';

const TEMPLATES = Object.fromEntries(MESSAGE_KINDS.map((kind, i) => [kind, String(100100 + i)])) as Record<MessageKind, string>;
const CALLBACK_TOKEN = 'receipts-shared-token-1';

interface Received {
  to: string;
  text: string;
}

async function startSmtp(): Promise<{ url: string; mails: Received[]; close(): Promise<void> }> {
  const mails: Received[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address).join(','), text: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()));
  const { port } = smtp.server.address() as { port: number };
  return { url: `smtp://127.0.0.1:${port}`, mails, close: () => new Promise((resolve) => smtp.close(() => resolve())) };
}

async function sendTask(as: Clients, server: TestServer, employeeIds: number[]) {
  const created = await as.operator.post<SignTaskCreateResult>('/api/sign-tasks', {
    templateId: templateIdOf(server, 'LC-2025'),
    employeeIds,
    values: LABOUR_VALUES,
    send: true,
  });
  expect(created.status).toBe(201);
  return created.body.data!.created[0];
}

const messageRow = (server: TestServer, id: number) =>
  raw(server.handle).prepare('select * from messages where id = ?').get(id) as Record<string, string | number | null>;

describe('through Tencent Cloud SMS, with mail beside it', () => {
  let tencent: StandIn<string[]>;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let server: TestServer;
  let as: Clients;

  beforeAll(async () => {
    tencent = await startTencentStandIn({ secretId: 'AKIDtest0001', secretKey: 'tencent-secret-0001', sdkAppId: '1400000001' });
    smtp = await startSmtp();
    const messaging = createMessaging({
      sms: {
        provider: 'tencent',
        keyId: 'AKIDtest0001',
        keySecret: 'tencent-secret-0001',
        appId: '1400000001',
        signName: '电子签名云服务',
        templates: TEMPLATES,
        endpoint: tencent.url,
        callbackToken: CALLBACK_TOKEN,
      },
      mail: { url: smtp.url, from: 'esign@example.com' },
      identity: { provider: 'dev' },
    });
    server = await startServer({ clock: new TestClock(new Date().toISOString()), background: { pollMs: 3_600_000 }, messaging });
    as = await loginAll(server);
  });
  afterAll(async () => {
    await server.close();
    await tencent.close();
    await smtp.close();
  });

  const receipts = () => `${server.base}/api/messages/receipts/tencent?token=${CALLBACK_TOKEN}`;

  it('sends the link with its approved template and parameters, mails it too, and keeps no secret once sent', async () => {
    const [employee] = addEmployees(server, 1, '腾讯');
    const mobile = mobileOf(server, employee);
    raw(server.handle).prepare('update employees set email = ? where id = ?').run('worker1@example.com', employee);
    const task = await sendTask(as, server, [employee]);
    await server.runJobs();
    const sent = tencent.sent.filter((t) => t.mobile === mobile);
    expect(sent).toHaveLength(1);
    expect(sent[0].templateId).toBe(TEMPLATES.signing_link);
    expect(sent[0].signName).toBe('电子签名云服务');
    const [company, template, link, deadline] = sent[0].params;
    expect(company).toBe('上海华联物流有限公司');
    expect(template).toContain('劳动合同');
    expect(link).toMatch(/\/signing\/[A-Za-z0-9_-]{43}$/);
    expect(deadline).toBe('-');
    const mail = smtp.mails.find((m) => m.to === 'worker1@example.com')!;
    expect(mail.text.replace(/=\r?\n/g, '')).toContain(link.split('/signing/')[1].slice(0, 20));
    const messages = (await as.operator.get<SignTaskDetail>(`/api/sign-tasks/${task.id}`)).body.data!.messages;
    expect(messages.map((m) => [m.channel, m.status])).toEqual([
      ['sms', 'sent'],
      ['email', 'sent'],
    ]);
    // The outbox no longer holds the link.
    const stored = raw(server.handle).prepare('select params from messages where task_id = ?').all(task.id) as { params: string }[];
    for (const row of stored) expect(row.params).not.toContain('/signing/');
  });

  it('marks a text delivered when the provider says so, and refuses a receipt without the token', async () => {
    const [employee] = addEmployees(server, 1, '回执');
    const task = await sendTask(as, server, [employee]);
    await server.runJobs();
    const serial = tencent.sent.at(-1)!.serialId;
    const forged = await tencent.deliverTo(`${server.base}/api/messages/receipts/tencent?token=wrong`, serial, true);
    expect(forged.status).toBe(403);
    const [before] = (await as.operator.get<SignTaskDetail>(`/api/sign-tasks/${task.id}`)).body.data!.messages;
    expect(before.status).toBe('sent');
    const answer = await tencent.deliverTo(receipts(), serial, true);
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ result: 0, errmsg: 'OK' });
    const [after] = (await as.operator.get<SignTaskDetail>(`/api/sign-tasks/${task.id}`)).body.data!.messages;
    expect(after).toMatchObject({ status: 'delivered', deliveredAt: expect.any(String) });
  });

  it('tries again after a refusal worth retrying, backing off, and delivers once', async () => {
    const [employee] = addEmployees(server, 1, '重试');
    const mobile = mobileOf(server, employee);
    tencent.failNext(1, 'LimitExceeded.PhoneNumberOneHourLimit', 'too many texts to this number');
    const task = await sendTask(as, server, [employee]);
    await server.runJobs();
    const [waiting] = (await as.operator.get<SignTaskDetail>(`/api/sign-tasks/${task.id}`)).body.data!.messages;
    expect(waiting).toMatchObject({ status: 'queued', attempts: 1, error: expect.stringContaining('LimitExceeded') });
    expect(tencent.sent.filter((t) => t.mobile === mobile)).toHaveLength(0);
    // Not before its time.
    server.clock.advance(retryDelayMs(1) - 1000);
    await server.runJobs();
    expect(messageRow(server, waiting.id).attempts).toBe(1);
    server.clock.advance(1000);
    await server.runJobs();
    expect(messageRow(server, waiting.id)).toMatchObject({ status: 'sent', attempts: 2 });
    expect(tencent.sent.filter((t) => t.mobile === mobile)).toHaveLength(1);
  });

  it('fails a text the provider refuses for good, tells the initiator, and sends it again on request', async () => {
    const [employee] = addEmployees(server, 1, '失败');
    const mobile = mobileOf(server, employee);
    tencent.failNext(1, 'FailedOperation.TemplateIncorrectOrUnapproved', 'template not approved');
    const task = await sendTask(as, server, [employee]);
    await server.runJobs();
    const detail = (await as.operator.get<SignTaskDetail>(`/api/sign-tasks/${task.id}`)).body.data!;
    expect(detail.messages[0]).toMatchObject({ status: 'failed', canResend: true, error: expect.stringContaining('FailedOperation') });
    expect(detail.events.at(-1)).toMatchObject({ action: 'message_failed', actorType: 'system' });
    expect(count(server.handle, 'select count(*) as n from notices where link = ?', `/sign/${task.id}`)).toBeGreaterThan(0);
    const resend = `/api/sign-tasks/${task.id}/messages/${detail.messages[0].id}/resend`;
    // Another company's user cannot touch it.
    expect((await as.company.post(resend, {})).status).toBe(403);
    const queued = await as.operator.post<TaskMessage>(resend, {});
    expect(queued.body.data).toMatchObject({ status: 'queued', attempts: 0, canResend: false });
    // Queued already: not twice.
    expect((await as.operator.post(resend, {})).status).toBe(409);
    await server.runJobs();
    const resent = tencent.sent.filter((t) => t.mobile === mobile);
    expect(resent).toHaveLength(1);
    expect(resent[0].params[2]).toMatch(/\/signing\/[A-Za-z0-9_-]{43}$/);
  });

  it('fails a text the carrier could not deliver', async () => {
    const [employee] = addEmployees(server, 1, '未达');
    const task = await sendTask(as, server, [employee]);
    await server.runJobs();
    await tencent.deliverTo(receipts(), tencent.sent.at(-1)!.serialId, false);
    const detail = (await as.operator.get<SignTaskDetail>(`/api/sign-tasks/${task.id}`)).body.data!;
    expect(detail.messages[0]).toMatchObject({ status: 'failed', canResend: true });
    expect(detail.events.at(-1)!.action).toBe('message_failed');
  });
});

describe('through Alibaba Cloud SMS', () => {
  it('sends with named parameters and matches receipts by our id', async () => {
    const aliyun = await startAliyunStandIn({ accessKeyId: 'LTAItest0001', accessKeySecret: 'aliyun-secret-0001' });
    const messaging = createMessaging({
      sms: {
        provider: 'aliyun',
        keyId: 'LTAItest0001',
        keySecret: 'aliyun-secret-0001',
        signName: '电子签名云服务',
        templates: TEMPLATES,
        endpoint: aliyun.url,
        callbackToken: CALLBACK_TOKEN,
      },
      identity: { provider: 'dev' },
    });
    const server = await startServer({ clock: new TestClock(new Date().toISOString()), background: { pollMs: 3_600_000 }, messaging });
    try {
      const as = await loginAll(server);
      const [employee] = addEmployees(server, 1, '阿里');
      const task = await sendTask(as, server, [employee]);
      await server.runJobs();
      const [text] = aliyun.sent;
      expect(text.templateId).toBe(TEMPLATES.signing_link);
      expect(text.params).toMatchObject({ company: '上海华联物流有限公司', link: expect.stringMatching(/\/signing\//), deadline: '-' });
      expect(text.reference).toBe(String((await as.operator.get<SignTaskDetail>(`/api/sign-tasks/${task.id}`)).body.data!.messages[0].id));
      const answer = await aliyun.deliverTo(`${server.base}/api/messages/receipts/aliyun?token=${CALLBACK_TOKEN}`, text.serialId, true);
      expect(JSON.parse(answer.body)).toEqual({ code: 0, msg: '成功' });
      const detail = (await as.operator.get<SignTaskDetail>(`/api/sign-tasks/${task.id}`)).body.data!;
      expect(detail.messages[0].status).toBe('delivered');
      // Tencent's route is not served by a server that sends through Alibaba.
      expect((await new ApiClient(server.base).post(`/api/messages/receipts/tencent?token=${CALLBACK_TOKEN}`, [])).status).toBe(404);
    } finally {
      await server.close();
      await aliyun.close();
    }
  });
});

describe('across kill -9', () => {
  it('a text refused, then the server killed, then started again: delivered exactly once', async () => {
    const dataDir = tempDir('esign-kill-sms-');
    const handle = await openTestDatabase(dataDir, 'esign.sqlite');
    const db = raw(handle);
    const tencent = await startTencentStandIn({ secretId: 'AKIDkill0001', secretKey: 'kill-secret', sdkAppId: '1400000002' });
    const env = {
      SMS_PROVIDER: 'tencent',
      SMS_KEY_ID: 'AKIDkill0001',
      SMS_KEY_SECRET: 'kill-secret',
      SMS_APP_ID: '1400000002',
      SMS_SIGN_NAME: '电子签名云服务',
      SMS_TEMPLATES: JSON.stringify(TEMPLATES),
      SMS_ENDPOINT: tencent.url,
      JOB_LEASE_MS: '2000',
      ...databaseEnv(handle),
    };
    let server = await spawnServer(dataDir, env);
    try {
      const operator = new ApiClient(server.base);
      await operator.loginOk('operator');
      const [employeeId] = addEmployees({ handle } as never, 1, '断电');
      const mobile = mobileOf({ handle } as never, employeeId);
      tencent.failNext(1, 'InternalError.Timeout', 'try later');
      const created = await operator.post<SignTaskCreateResult>('/api/sign-tasks', {
        templateId: templateIdOf({ handle } as never, 'LC-2025'),
        employeeIds: [employeeId],
        values: LABOUR_VALUES,
        send: true,
      });
      expect(created.status).toBe(201);
      // The refusal is committed: the message waits for its next attempt.
      const waiting = () =>
        db.prepare("select id, status, attempts from messages where recipient = ? and kind = 'signing_link'").get(mobile) as
          { id: number; status: string; attempts: number } | undefined;
      const row = await until('the first attempt refused', async () => {
        const found = waiting();
        return found && Number(found.attempts) === 1 && found.status === 'queued' ? found : undefined;
      });
      await server.kill();
      expect(tencent.sent).toHaveLength(0);
      // Its retry time, reached (the test does not wait 30 s for it).
      db.prepare("update jobs set run_at = ? where kind = 'message'").run(new Date(Date.now() - 1000).toISOString());
      server = await spawnServer(dataDir, env);
      await until('the text sent after the restart', async () => (tencent.sent.length >= 1 ? true : undefined));
      await until('the message marked sent', async () => (waiting()?.status === 'sent' ? true : undefined));
      expect(tencent.sent.filter((t) => t.mobile === mobile)).toHaveLength(1);
      expect(Number(waiting()!.attempts)).toBe(2);
      expect(Number(row.id)).toBe(Number(waiting()!.id));
    } finally {
      await server.kill();
      await tencent.close();
      await handle.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
