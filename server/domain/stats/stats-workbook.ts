/** The statistics export as an .xlsx, in the reader's language. */
import { SIGN_TASK_STATUSES } from '../../../common/api/signing';
import type { SignStats } from '../../../common/api/stats';
import { translate, type Locale, type MessageKey } from '../../i18n';
import { writeSheets } from '../../lib/xlsx';

/** The figures as four sheets: per day and status, per group, time to sign, refusal reasons. */
export function writeStatsWorkbook(stats: SignStats, locale: Locale): Promise<Uint8Array> {
  const t = (key: MessageKey) => translate(locale, key);
  const days = [...new Set(stats.perDay.map((row) => row.day))];
  const statusColumns = SIGN_TASK_STATUSES.map((status) => ({ header: t(`status.${status}`), width: 12 }));
  const perDay = days.map((day) => {
    const counts = SIGN_TASK_STATUSES.map((status) => stats.perDay.find((r) => r.day === day && r.status === status)?.tasks ?? 0);
    return [day, ...counts, counts.reduce((a, b) => a + b, 0)];
  });
  // The sheet keeps its hours column: minutes as hours to two decimals (20 minutes: 0.33).
  const hours = (minutes: number | null) => (minutes === null ? '' : Math.round((minutes / 60) * 100) / 100);
  return writeSheets([
    {
      name: t('stats.sheet.perDay'),
      // Days in China: the zone is named, as a day's bounds depend on it.
      columns: [
        { header: translate(locale, 'time.zoned', { time: t('column.day') }), width: 20, text: true },
        ...statusColumns,
        { header: t('column.total'), width: 10 },
      ],
      rows: perDay,
    },
    {
      name: t('stats.sheet.groups'),
      columns: [
        { header: t('column.group'), width: 30 },
        { header: t('column.tasks'), width: 10 },
        { header: t('column.completed'), width: 10 },
      ],
      rows: stats.groups.rows.map((row) => [row.name, row.tasks, row.completed]),
    },
    {
      name: t('stats.sheet.durations'),
      columns: [
        { header: t('column.measure'), width: 36 },
        { header: t('column.hours'), width: 10 },
        { header: t('column.tasks'), width: 10 },
      ],
      rows: [
        [t('stats.toEmployeeSigned.median'), hours(stats.toEmployeeSigned.medianMinutes), stats.toEmployeeSigned.tasks],
        [t('stats.toEmployeeSigned.p90'), hours(stats.toEmployeeSigned.p90Minutes), stats.toEmployeeSigned.tasks],
        [t('stats.toCompleted.median'), hours(stats.toCompleted.medianMinutes), stats.toCompleted.tasks],
        [t('stats.toCompleted.p90'), hours(stats.toCompleted.p90Minutes), stats.toCompleted.tasks],
      ],
    },
    {
      name: t('stats.sheet.reasons'),
      columns: [
        { header: t('column.reason'), width: 40 },
        { header: t('column.tasks'), width: 10 },
      ],
      rows: stats.refusalReasons.map((row) => [row.reason, row.tasks]),
    },
  ]);
}
