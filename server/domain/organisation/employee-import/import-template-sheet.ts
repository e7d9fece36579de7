/**
 * The import template as an .xlsx: the import columns headed in the reader's language, as text
 * cells, and an example row.
 */
import { translate, type Locale } from '../../../i18n';
import { writeSheet, type SheetColumn } from '../../../lib/xlsx';
import { IMPORT_COLUMNS, type ImportColumn } from './import-headers';

const WIDTHS: Record<ImportColumn, number> = { name: 14, idNumber: 22, mobile: 15, department: 16, position: 16, entryDate: 13 };

export async function writeImportTemplateSheet(example: string[], locale: Locale): Promise<Uint8Array> {
  const columns: SheetColumn[] = IMPORT_COLUMNS.map((key) => ({
    header: translate(locale, `field.${key}`),
    width: WIDTHS[key],
    text: true,
  }));
  return writeSheet(translate(locale, 'sheet.employees'), columns, [example]);
}
