/**
 * Renewing completed documents' long-term data (docs/signatures.md, "How long a contract stays
 * verifiable"): a recurring job finds the documents whose newest document timestamp's certificate
 * ends within a year (their `renew_by` has come) and appends a new DSS and a document timestamp
 * made with the current period's timestamping certificate. The file before stays a byte prefix;
 * the new version is stored as `renewed`, and carries its own `renew_by`.
 */
import type { JobHandler } from '../../lib/jobs';
import { addLongTermData } from '../../signatures';
import type { Deps } from '../deps';
import { validationDataFor } from '../pki/validation-data';
import { insertVersions, readStored } from './document-versions';

export const RENEWAL_JOB = 'long_term_renewal';
const RUN_EVERY_MS = 24 * 3600_000;
/** Documents per run: a backlog (every document an upgrade found without long-term data) drains over runs. */
const PER_RUN = 200;
const YEAR = 365 * 24 * 3600_000;

/** When long-term data made now must be renewed: a year before its timestamping certificate ends. */
export function renewalDate(notAfter: Date | null, now: Date): string {
  // A TSA_URL's certificate is not known here: renewed every two years.
  return new Date(notAfter ? notAfter.getTime() - YEAR : now.getTime() + 2 * YEAR).toISOString();
}

export function renewalJob(deps: Pick<Deps, 'db' | 'now' | 'signing'>): JobHandler {
  return async () => {
    const now = deps.now();
    const due = await deps.db
      .selectFrom('sign_document_versions')
      .select(['id', 'document_id', 'sha256'])
      .where('renew_by', '<=', now.toISOString())
      .orderBy('renew_by')
      .limit(PER_RUN)
      .execute();
    if (due.length) {
      const pki = await deps.signing.pki();
      const timestamping = await pki.timestampingAt(now);
      const validation = await validationDataFor(deps, []);
      validation.certificates.push(...timestamping.chain);
      const pool = await deps.signing.pool?.();
      for (const version of due) {
        const pdf = await readStored(deps.signing.documentStore, version.sha256);
        const renewed = pool
          ? await pool.renewLongTerm({ pdf, validation, timestamping: timestamping.worker })
          : await addLongTermData({ pdf, validation, tsa: timestamping.authority });
        const stored = await deps.signing.documentStore.put(renewed);
        const at = deps.now().toISOString();
        await deps.db.transaction().execute(async (trx) => {
          // Another process renewed it meanwhile: its version stands, this file is left unnamed.
          const taken = await trx
            .updateTable('sign_document_versions')
            .set({ renew_by: null })
            .where('id', '=', version.id)
            .where('renew_by', 'is not', null)
            .executeTakeFirst();
          if (Number(taken.numUpdatedRows) === 0) return;
          await insertVersions(trx, {
            documentIds: [version.document_id],
            stage: 'renewed',
            versions: [stored],
            at,
            renewBy: renewalDate(timestamping.notAfter, now),
          });
        });
      }
    }
    return { runAt: new Date(now.getTime() + RUN_EVERY_MS) };
  };
}
