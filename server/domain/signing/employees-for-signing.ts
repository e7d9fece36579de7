/** An employee as signing reads it: what fills a task's fields and decides who may sign. */
import type { Db } from '../../db/open';

export interface EmployeeForSigning {
  id: number;
  companyId: number;
  departmentId: number | null;
  name: string;
  idNumber: string;
  mobile: string;
  position: string;
  entryDate: string;
  status: 'active' | 'left';
}

/** The employees as filling and signing need them (any order). */
export async function loadEmployeesForSigning(db: Db, ids: readonly number[]): Promise<EmployeeForSigning[]> {
  const rows = await db
    .selectFrom('employees')
    .select(['id', 'company_id', 'department_id', 'name', 'id_number', 'mobile', 'position', 'entry_date', 'status'])
    .where('id', 'in', ids)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    companyId: r.company_id,
    departmentId: r.department_id,
    name: r.name,
    idNumber: r.id_number,
    mobile: r.mobile,
    position: r.position,
    entryDate: r.entry_date,
    status: r.status,
  }));
}
