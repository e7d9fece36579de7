/** Statistics (server/routes/stats.ts): signing figures over a range of days, and the same as a workbook. */
import { fileAnswer, route } from '../define';
import { XLSX_MEDIA_TYPE } from '../fields';
import { SignStats, StatsQuery } from '../stats';

const tag = 'Statistics';
const guard = { permissions: ['isAdminOrCompany'] } as const;
const scope = {
  zh: '管理员看所有企业（或 companyId 指定的企业），企业用户看本企业（按部门分组）。日期为中国日期，范围至多 366 天。',
  en: 'Administrators see every company (or companyId’s), company users their own, per department. China’s dates; at most 366 days.',
};

export const statsRoutes = {
  read: route({
    method: 'GET',
    path: '/api/stats',
    tag,
    summary: { zh: '查看签署统计', en: 'Show signing statistics' },
    description: scope,
    guard,
    query: StatsQuery,
    answers: { 200: SignStats },
  }),
  export: route({
    method: 'GET',
    path: '/api/stats/export',
    tag,
    summary: { zh: '导出签署统计（.xlsx）', en: 'Export signing statistics (.xlsx)' },
    description: scope,
    guard,
    query: StatsQuery,
    answers: { 200: fileAnswer(XLSX_MEDIA_TYPE, 'The same figures in four sheets, in the caller’s language.') },
  }),
};
