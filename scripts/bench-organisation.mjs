/**
 * The companies and departments the 1,000,000-row benchmarks (bench-employees.mjs,
 * bench-stats.mjs) hang their rows on, through Kysely: the same on SQLite and PostgreSQL.
 */
import { continueIdsAfterMax } from '../server/db/dialect.ts';

/** Companies 1 to `companies`, each with `departments` departments; answers their ids by company. */
export async function seedOrganisation(db, { companies, departments, at }) {
  const departmentIds = [];
  for (let c = 1; c <= companies; c += 1) {
    await db
      .insertInto('companies')
      .values({
        id: c,
        name: `公司 ${c}`,
        credit_code: `BENCH${String(c).padStart(13, '0')}`,
        legal_person: '',
        contact_name: '',
        contact_mobile: '',
        address: '',
        status: 'active',
        created_at: at,
        updated_at: at,
      })
      .execute();
    const rows = Array.from({ length: departments }, (_, d) => ({ company_id: c, name: `部门 ${d + 1}`, created_at: at }));
    departmentIds[c] = (await db.insertInto('departments').values(rows).returning('id').execute()).map((r) => r.id);
  }
  await continueIdsAfterMax(db, 'companies');
  return departmentIds;
}
