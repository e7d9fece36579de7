/**
 * Employee import from the first sheet of an .xlsx: the header row is read by the table of
 * accepted headers (import-headers.ts), then every row is checked (check-import-rows.ts). Every
 * problem is reported with its row and field; the good rows are written in one transaction
 * (unless it is a dry run, which writes nothing). The rows refused can be had as an .xlsx to fix
 * and import again (rejected-employee-rows.ts).
 */
import type { ImportReport } from '../../../../common/api/organisation';
import type { WebhookImportData } from '../../../../common/api/webhooks';
import { chunks } from '../../../lib/sql';
import type { Deps } from '../../deps';
import { addNotice } from '../../notices/add-notice';
import type { Actor } from '../../scope';
import { queueWebhooks } from '../../webhooks/queue-webhooks';
import { companyForWrite } from '../employees/employee-rules';
import { checkRows, readColumns, type ImportInput } from './check-import-rows';
import { columnsReport, reasonText } from './import-report';

/**
 * Checks the sheet (dry run) or imports its good rows. The answer names the columns read (and
 * under which synonyms), the columns ignored, the required columns missing, and every problem.
 */
export async function importEmployees(
  deps: Pick<Deps, 'db' | 'now'>,
  actor: Actor,
  input: ImportInput & { dryRun: boolean },
): Promise<ImportReport> {
  const reading = readColumns(input, !input.dryRun);
  const at = deps.now().toISOString();

  return deps.db.transaction().execute(async (trx) => {
    const companyId = await companyForWrite(trx, actor, input.companyId);
    const report = { dryRun: input.dryRun, total: input.sheet.rows.length, columns: columnsReport(reading, input.locale) };
    // Without a required column every row would fail alike: the columns are the answer.
    if (reading.missing.length) return { ...report, valid: 0, imported: 0, errors: [] };
    const { checked, problems } = await checkRows(trx, { actor, companyId, sheet: input.sheet, positions: reading.positions });

    const good = checked.filter((r) => r.ok);
    if (!input.dryRun) {
      for (const chunk of chunks(good, 400)) {
        await trx
          .insertInto('employees')
          .values(
            chunk.map((r) => ({
              company_id: companyId,
              department_id: r.departmentId,
              name: r.name,
              id_number: r.idNumber,
              mobile: r.mobile,
              position: r.position,
              entry_date: r.entryDate,
              status: 'active' as const,
              created_at: at,
              updated_at: at,
            })),
          )
          .execute();
      }
    }
    if (!input.dryRun && good.length > 0) {
      const data: WebhookImportData = { companyId, total: checked.length, imported: good.length, refused: checked.length - good.length };
      await queueWebhooks(trx, { companyId, type: 'employees.imported', subjectId: null, at }, async () => data);
    }
    if (!input.dryRun)
      await addNotice(trx, {
        accountId: actor.id,
        type: 'notification',
        title: { key: 'notice.import.finished', params: { imported: good.length, problems: problems.length } },
        description: { key: 'notice.import.detail', params: { total: checked.length } },
        status: problems.length > 0 ? 'urgent' : 'processing',
        link: '/employee',
        at,
      });
    return {
      ...report,
      valid: good.length,
      imported: input.dryRun ? 0 : good.length,
      errors: problems.map((p) => ({ row: p.row, field: p.field, reason: reasonText(input.locale, p) })),
    };
  });
}
