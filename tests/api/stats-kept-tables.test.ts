/**
 * GET /api/stats reads tables the database keeps (days, months, durations, refusals: migrations
 * 015, 026, 035), never sign_tasks as a whole. Property test (fast-check): after random tasks are
 * inserted and moved on (status changes, signatures, refusals), with creation times on either
 * side of China's midnight and months' ends, every answer over random ranges, most of them
 * starting and ending inside months, equals the figures counted straight from sign_tasks, for
 * an admin over every company, an admin over one, and a company user.
 */
import fc from 'fast-check';
import { SIGN_TASK_STATUSES, type SignTaskStatus } from '../../common/api/signing';
import type { SignStats } from '../../common/api/stats';
import { chinaDate, chinaDayStart } from '../../common/china-time';
import { durationFigures } from '../../server/domain/stats/read-stats';
import { DAY, HOUR, MINUTE } from './support/harness';
import { serveWithRoles } from './support/roles';

const { server, as } = serveWithRoles();

// The demo's company user (`user`) is of company 29.
const USER_COMPANY = 29;
// Creation days from mid-January to early May 2025; ranges a little beyond.
const FIRST_CREATED = Date.parse('2025-01-15T00:00:00.000Z');
const CREATED_DAYS = 110;
const FIRST_RANGE_DAY = Date.parse('2025-01-01T00:00:00.000Z');
const RANGE_DAYS = 140;
const REASONS = ['薪资与约定不符', '岗位不符', '个人原因', '合同期限有误', 'A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'];

interface Organisation {
  companies: { id: number; name: string; departments: { id: number; name: string }[] }[];
  employeeId: number;
  templateId: number;
}
let organisation: Organisation;

beforeAll(async () => {
  const db = server.handle.db;
  const companies = await db.selectFrom('companies').select(['id', 'name']).orderBy('id').execute();
  const departments = await db.selectFrom('departments').select(['id', 'name', 'company_id']).execute();
  const employee = await db.selectFrom('employees').select('id').orderBy('id').executeTakeFirstOrThrow();
  const template = await db.selectFrom('contract_templates').select('id').orderBy('id').executeTakeFirstOrThrow();
  organisation = {
    companies: companies.map((c) => ({ ...c, departments: departments.filter((d) => d.company_id === c.id) })),
    employeeId: employee.id,
    templateId: template.id,
  };
  expect(organisation.companies.find((c) => c.id === USER_COMPANY)?.departments.length).toBeGreaterThan(0);
});

/** An instant: most at random in the day, some just before or at China's midnight (16:00 UTC). */
const createdAt = fc
  .tuple(
    fc.integer({ min: 0, max: CREATED_DAYS - 1 }),
    fc.oneof(fc.integer({ min: 0, max: DAY - 1 }), fc.constantFrom(16 * HOUR - 1, 16 * HOUR, 16 * HOUR - MINUTE, 16 * HOUR + 1)),
  )
  .map(([day, ms]) => FIRST_CREATED + day * DAY + ms);

/** Minutes to sign across every bucket: the first hour, the first day, three days, thirty, weeks. */
const after = fc.oneof(
  fc.integer({ min: 0, max: HOUR - 1 }),
  fc.integer({ min: HOUR, max: 3 * DAY }),
  fc.integer({ min: 3 * DAY, max: 40 * DAY }),
);

const task = fc.record({
  company: fc.nat(),
  department: fc.nat(),
  withoutDepartment: fc.boolean(),
  created: createdAt,
  status: fc.constantFrom(...SIGN_TASK_STATUSES),
  sentAfter: fc.option(fc.integer({ min: 0, max: 2 * DAY }), { nil: undefined }),
  signedAfter: fc.option(after, { nil: undefined }),
  completedAfter: fc.option(after, { nil: undefined }),
  reason: fc.constantFrom(...REASONS),
});

/** A later change to one of the run's tasks, as the signing code makes them. */
const change = fc.record({
  task: fc.nat(),
  kind: fc.constantFrom('status', 'signed', 'completed'),
  status: fc.constantFrom(...SIGN_TASK_STATUSES),
  after: after,
  reason: fc.constantFrom(...REASONS),
});

type Task = typeof task extends fc.Arbitrary<infer T> ? T : never;
type Change = typeof change extends fc.Arbitrary<infer T> ? T : never;

const day = fc.integer({ min: 0, max: RANGE_DAYS - 1 }).map((n) => new Date(FIRST_RANGE_DAY + n * DAY).toISOString().slice(0, 10));
const range = fc.tuple(day, day).map(([a, b]) => (a <= b ? { from: a, to: b } : { from: b, to: a }));

const iso = (ms: number | undefined) => (ms === undefined ? null : new Date(ms).toISOString());

async function insertTasks(tasks: Task[]): Promise<number[]> {
  const rows = tasks.map((t) => {
    const company = organisation.companies[t.company % organisation.companies.length];
    const department =
      company.departments.length && !t.withoutDepartment ? company.departments[t.department % company.departments.length] : null;
    const sent = t.sentAfter === undefined ? undefined : t.created + t.sentAfter;
    const signed = sent === undefined || t.signedAfter === undefined ? undefined : sent + t.signedAfter;
    const completed = signed === undefined || t.completedAfter === undefined ? undefined : signed + t.completedAfter;
    return {
      company_id: company.id,
      department_id: department?.id ?? null,
      employee_id: organisation.employeeId,
      template_id: organisation.templateId,
      status: t.status,
      field_values: '{}',
      sent_at: iso(sent),
      signed_at: iso(signed),
      completed_at: iso(completed),
      reject_reason: t.status === 'rejected' ? t.reason : null,
      created_at: iso(t.created)!,
      updated_at: iso(t.created)!,
    };
  });
  if (!rows.length) return [];
  return (await server.handle.db.insertInto('sign_tasks').values(rows).returning('id').execute()).map((row) => row.id);
}

async function applyChange(ids: number[], c: Change) {
  const db = server.handle.db;
  const id = ids[c.task % ids.length];
  const row = await db
    .selectFrom('sign_tasks')
    .select(['sent_at', 'signed_at', 'completed_at'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  if (c.kind === 'status') {
    const changes = c.status === 'rejected' ? { reject_reason: c.reason } : {};
    await db
      .updateTable('sign_tasks')
      .set({ ...changes, status: c.status })
      .where('id', '=', id)
      .execute();
    return;
  }
  // Signed, then sealed, once each, after sending.
  const column = c.kind === 'signed' ? 'signed_at' : 'completed_at';
  if (!row.sent_at || row[column]) return;
  await db
    .updateTable('sign_tasks')
    .set({ [column]: iso(Date.parse(row.sent_at) + c.after) })
    .where('id', '=', id)
    .execute();
}

/** Migration 026's buckets of whole minutes. */
function minutesBucket(m: number): number {
  if (m < 60) return m;
  if (m < 1440) return Math.floor(m / 60) * 60;
  if (m < 4320) return Math.floor(m / 240) * 240;
  if (m < 43200) return Math.floor(m / 1440) * 1440;
  return Math.floor(m / 10080) * 10080;
}

/** The figures of a range counted from every row of sign_tasks, as readStats would give them. */
async function countedFromTasks({ from, to }: { from: string; to: string }, companyId?: number): Promise<Omit<SignStats, 'from' | 'to'>> {
  const tasks = (await server.handle.db.selectFrom('sign_tasks').selectAll().execute()).filter(
    (t) => companyId === undefined || t.company_id === companyId,
  );
  const inRange = (at: string | null) => at !== null && chinaDate(at) >= from && chinaDate(at) <= to;
  const created = tasks.filter((t) => inRange(t.created_at));

  const perDay = new Map<string, { day: string; status: SignTaskStatus; tasks: number }>();
  for (const t of created) {
    const key = `${chinaDate(t.created_at)} ${t.status}`;
    const row = perDay.get(key) ?? { day: chinaDate(t.created_at), status: t.status as SignTaskStatus, tasks: 0 };
    row.tasks += 1;
    perDay.set(key, row);
  }
  const byStatus = Object.fromEntries(SIGN_TASK_STATUSES.map((s) => [s, created.filter((t) => t.status === s).length]));

  const by = companyId === undefined ? 'company' : 'department';
  const groups = new Map<number, { id: number; name: string; tasks: number; completed: number }>();
  for (const t of created) {
    const id = by === 'company' ? t.company_id : (t.department_id ?? 0);
    const company = organisation.companies.find((c) => c.id === t.company_id)!;
    const name = by === 'company' ? company.name : (company.departments.find((d) => d.id === id)?.name ?? '');
    const group = groups.get(id) ?? { id, name, tasks: 0, completed: 0 };
    group.tasks += 1;
    if (t.status === 'completed') group.completed += 1;
    groups.set(id, group);
  }

  const histogram = (column: 'signed_at' | 'completed_at') => {
    const buckets = new Map<number, number>();
    for (const t of tasks.filter((t) => inRange(t.sent_at) && t[column] !== null)) {
      const minutes = minutesBucket(Math.max(0, Math.floor((Date.parse(t[column]!) - Date.parse(t.sent_at!)) / MINUTE)));
      buckets.set(minutes, (buckets.get(minutes) ?? 0) + 1);
    }
    return durationFigures([...buckets].map(([minutes, n]) => ({ minutes, tasks: n })));
  };

  const [start, end] = [chinaDayStart(from), new Date(Date.parse(chinaDayStart(to)) + DAY).toISOString()];
  const reasons = new Map<string, number>();
  for (const t of tasks.filter((t) => t.status === 'rejected' && t.created_at >= start && t.created_at < end))
    reasons.set(t.reject_reason ?? '', (reasons.get(t.reject_reason ?? '') ?? 0) + 1);

  return {
    perDay: [...perDay.values()].sort((a, b) => (a.day === b.day ? (a.status < b.status ? -1 : 1) : a.day < b.day ? -1 : 1)),
    byStatus: byStatus as SignStats['byStatus'],
    groups: { by, rows: [...groups.values()].sort((a, b) => b.tasks - a.tasks || a.id - b.id) },
    toEmployeeSigned: histogram('signed_at'),
    toCompleted: histogram('completed_at'),
    refusalReasons: [...reasons]
      .map(([reason, n]) => ({ reason, tasks: n }))
      .sort((a, b) => b.tasks - a.tasks || (a.reason < b.reason ? -1 : 1))
      .slice(0, 10),
  };
}

it('answers every range as counting sign_tasks itself would, through inserts and changes', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.array(task, { minLength: 1, maxLength: 40 }),
      fc.array(change, { maxLength: 20 }),
      fc.array(range, { minLength: 1, maxLength: 3 }),
      fc.nat(),
      async (tasks, changes, ranges, company) => {
        const ids = await insertTasks(tasks);
        for (const c of changes) await applyChange(ids, c);
        const oneCompany = organisation.companies[company % organisation.companies.length].id;
        for (const r of ranges) {
          const query = `?from=${r.from}&to=${r.to}`;
          for (const [client, scopedTo, suffix] of [
            [as.admin, undefined, ''],
            [as.admin, oneCompany, `&companyId=${oneCompany}`],
            [as.user, USER_COMPANY, ''],
          ] as const) {
            const res = await client.get<SignStats>(`/api/stats${query}${suffix}`);
            expect(res.status).toBe(200);
            expect(res.body.data).toEqual({ ...r, ...(await countedFromTasks(r, scopedTo)) });
          }
        }
      },
    ),
    { numRuns: 25 },
  );
});
