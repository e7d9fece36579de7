/**
 * The sign-task export as an .xlsx, in the reader's language; times in China time, the zone named
 * in their column's header.
 */
import type { SignTask } from '../../../common/api/signing';
import { chinaDateTime } from '../../../common/china-time';
import { translate, type Locale, type MessageKey } from '../../i18n';
import { writeSheet } from '../../lib/xlsx';

export async function writeSignTasksSheet(tasks: readonly SignTask[], locale: Locale): Promise<Uint8Array> {
  const t = (key: MessageKey) => translate(locale, key);
  const time = (iso: string | null) => (iso ? chinaDateTime(iso) : '');
  const timeHeader = (key: MessageKey) => translate(locale, 'time.zoned', { time: t(key) });
  const columns = [
    { header: t('column.taskId'), width: 10 },
    { header: t('column.company'), width: 28 },
    { header: t('column.department'), width: 16 },
    { header: t('column.employee'), width: 14 },
    { header: t('column.template'), width: 28 },
    { header: t('column.status'), width: 14 },
    { header: t('column.initiator'), width: 14 },
    { header: timeHeader('column.createdAt'), width: 24, text: true },
    { header: timeHeader('column.sentAt'), width: 24, text: true },
    { header: timeHeader('column.deadline'), width: 24, text: true },
    { header: timeHeader('column.signedAt'), width: 24, text: true },
    { header: timeHeader('column.completedAt'), width: 24, text: true },
    { header: t('column.reason'), width: 30 },
  ];
  const rows = tasks.map((task) => [
    String(task.id),
    task.companyName,
    task.departmentName ?? '',
    task.employeeName,
    task.templateName,
    t(`status.${task.status}`),
    task.initiatorName,
    time(task.createdAt),
    time(task.sentAt),
    time(task.deadline),
    time(task.signedAt),
    time(task.completedAt),
    task.rejectReason ?? task.revokeReason ?? '',
  ]);
  return writeSheet(t('sheet.signTasks'), columns, rows);
}
