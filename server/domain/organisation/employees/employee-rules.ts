/**
 * The rules of a written employee (created, edited, imported): its company, its department, an
 * ID number used once per company, and a leave date that fits its status.
 */
import type { EmployeeStatus } from '../../../../common/api/organisation';
import type { Db } from '../../../db/open';
import { DomainError } from '../../errors';
import { forbidden, isAdmin, scopeOf, type Actor } from '../../scope';
import { departmentOfCompany } from '../departments/department-rows';

/**
 * The company of a new employee (and of imported ones): admins name it (it must exist); everyone
 * else gets their own (naming another is refused).
 */
export async function companyForWrite(db: Db, actor: Actor, companyId: number | undefined): Promise<number> {
  if (isAdmin(actor)) {
    if (companyId === undefined) throw new DomainError('validation', 'validation.required', { field: 'companyId' });
    const company = await db.selectFrom('companies').select('id').where('id', '=', companyId).executeTakeFirst();
    if (!company) throw new DomainError('validation', 'company.notFound', { field: 'companyId' });
    return companyId;
  }
  const scope = scopeOf(actor);
  if (scope.kind === 'all') throw forbidden();
  if (companyId !== undefined && companyId !== scope.companyId) throw forbidden();
  return scope.companyId;
}

/**
 * The department of a written employee: a department user's own (forced when not given,
 * another refused); for others it must belong to the company, or be null.
 */
export async function departmentForWrite(
  db: Db,
  { actor, companyId, departmentId }: { actor: Actor; companyId: number; departmentId: number | null | undefined },
): Promise<number | null | undefined> {
  const scope = scopeOf(actor);
  if (scope.kind === 'department') {
    if (departmentId === undefined) return scope.departmentId;
    if (departmentId !== scope.departmentId) throw forbidden();
    return departmentId;
  }
  if (departmentId === undefined || departmentId === null) return departmentId;
  if (!(await departmentOfCompany(db, companyId, departmentId))) {
    throw new DomainError('validation', 'department.notInCompany', { field: 'departmentId' });
  }
  return departmentId;
}

export const idNumberTaken = () => new DomainError('conflict', 'employee.idNumberTaken', { field: 'idNumber' });

/** Refuses (409) when an employee of the company other than `exceptId` has the ID number. */
export async function assertIdNumberFree(
  db: Db,
  { companyId, idNumber, exceptId }: { companyId: number; idNumber: string; exceptId?: number },
) {
  let query = db.selectFrom('employees').select('id').where('company_id', '=', companyId).where('id_number', '=', idNumber);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  if (await query.executeTakeFirst()) throw idNumberTaken();
}

/**
 * The leave date a status takes: required with 'left' (given now or kept from before), never
 * before the entry date; none while 'active' (returning clears it).
 */
export function leaveDateOf(status: EmployeeStatus, entryDate: string, leaveDate: string | null | undefined): string | null {
  if (status === 'active') return null;
  if (!leaveDate) throw new DomainError('validation', 'employee.leaveDateRequired', { field: 'leaveDate' });
  if (leaveDate < entryDate)
    throw new DomainError('validation', 'employee.leaveBeforeEntry', { field: 'leaveDate', params: { entryDate } });
  return leaveDate;
}
