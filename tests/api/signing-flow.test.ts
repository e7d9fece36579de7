/**
 * One task signed end to end over HTTP, then the result checked by independent tools: poppler's
 * pdfsig (each signature valid, the last covering the whole file, ETSI.CAdES.detached, every
 * certificate trusted once the published root is in an NSS database; one changed byte fails),
 * pdftoppm (both images visible at their places), the public verify route, the evidence report
 * (pdftotext) and the .zip archive.
 */
import { lastText, SIGNING_LINK } from './support/outbox';
import { execFile, execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { unzipSync } from 'fflate';
import type { ContractField } from '../../common/api/contracts';
import type { SignAuditResult, SignTaskCreateResult, SignTaskDetail, SigningView, VerifyResult } from '../../common/api/signing';
import { TestClock } from './support/harness';
import { fileForm, serveWithRoles, employeeId } from './support/roles';
import { dataUrl, sealPng, signaturePng } from './support/png';
import { raw } from './support/database';

// Certificates are checked against the real time by pdfsig: the server runs on the real clock.
// On the signing pool's worker threads, as npm start runs it: filling, the employee's and the
// company's signatures cross threads here (the other signing suites run them on this thread).
// PUBLIC_URL is the server itself: pdfsig follows the certificates' OCSP URL to its responder.
const { server, as } = serveWithRoles({
  clock: new TestClock(new Date().toISOString()),
  workerThreads: true,
  ownPublicUrl: true,
  // Jobs run when the test says (server.runJobs): the evidence report is made by one.
  background: { pollMs: 3_600_000 },
});

/** Like run, without blocking this thread: the server in this process answers the tool's OCSP requests. */
async function runAsync(command: string, args: string[]): Promise<string> {
  const done = await promisify(execFile)(command, args, { encoding: 'utf8' }).catch((e: { stdout?: string; stderr?: string }) => e);
  return `${done.stdout ?? ''}${done.stderr ?? ''}`;
}

function run(command: string, args: string[]): string {
  try {
    return execFileSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (error) {
    const e = error as { stdout?: string; stderr?: string; code?: string };
    if (e.code === 'ENOENT') throw new Error(`${command} is not installed (Debian: poppler-utils, libnss3-tools)`);
    return `${e.stdout ?? ''}${e.stderr ?? ''}`;
  }
}

/** Dark pixels of page `page` inside a rectangle given in PDF points (rendered at 72 dpi: 1 pt = 1 px). */
function darkPixels(pdfFile: string, page: number, place: Pick<ContractField, 'x' | 'y' | 'width' | 'height'>): number {
  const out = execFileSync('pdftoppm', ['-f', String(page), '-l', String(page), '-r', '72', '-gray', pdfFile]);
  // PGM (P5): "P5\n<w> <h>\n255\n" then one byte per pixel.
  const header = /^P5\s+(\d+)\s+(\d+)\s+255\s/.exec(out.subarray(0, 50).toString('latin1'))!;
  const width = Number(header[1]);
  const height = Number(header[2]);
  const pixels = out.subarray(header[0].length);
  let dark = 0;
  const top = Math.round(height - place.y - place.height);
  for (let y = Math.max(0, top); y < Math.min(height, top + place.height); y++) {
    for (let x = Math.round(place.x); x < Math.min(width, place.x + place.width); x++) if (pixels[y * width + x] < 160) dark++;
  }
  return dark;
}

describe('a task signed end to end', () => {
  const dir = () => join(server.dir, 'check');
  let taskId = 0;
  let completed: Buffer;
  let fields: ContractField[] = [];

  beforeAll(async () => {
    mkdirSync(dir(), { recursive: true });
    const templateId = (raw(server.handle).prepare("select id from contract_templates where code = 'LC-2025'").get() as { id: number }).id;
    const ndaId = (raw(server.handle).prepare("select id from contract_templates where code = 'NDA-2025'").get() as { id: number }).id;
    fields = (await as.operator.get<ContractField[]>(`/api/contracts/${templateId}/fields`)).body.data!;
    const created = await as.operator.post<SignTaskCreateResult>('/api/sign-tasks', {
      templateId,
      accessoryIds: [ndaId],
      employeeIds: [employeeId(server.handle, '王海涛')],
      values: { contract_term: '固定期限', monthly_salary: '7200.00' },
      send: true,
    });
    taskId = created.body.data!.created[0].id;
    const mobile = '13641953827';
    const token = SIGNING_LINK.exec(lastText(server.handle, mobile, '/signing/')!)![1];
    const { documents } = (await as.anonymous.get<SigningView>(`/api/signing/${token}`)).body.data!;
    expect(documents).toHaveLength(2);
    // Each page's size in points, one per page (the phone keeps their room while they load).
    for (const d of documents) {
      expect(d.pages).toHaveLength(d.pageCount);
      for (const page of d.pages) expect(page).toEqual({ width: expect.any(Number), height: expect.any(Number) });
    }
    expect(documents[0].pages[0]).toEqual({ width: 595.28, height: 841.89 });
    await as.anonymous.post(`/api/signing/${token}/code`, {});
    const code = /(\d{6})/.exec(lastText(server.handle, mobile, '验证码')!)![1];
    expect((await as.anonymous.post(`/api/signing/${token}/sign`, { code, signature: dataUrl(signaturePng()) })).status).toBe(200);
    expect((await as.user.request('POST', '/api/companies/29/seal', { body: fileForm(sealPng(), 'seal.png', 'image/png') })).status).toBe(
      200,
    );
    expect((await as.operator.post(`/api/sign-tasks/${taskId}/company-sign`, {})).status).toBe(200);
    await server.runJobs();
    const detail = (await as.operator.get<SignTaskDetail>(`/api/sign-tasks/${taskId}`)).body.data!;
    const res = await as.operator.raw('GET', `/api/sign-tasks/${taskId}/documents/${detail.documents[0].id}`);
    completed = Buffer.from(await res.arrayBuffer());
    writeFileSync(join(dir(), 'completed.pdf'), completed);
    const root = await as.anonymous.raw('GET', '/api/pki/root.pem');
    writeFileSync(join(dir(), 'root.pem'), await root.text());
    mkdirSync(join(dir(), 'nss'));
    run('certutil', ['-N', '-d', `sql:${join(dir(), 'nss')}`, '--empty-password']);
    run('certutil', ['-A', '-d', `sql:${join(dir(), 'nss')}`, '-n', 'esign-root', '-t', 'CT,C,C', '-a', '-i', join(dir(), 'root.pem')]);
    // The issuing CA beside the root, as intermediates are kept in a store: poppler 22.12 (NSS)
    // finds the CA that signed the OCSP answers for the first signature only when it comes from
    // the CMS alone, and reports the second signature's certificate as an "unknown issue".
    writeFileSync(join(dir(), 'ca.cer'), Buffer.from(await (await as.anonymous.raw('GET', '/api/pki/ca.cer')).arrayBuffer()));
    run('certutil', ['-A', '-d', `sql:${join(dir(), 'nss')}`, '-n', 'esign-ca', '-t', ',,', '-i', join(dir(), 'ca.cer')]);
  });

  it('pdfsig: both signatures valid and trusted, PAdES, then a document timestamp covering the whole document', async () => {
    const out = await runAsync('pdfsig', ['-nssdir', `sql:${join(dir(), 'nss')}`, join(dir(), 'completed.pdf')]);
    expect(out.match(/Signature Validation: Signature is Valid\./g)).toHaveLength(2);
    expect(out.match(/Certificate Validation: Certificate is Trusted\./g)).toHaveLength(2);
    expect(out.match(/Signature Type: ETSI\.CAdES\.detached/g)).toHaveLength(2);
    const last = out.slice(out.lastIndexOf('Signature #3'));
    expect(last).toContain('Signature Field Name: DocumentTimestamp1');
    expect(last).toContain('Total document signed');
  });

  it('pdfsig: one changed byte makes it fail', () => {
    const tampered = Buffer.from(completed);
    tampered[Math.floor(tampered.length / 3)] ^= 0x01;
    writeFileSync(join(dir(), 'tampered.pdf'), tampered);
    const out = run('pdfsig', ['-nssdir', `sql:${join(dir(), 'nss')}`, join(dir(), 'tampered.pdf')]);
    expect(out).not.toMatch(/Signature #1[\s\S]*Signature is Valid[\s\S]*Signature #2[\s\S]*Signature is Valid/);
  });

  it('pdftoppm: the drawn signature and the seal are visible at their places', () => {
    const employee = fields.find((f) => f.type === 'signature' && f.party === 'employee')!;
    const company = fields.find((f) => f.type === 'signature' && f.party === 'company')!;
    expect(darkPixels(join(dir(), 'completed.pdf'), employee.page, employee)).toBeGreaterThan(50);
    expect(darkPixels(join(dir(), 'completed.pdf'), company.page, company)).toBeGreaterThan(50);
  });

  it('verify: each signature with its party, trusted, and the task the records know', async () => {
    const res = await as.anonymous.request<VerifyResult>('POST', '/api/verify', {
      body: fileForm(completed, 'signed.pdf', 'application/pdf'),
    });
    expect(res.status).toBe(200);
    expect(res.body.data!.signatures.map((s) => [s.kind, s.party, s.integrity, s.chainTrusted, s.coversDocument, s.verdict])).toEqual([
      ['signature', 'employee', true, true, false, 'valid'],
      ['signature', 'company', true, true, false, 'valid'],
      // B-LTA: the document timestamp over the DSS covers the file as it is.
      ['documentTimestamp', 'unknown', true, true, true, 'valid'],
    ]);
    expect(res.body.data!.signatures[1].timestampedAt).toBeTruthy();
    expect(res.body.data!.dss).toMatchObject({ ocsps: 1, crls: 2 });
    expect(res.body.data!.task).toEqual({ id: taskId, status: 'completed' });
    const tampered = Buffer.from(completed);
    tampered[Math.floor(tampered.length / 3)] ^= 0x01;
    const bad = await as.anonymous.request<VerifyResult>('POST', '/api/verify', {
      body: fileForm(tampered, 'signed.pdf', 'application/pdf'),
    });
    expect(bad.body.data!.signatures.some((s) => !s.integrity)).toBe(true);
    const garbage = await as.anonymous.request('POST', '/api/verify', { body: fileForm(Buffer.from('hello'), 'x.pdf', 'application/pdf') });
    expect(garbage.status).toBe(422);
    expect(garbage.body).toMatchObject({ field: 'file', msg: '上传的文件不是 PDF 文件' });
  });

  it('evidence report and archive: hashes per stage, events, the chain verdict; signed PDFs in the zip', async () => {
    const report = await as.operator.raw('GET', `/api/sign-tasks/${taskId}/evidence`);
    expect(report.headers.get('content-type')).toBe('application/pdf');
    writeFileSync(join(dir(), 'evidence.pdf'), Buffer.from(await report.arrayBuffer()));
    const text = execFileSync('pdftotext', [join(dir(), 'evidence.pdf'), '-'], { encoding: 'utf8' }).replace(/\s+/g, '');
    expect(text).toContain(`#${taskId}`);
    expect(text).toContain('审计链校验：完整');
    expect(text).toContain('员工签署后');
    // The seal stamped and the grant it was stamped under: the seeded one, given by the system.
    expect(text).toMatch(/印章：公章（公章，印章编号\d+）；用印授权#\d+：授予赵敏，由系统于/);
    const detail = (await as.operator.get<SignTaskDetail>(`/api/sign-tasks/${taskId}`)).body.data!;
    expect(text).toContain(detail.documents[0].current.sha256.slice(0, 16));
    const zip = await as.operator.raw('GET', `/api/sign-tasks/${taskId}/archive`);
    const files = unzipSync(new Uint8Array(await zip.arrayBuffer()));
    const names = Object.keys(files);
    expect(names.filter((n) => n.endsWith('.pdf'))).toHaveLength(3);
    expect(Buffer.from(files[names[0]]).equals(completed)).toBe(true);
  });

  it('evidence made once at completion: signed by the platform at B-LTA, with the audit head its TSA dated', async () => {
    const first = Buffer.from(await (await as.operator.raw('GET', `/api/sign-tasks/${taskId}/evidence`)).arrayBuffer());
    const again = Buffer.from(
      await (await as.operator.raw('GET', `/api/sign-tasks/${taskId}/evidence`, { headers: { 'Accept-Language': 'en-US' } })).arrayBuffer(),
    );
    expect(again.equals(first)).toBe(true);
    writeFileSync(join(dir(), 'evidence-signed.pdf'), first);
    const out = await runAsync('pdfsig', ['-nssdir', `sql:${join(dir(), 'nss')}`, join(dir(), 'evidence-signed.pdf')]);
    expect(out).toContain('Signature Field Name: PlatformEvidence');
    expect(out).toContain('Signer Certificate Common Name: 电子签名云服务 Evidence');
    expect(out).toMatch(/PlatformEvidence[\s\S]*Signature is Valid\.[\s\S]*Certificate is Trusted\./);
    expect(out.slice(out.lastIndexOf('Signature #'))).toContain('Total document signed');

    const kept = raw(server.handle)
      .prepare('select head_sequence, head_hash, head_token from sign_evidence where task_id = ?')
      .get(taskId) as {
      head_sequence: number;
      head_hash: string;
      head_token: Buffer;
    };
    const text = execFileSync('pdftotext', [join(dir(), 'evidence-signed.pdf'), '-'], { encoding: 'utf8' }).replace(/\s+/g, '');
    expect(text).toContain(kept.head_hash);
    writeFileSync(join(dir(), 'head.tsr'), kept.head_token);
    const ts = run('openssl', [
      'ts',
      '-verify',
      '-digest',
      kept.head_hash,
      '-in',
      join(dir(), 'head.tsr'),
      '-token_in',
      '-CAfile',
      join(dir(), 'root.pem'),
    ]);
    expect(ts).toContain('Verification: OK');

    // Someone with the database rewrites the chain whole: an IP changed, every hash recomputed.
    const db = raw(server.handle);
    const rows = db.prepare('select * from sign_events where task_id = ? order by sequence').all(taskId) as Array<Record<string, unknown>>;
    let prev = '0'.repeat(64);
    for (const row of rows) {
      const ip = row.sequence === 1 ? '203.0.113.9' : row.ip;
      const canonical = JSON.stringify([
        row.task_id,
        row.sequence,
        row.action,
        row.actor_type,
        row.actor_id,
        row.actor_name,
        row.at,
        ip,
        row.user_agent,
        row.document_sha256,
        row.detail,
        prev,
      ]);
      const hash = createHash('sha256').update(canonical).digest('hex');
      db.prepare('update sign_events set ip = ?, prev_hash = ?, hash = ? where id = ?').run(ip, prev, hash, row.id);
      prev = hash;
    }
    db.prepare('update sign_tasks set last_event_hash = ? where id = ?').run(prev, taskId);
    const audit = (await as.operator.get<SignAuditResult>(`/api/sign-tasks/${taskId}/audit`)).body.data!;
    expect(audit).toMatchObject({ intact: false, brokenAt: kept.head_sequence, problem: 'edited' });
    // The kept head rewritten too: no TSA's token is over the new one.
    const forged = db.prepare('select hash from sign_events where task_id = ? and sequence = ?').get(taskId, kept.head_sequence) as {
      hash: string;
    };
    db.prepare('update sign_evidence set head_hash = ? where task_id = ?').run(forged.hash, taskId);
    const reaudit = (await as.operator.get<SignAuditResult>(`/api/sign-tasks/${taskId}/audit`)).body.data!;
    expect(reaudit).toMatchObject({ intact: false, brokenAt: kept.head_sequence, problem: 'edited' });
  });
});
