/** The rows an import check refused, with their reasons, as an .xlsx (its first row the header). */
import { translate, type Locale } from '../../../i18n';
import { writeSheet } from '../../../lib/xlsx';

export async function writeRejectedRowsSheet([header, ...rows]: string[][], locale: Locale): Promise<Uint8Array> {
  // Text cells, so that ID numbers and mobiles stay as typed; wide enough for what they hold.
  const columns = header.map((text, index) => {
    const longest = Math.max(text.length, ...rows.map((row) => row[index].length));
    return { header: text, width: Math.min(60, Math.max(10, longest * 2)), text: true };
  });
  return writeSheet(translate(locale, 'sheet.employees'), columns, rows);
}
