/**
 * Statistics (docs/api.md, "Statistics"; common/contract/routes/stats.ts): the figures and the
 * same as .xlsx. Admins and company users; the domain scopes them.
 */
import { Hono } from 'hono';
import { XLSX_MEDIA_TYPE } from '../../common/contract/fields';
import { SIGN_TASK_STATUSES } from '../../common/api/signing';
import type { SignStats } from '../../common/api/stats';
import { statsRoutes as declared } from '../../common/contract/routes/stats';
import { readStats } from '../domain/stats/read-stats';
import { translate, type Locale, type MessageKey } from '../i18n';
import { writeSheets } from '../lib/xlsx';
import type { AppEnv } from './support/context';
import { fileResponse } from './support/files';
import { mountAll } from './support/mount';

/** The figures as four sheets: per day and status, per group, time to sign, refusal reasons. */
function statsWorkbook(stats: SignStats, locale: Locale) {
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

export function statsRoutes() {
  const routes = new Hono<AppEnv>();
  mountAll(routes, declared, {
    read: async (c, { query }) => readStats(c.get('deps'), c.get('user'), query),
    export: async (c, { query }) => {
      const stats = await readStats(c.get('deps'), c.get('user'), query);
      const bytes = await statsWorkbook(stats, c.get('locale'));
      return fileResponse(c, bytes, XLSX_MEDIA_TYPE, `stats-${stats.from}-${stats.to}.xlsx`);
    },
  });
  return routes;
}
