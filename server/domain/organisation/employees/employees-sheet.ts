/** The employee export as an .xlsx: the list's columns in the reader's language. */
import type { Employee } from '../../../../common/api/organisation';
import { translate, type Locale, type MessageKey } from '../../../i18n';
import { writeSheet, type SheetColumn } from '../../../lib/xlsx';

export async function writeEmployeesSheet(employees: readonly Employee[], locale: Locale): Promise<Uint8Array> {
  const t = (key: MessageKey) => translate(locale, key);
  const columns: SheetColumn[] = [
    { header: t('field.companyName'), width: 28 },
    { header: t('field.department'), width: 16 },
    { header: t('field.name'), width: 14 },
    { header: t('field.idNumber'), width: 22, text: true },
    { header: t('field.mobile'), width: 15, text: true },
    { header: t('field.position'), width: 16 },
    { header: t('field.entryDate'), width: 13, text: true },
    { header: t('field.status'), width: 10 },
    { header: t('field.prevented'), width: 12 },
  ];
  const status = { active: t('employee.status.active'), left: t('employee.status.left') };
  const rows = employees.map((e) => [
    e.companyName,
    e.departmentName ?? '',
    e.name,
    e.idNumber,
    e.mobile,
    e.position,
    e.entryDate,
    status[e.status],
    e.prevented ? t('common.yes') : t('common.no'),
  ]);
  return writeSheet(t('sheet.employees'), columns, rows);
}
