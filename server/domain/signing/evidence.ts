/**
 * The evidence report of a task, as a PDF: the parties, each document with the SHA-256 of every
 * stage, the signatures found in the current files with their certificates' fingerprints and
 * timestamps, every event with time, IP and user agent, and the verdict of the audit chain.
 * A completed task's report is made once, at completion (evidence-job.ts), signed by the platform
 * and kept: that one is answered. Before completion the report is made on request, in the
 * reader's language. Times are China time with the zone named (common/china-time.ts).
 */
import { chinaDateTime } from '../../../common/china-time';
import { maskIdNumber } from '../../../common/validation/limits';
import { isMessageKey, translate, type Locale, type MessageKey, type MessageParams } from '../../i18n';
import { composeTextPdf, footerFrom, type Block } from '../../pdf';
import { parsing } from '../../parsing';
import type { Deps } from '../deps';
import type { Actor } from '../scope';
import { sealEvidence } from '../seals/seal-evidence';
import { checkSignEventChain, signEventsOf } from './sign-events';
import { readStored } from './document-versions';
import { documentsOf } from './document-rows';
import { taskInScope, type TaskRow } from './task-rows';

/** The audit chain's head at completion, as its TSA dated it. */
export interface TimestampedHead {
  sequence: number;
  hash: string;
  timestampedAt: string;
}

export async function evidenceReport(
  deps: Pick<Deps, 'db' | 'now' | 'signing'>,
  { actor, id, locale }: { actor: Actor; id: number; locale: Locale },
): Promise<{ bytes: Uint8Array; fileName: string }> {
  return evidenceOf(deps, await taskInScope(deps.db, actor, id), locale);
}

/** The report kept at completion, or one made now; the caller has checked the task is theirs. */
export async function evidenceOf(
  deps: Pick<Deps, 'db' | 'now' | 'signing'>,
  task: TaskRow,
  locale: Locale,
): Promise<{ bytes: Uint8Array; fileName: string }> {
  const kept = await deps.db.selectFrom('sign_evidence').select('sha256').where('task_id', '=', task.id).executeTakeFirst();
  if (kept) {
    return {
      bytes: await readStored(deps.signing.documentStore, kept.sha256),
      fileName: `${task.id}-${translate(locale, 'evidence.fileName')}.pdf`,
    };
  }
  return buildEvidenceReport(deps, { task, locale });
}

/** The report of `task` as the records stand now; with the timestamped head when made at completion. */
export async function buildEvidenceReport(
  deps: Pick<Deps, 'db' | 'now' | 'signing'>,
  { task, locale, head }: { task: TaskRow; locale: Locale; head?: TimestampedHead },
): Promise<{ bytes: Uint8Array; fileName: string }> {
  const content = await evidenceContent(deps, { task, locale, head });
  const pdf = await composeTextPdf(content.blocks, { footer: footerFrom(content.footer) });
  return { bytes: pdf.bytes, fileName: content.fileName };
}

/** What the report says, as blocks to compose (here, or on a worker thread), and its footer's text. */
export interface EvidenceContent {
  blocks: Block[];
  /** With {page} and {total} in it. */
  footer: string;
  fileName: string;
}

export async function evidenceContent(
  deps: Pick<Deps, 'db' | 'now' | 'signing'>,
  { task, locale, head }: { task: TaskRow; locale: Locale; head?: TimestampedHead },
): Promise<EvidenceContent> {
  const t = (key: MessageKey, params?: MessageParams) => translate(locale, key, params);
  // Every time in the report in China time, its zone named (no line can be quoted without it).
  const time = (iso: string | null) => (iso ? t('time.zoned', { time: chinaDateTime(iso) }) : '—');
  const id = task.id;
  const [documents, events, company, employee] = await Promise.all([
    documentsOf(deps.db, id),
    signEventsOf(deps.db, id),
    deps.db.selectFrom('companies').select(['name', 'credit_code']).where('id', '=', task.company_id).executeTakeFirstOrThrow(),
    deps.db.selectFrom('employees').select(['name', 'id_number', 'mobile']).where('id', '=', task.employee_id).executeTakeFirstOrThrow(),
  ]);
  const pki = await deps.signing.pki();
  const chain = checkSignEventChain(events, task.last_event_hash);

  const blocks: Block[] = [
    { type: 'title', text: t('evidence.title') },
    { type: 'heading', text: `${t('evidence.task')} #${task.id}` },
    { type: 'paragraph', text: t('evidence.status', { status: t(`status.${task.status}` as MessageKey) }) },
    {
      type: 'paragraph',
      text: t('evidence.times', {
        created: time(task.created_at),
        sent: time(task.sent_at),
        signed: time(task.signed_at),
        completed: time(task.completed_at),
      }),
    },
    { type: 'heading', text: t('evidence.parties') },
    { type: 'paragraph', text: t('evidence.company', { name: company.name, code: company.credit_code }) },
    {
      type: 'paragraph',
      text: t('evidence.employee', { name: employee.name, idNumber: maskIdNumber(employee.id_number), mobile: employee.mobile }),
    },
    { type: 'paragraph', text: t('evidence.initiator', { name: task.initiator_name ?? '—' }) },
  ];
  const sealed = events.find((e) => e.action === 'company_signed');
  const seal = sealed ? await sealEvidence(deps.db, JSON.parse(sealed.detail ?? '{}') as Record<string, unknown>) : null;
  if (seal) {
    blocks.push({
      type: 'paragraph',
      text: t('evidence.seal', { ...seal, grantor: seal.grantor ?? t('evidence.sealSystem'), grantedAt: time(seal.grantedAt) }),
    });
    // The approval its use needed (用印审批): who approved it and when, from the task's own chain.
    const approvalId = (JSON.parse(sealed!.detail ?? '{}') as Record<string, unknown>).approvalId;
    const approved = approvalId
      ? events.find(
          (e) => e.action === 'seal_approved' && (JSON.parse(e.detail ?? '{}') as Record<string, unknown>).approvalId === approvalId,
        )
      : undefined;
    if (approved)
      blocks.push({
        type: 'paragraph',
        text: t('evidence.sealApproval', { approvalId: Number(approvalId), approver: approved.actor_name, at: time(approved.at) }),
      });
  }
  blocks.push({ type: 'heading', text: t('evidence.documents') });
  const signatureLines: string[] = [];
  for (const doc of documents) {
    blocks.push({ type: 'paragraph', text: `${doc.name}` });
    for (const v of doc.versions) {
      blocks.push({
        type: 'paragraph',
        text: t('evidence.version', {
          stage: t(`evidence.stage.${v.stage}` as MessageKey),
          sha256: v.sha256,
          size: v.size,
          at: time(v.createdAt),
        }),
      });
    }
    if (doc.current.stage === 'filled') continue;
    // On a parsing worker: a document of the platform's, but verifying is heavy work.
    const verified = await parsing.verifyPdf(
      await readStored(deps.signing.documentStore, doc.current.sha256),
      pki.trustedRootsDer,
      deps.now(),
    );
    for (const s of verified.signatures) {
      signatureLines.push(
        `${doc.name} — ` +
          t('evidence.signature', {
            party: t(`evidence.party.${s.party}` as MessageKey),
            signer: s.signer,
            issuer: s.issuer,
            fingerprint: s.certificateSha256,
            timestamp: time(s.timestampedAt),
            verdict: s.verdict === 'valid' ? t('evidence.signatureValid') : t('evidence.signatureInvalid'),
          }),
      );
    }
  }
  if (signatureLines.length) {
    blocks.push({ type: 'heading', text: t('evidence.signatures') });
    for (const line of signatureLines) blocks.push({ type: 'paragraph', text: line });
  }
  // Who the signer proved to be, and how (人社厅发〔2021〕54号, art. 7).
  const identityChecks = events.filter((e) => e.action === 'identity_verified' || e.action === 'identity_failed');
  if (identityChecks.length) {
    blocks.push({ type: 'heading', text: t('evidence.identity') });
    for (const e of identityChecks) {
      const detail = JSON.parse(e.detail ?? '{}') as Record<string, string>;
      const method = `identity.method.${detail.method}`;
      blocks.push({
        type: 'paragraph',
        text: t('evidence.identityLine', {
          at: time(e.at),
          result: t(e.action === 'identity_verified' ? 'evidence.identityPassed' : 'evidence.identityFailed'),
          method: isMessageKey(method) ? t(method) : String(detail.method),
          provider: String(detail.provider ?? '—'),
          reference: String(detail.reference ?? '—'),
        }),
      });
    }
  }
  blocks.push({ type: 'heading', text: t('evidence.events') });
  for (const e of events) {
    blocks.push({
      type: 'paragraph',
      text: t('evidence.event', {
        sequence: e.sequence,
        at: time(e.at),
        action: t(`event.${e.action}` as MessageKey),
        actor: e.actor_name,
        ip: e.ip ?? '—',
        userAgent: e.user_agent ?? '—',
        hashes: (JSON.parse(e.document_sha256) as string[]).join(', '),
      }),
    });
  }
  blocks.push({
    type: 'paragraph',
    text: chain.intact
      ? t('evidence.chainIntact', { events: chain.events })
      : t('evidence.chainBroken', { sequence: chain.brokenAt ?? 0, problem: t(`evidence.problem.${chain.problem}` as MessageKey) }),
  });
  if (head)
    blocks.push({
      type: 'paragraph',
      text: t('evidence.head', { hash: head.hash, sequence: head.sequence, at: time(head.timestampedAt) }),
    });
  blocks.push({ type: 'paragraph', text: t('evidence.generatedAt', { at: time(deps.now().toISOString()) }) });
  return {
    blocks,
    footer: t('evidence.footer', { page: '{page}', total: '{total}' }),
    fileName: `${task.id}-${t('evidence.fileName')}.pdf`,
  };
}
