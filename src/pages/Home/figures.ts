/**
 * The home page's figures: each is a count under a filter and the link to the list with that
 * same filter, so the number and what the list shows agree. Only what the role may read is asked.
 */
import dayjs from 'dayjs';
import type { Access } from '@common/access';
import { queryCompanies } from '@/services/companies';
import { queryTemplates } from '@/services/contracts';
import { querySignTaskCounts } from '@/services/signTasks';

export type FigureKey =
  | 'waitingForCompany'
  | 'sentNotSigned'
  | 'expiringSoon'
  | 'refusedThisWeek'
  | 'scheduledToday'
  | 'companiesWithoutSeal'
  | 'templatesWithoutPlaces';

export interface Figure {
  key: FigureKey;
  count: number;
  link: string;
}

const withQuery = (path: string, query: Record<string, string>) => `${path}?${new URLSearchParams(query)}`;

export async function queryFigures(access: Access): Promise<Figure[]> {
  const now = dayjs();
  const jobs: Promise<Figure[]>[] = [];
  if (access.viewSign || access.viewSignRecord) {
    const list = access.viewSign ? '/sign' : '/signApply/record';
    const deadlineBefore = now.add(3, 'day').toISOString();
    const updatedFrom = now.subtract(7, 'day').startOf('day').toISOString();
    jobs.push(
      Promise.all([querySignTaskCounts({}), querySignTaskCounts({ deadlineBefore }), querySignTaskCounts({ updatedFrom })]).then(
        ([all, due, lately]) => [
          { key: 'waitingForCompany', count: all.pending_company, link: withQuery(list, { status: 'pending_company' }) },
          { key: 'sentNotSigned', count: all.pending_employee, link: withQuery(list, { status: 'pending_employee' }) },
          { key: 'expiringSoon', count: due.pending_employee, link: withQuery(list, { status: 'pending_employee', deadlineBefore }) },
          { key: 'refusedThisWeek', count: lately.rejected, link: withQuery(list, { status: 'rejected', updatedFrom }) },
        ],
      ),
    );
  }
  if (access.preSign) {
    const sendFrom = now.startOf('day').toISOString();
    const sendBefore = now.add(1, 'day').startOf('day').toISOString();
    jobs.push(
      querySignTaskCounts({ sendFrom, sendBefore }).then((today) => [
        { key: 'scheduledToday', count: today.scheduled, link: '/advanceSend' },
      ]),
    );
  }
  if (access.isAdmin) {
    jobs.push(
      Promise.all([
        queryCompanies({ hasSeal: false, pageSize: 1 }),
        queryTemplates({ kind: 'principal', missingSignaturePlaces: true, pageSize: 1 }),
      ]).then(([companies, templates]) => [
        { key: 'companiesWithoutSeal', count: companies.total, link: '/company?hasSeal=false' },
        {
          key: 'templatesWithoutPlaces',
          count: templates.total,
          link: '/contract/principleContract?missingSignaturePlaces=true',
        },
      ]),
    );
  }
  return (await Promise.all(jobs)).flat();
}
