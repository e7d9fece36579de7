/**
 * What an employee import tells the user, in their language: the columns it read (and the
 * synonyms it read them under), the reasons of each refused row, and the sheet of refused rows.
 */
import type { ImportColumns } from '../../../../common/api/organisation';
import { translate, type Locale } from '../../../i18n';
import type { SheetContents } from '../../../lib/xlsx';
import { normaliseHeader, REASON_HEADER_KEY, type HeaderReading } from './import-headers';
import type { ImportProblem } from './check-import-rows';

export function reasonText(locale: Locale, problem: ImportProblem): string {
  return translate(locale, problem.messageKey, { field: translate(locale, `field.${problem.field}`), ...problem.params });
}

/** A synonym is a header other than the template's own in the user's language. */
export function columnsReport(reading: HeaderReading, locale: Locale): ImportColumns {
  return {
    recognised: reading.recognised.map((c) => ({
      ...c,
      synonym: normaliseHeader(c.header) !== normaliseHeader(translate(locale, `field.${c.field}`)),
    })),
    unknown: reading.unknown,
    missing: reading.missing,
  };
}

/**
 * The header row and the refused rows, every column as uploaded (cells as the import read them:
 * dates as YYYY-MM-DD), with the row's reasons in the reasons column: the one the file already
 * had (a file of refused rows imported again) or one added at the end. The import skips that
 * column, so the fixed file imports as it is.
 */
export function rejectedSheet({
  sheet,
  reading,
  problems,
  locale,
}: {
  sheet: SheetContents;
  reading: HeaderReading;
  problems: ImportProblem[];
  locale: Locale;
}): string[][] {
  const reasons = new Map<number, string[]>();
  for (const problem of problems) reasons.set(problem.row, [...(reasons.get(problem.row) ?? []), reasonText(locale, problem)]);
  const reasonColumn = reading.reasonColumn ?? reading.width;
  const width = Math.max(reading.width, reasonColumn + 1);
  const line = (cells: string[], reason: string) => {
    const out = Array.from({ length: width }, (_, index) => cells[index] ?? '');
    out[reasonColumn] = reason;
    return out;
  };
  const header = line(sheet.header?.cells ?? [], translate(locale, REASON_HEADER_KEY));
  const rows = sheet.rows.filter((r) => reasons.has(r.row)).map((r) => line(r.cells, reasons.get(r.row)!.join('; ')));
  return [header, ...rows];
}
