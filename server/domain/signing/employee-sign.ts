/**
 * The employee's act on the signing page: sign (the drawn signature stamped at the employee's
 * place on every document, then a PAdES signature made with a one-day certificate issued for
 * this act alone) or refuse with a reason. Both need the code texted to the employee's mobile.
 */
import type { ClientInfo, Deps } from '../deps';
import { DomainError } from '../errors';
import { signAsEmployee } from '../../signatures';
import { recordCertificate } from '../pki/certificates';
import { appendSignEvent } from './sign-events';
import { currentVersions, insertVersions, readStored, storePdfs } from './document-versions';
import { loadTemplateFields, signaturePlace } from './templates-for-signing';
import { notifyInitiator } from './notify-initiator';
import { assertOpen, checkSigningCode, employeeActor, limitSigningIp, taskOfToken } from './signing-link';
import { moveTask } from './states';
import { ImageError, type NormalisedImage, type NormaliseOptions } from '../../lib/image-normalise';
import { parsing, WorkerLimitError } from '../../parsing';
import { MAX_PNG_BYTES } from '../../signatures/stamp';
import { tooSmallForASignature } from './signature-ink';

/** A drawn signature's file: a phone's pad at 3x is well under this. */
const MAX_SIGNATURE_BYTES = 512 * 1024;
const SIGNATURE_DATA_URL = /^data:image\/(?:png|jpeg);base64,/;
/**
 * Pixels decoded at most (16 MB of RGBA): the widest pad (736 x 180 CSS px) at 3x is 1.2 million;
 * a small file that claims more is refused before it is inflated. A signature photographed on
 * white paper gets its paper made transparent, as a seal does.
 */
const SIGNATURE_IMAGE: NormaliseOptions = {
  maxSide: 4000,
  maxPixels: 4_000_000,
  maxPngBytes: MAX_PNG_BYTES,
  clearLightBackground: true,
  withPixels: true,
};

/**
 * The signature of a `data:image/png;base64,` (or `image/jpeg`) URL as the PNG the PDF engine
 * embeds, made anew on a parsing worker; refused unless it decodes within bounds, with enough
 * ink to be a signature (a tap is not one: signature-ink.ts).
 */
export async function readSignature(dataUrl: string): Promise<Uint8Array> {
  const invalid = () => new DomainError('validation', 'signing.signatureInvalid', { field: 'signature' });
  const prefix = SIGNATURE_DATA_URL.exec(dataUrl)?.[0];
  if (!prefix || dataUrl.length > prefix.length + Math.ceil((MAX_SIGNATURE_BYTES * 4) / 3) + 4) throw invalid();
  let image: NormalisedImage;
  try {
    image = await parsing.normaliseImage(Buffer.from(dataUrl.slice(prefix.length), 'base64'), SIGNATURE_IMAGE);
  } catch (error) {
    if (error instanceof ImageError || error instanceof WorkerLimitError) throw invalid();
    throw error;
  }
  if (tooSmallForASignature({ width: image.width, height: image.height, rgba: image.rgba! }))
    throw new DomainError('validation', 'signing.signatureTooSmall', { field: 'signature' });
  return image.png;
}

export async function signAsTheEmployee(
  deps: Pick<Deps, 'db' | 'now' | 'policy' | 'signing'>,
  { token, input, client }: { token: string; input: { code: string; signature: string }; client: ClientInfo },
): Promise<{ state: 'signed' }> {
  await limitSigningIp(deps, client);
  const task = await taskOfToken(deps.db, token);
  assertOpen(task, deps.now());
  const png = await readSignature(input.signature);
  const codeId = await checkSigningCode(deps, task.id, input.code);

  const pki = await deps.signing.pki();
  const versions = await currentVersions(deps.db, task.id);
  const certificate = await pki.issueEventCertificate({ name: task.employeeName, idNumber: task.idNumber }, deps.now());
  // On the signing pool's workers when the app runs one (npm start), else on this thread.
  const pool = await deps.signing.pool?.();
  const signed: Uint8Array[] = [];
  for (const version of versions) {
    const template = (await loadTemplateFields(deps.db, version.templateId))!;
    const job = {
      pdf: await readStored(deps.signing.documentStore, version.sha256),
      employeePng: png,
      employeePlace: signaturePlace(template, 'employee')!,
      companyPlace: signaturePlace(template, 'company')!,
      crossPageSeal: template.crossPageSeal,
      chain: pki.chain,
      reason: `${task.employeeName} signs ${template.name} (task ${task.id})`,
    };
    signed.push(
      pool
        ? await pool.signAsEmployee({ ...job, certificateDer: certificate.certificateDer, privateKey: certificate.privateKey })
        : await signAsEmployee({ ...job, certificate, tsa: pki.timestampAuthority }),
    );
  }
  const stored = await storePdfs(deps.signing.documentStore, signed);
  const at = deps.now().toISOString();
  await deps.db.transaction().execute(async (trx) => {
    await moveTask(trx, { taskId: task.id, transition: 'employeeSign', to: 'pending_company', changes: { signed_at: at }, at });
    await trx.updateTable('sign_codes').set({ used_at: at }).where('id', '=', codeId).execute();
    await insertVersions(trx, { documentIds: versions.map((v) => v.documentId), stage: 'employee_signed', versions: stored, at });
    await recordCertificate(
      trx,
      {
        serial: certificate.serial,
        issuerDer: pki.issuingCa.certificateDer,
        kind: 'employee',
        companyId: task.companyId,
        taskId: task.id,
        certificateDer: certificate.certificateDer,
        notAfter: certificate.notAfter,
      },
      at,
    );
    await appendSignEvent(trx, {
      taskId: task.id,
      action: 'employee_signed',
      actor: employeeActor(task),
      at,
      client,
      documentSha256: stored.map((v) => v.sha256),
      detail: { certificateSha256: certificate.sha256 },
    });
    await notifyInitiator(trx, { task, messageKey: 'notice.signing.signed', at });
  });
  return { state: 'signed' };
}

export async function rejectAsTheEmployee(
  deps: Pick<Deps, 'db' | 'now' | 'policy'>,
  { token, input, client }: { token: string; input: { code: string; reason: string }; client: ClientInfo },
): Promise<{ state: 'rejected' }> {
  await limitSigningIp(deps, client);
  const task = await taskOfToken(deps.db, token);
  assertOpen(task, deps.now());
  const codeId = await checkSigningCode(deps, task.id, input.code);
  const versions = await currentVersions(deps.db, task.id);
  const at = deps.now().toISOString();
  await deps.db.transaction().execute(async (trx) => {
    await moveTask(trx, { taskId: task.id, transition: 'reject', to: 'rejected', changes: { reject_reason: input.reason }, at });
    await trx.updateTable('sign_codes').set({ used_at: at }).where('id', '=', codeId).execute();
    await appendSignEvent(trx, {
      taskId: task.id,
      action: 'rejected',
      actor: employeeActor(task),
      at,
      client,
      documentSha256: versions.map((v) => v.sha256),
      detail: { reason: input.reason },
    });
    await notifyInitiator(trx, { task, messageKey: 'notice.signing.rejected', at, extra: { reason: input.reason } });
  });
  return { state: 'rejected' };
}
