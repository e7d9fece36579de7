/** Statistics (server/routes/stats.ts): signing figures over a range of days, and the same as a workbook. */
import { fileAnswer, route, tagged, type Text } from '../define';
import { XLSX_MEDIA_TYPE } from '../fields';
import { companyManagers } from '../guards';
import { SignStats, StatsQuery } from '../stats';

const scope: Text = [
  '管理员看所有企业（或 companyId 指定的企业），企业用户看本企业（按部门分组）。日期为中国日期，范围至多 366 天。',
  'Administrators see every company (or companyId’s), company users their own, per department. China’s dates; at most 366 days.',
];

export const statsRoutes = tagged('Statistics', {
  read: route('GET /api/stats', companyManagers, {
    summary: ['查看签署统计', 'Show signing statistics'],
    description: scope,
    query: StatsQuery,
    answers: { 200: SignStats },
  }),
  export: route('GET /api/stats/export', companyManagers, {
    summary: ['导出签署统计（.xlsx）', 'Export signing statistics (.xlsx)'],
    description: scope,
    query: StatsQuery,
    answers: { 200: fileAnswer(XLSX_MEDIA_TYPE, 'The same figures in four sheets, in the caller’s language.') },
  }),
});
