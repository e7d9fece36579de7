/** Employees, the people companies send contracts to sign (server/routes/employees.ts); their import is employee-import.ts. */
import { fileAnswer, page, route } from '../define';
import { idParams, XLSX_MEDIA_TYPE } from '../fields';
import { Employee, EmployeeBody, EmployeeChanges, EmployeeExportQuery, EmployeeQuery } from '../organisation';

const tag = 'Employees';
/** `viewEmployee`: every signed-in account, each in its scope (its company, or its department). */
const anyRole = { permissions: ['viewEmployee'] } as const;

export const employeeRoutes = {
  list: route({
    method: 'GET',
    path: '/api/employees',
    tag,
    summary: { zh: '列出员工', en: 'List employees' },
    description: {
      zh: '管理员：所有员工；公司用户、经办人：本公司；部门用户：本部门。身份证号除管理员外均打码。',
      en: 'Administrators: everyone; company users and operators: their company; department users: their department. ID numbers are masked for all but administrators.',
    },
    guard: anyRole,
    query: EmployeeQuery,
    answers: { 200: page(Employee) },
  }),
  create: route({
    method: 'POST',
    path: '/api/employees',
    tag,
    summary: { zh: '添加员工', en: 'Add an employee' },
    description: {
      zh: '防范名单上的人：409（附原因）；身份证号在公司内已存在：409。',
      en: 'A person on the prevention list: 409 (with its reason); an ID number already in the company: 409.',
    },
    guard: anyRole,
    idempotent: true,
    body: EmployeeBody,
    answers: { 200: Employee },
  }),
  export: route({
    method: 'GET',
    path: '/api/employees/export',
    tag,
    summary: { zh: '导出员工（.xlsx）', en: 'Export employees (.xlsx)' },
    description: {
      zh: '列表的筛选和排序（不分页），范围和打码同列表；超过 100,000 行：422。`unmaskedIds` 仅管理员和公司用户（否则 403），先记入审计日志。',
      en: 'The list’s filters and sorter (no paging), same scope and masking; more than 100,000 rows: 422. `unmaskedIds`: administrators and company users only (else 403), recorded in the audit log first.',
    },
    guard: anyRole,
    query: EmployeeExportQuery,
    answers: { 200: fileAnswer(XLSX_MEDIA_TYPE, 'The matching employees.') },
  }),
  get: route({
    method: 'GET',
    path: '/api/employees/:id',
    tag,
    summary: { zh: '读取员工', en: 'Read an employee' },
    guard: anyRole,
    params: idParams,
    answers: { 200: Employee },
  }),
  update: route({
    method: 'PUT',
    path: '/api/employees/:id',
    tag,
    summary: { zh: '修改员工（未给出的字段不变）', en: 'Change an employee (fields left out keep their value)' },
    description: {
      zh: '员工所属公司不可改；离职即 `status: left` 加离职日期。',
      en: 'The company of an employee never changes; leaving is `status: left` with the leave date.',
    },
    guard: anyRole,
    params: idParams,
    body: EmployeeChanges,
    answers: { 200: Employee },
  }),
  remove: route({
    method: 'DELETE',
    path: '/api/employees/:id',
    tag,
    summary: { zh: '删除员工', en: 'Delete an employee' },
    description: {
      zh: '仍有签署任务引用时拒绝（409）；返回删除的员工。',
      en: 'Refused while sign tasks refer to it (409); answers the deleted employee.',
    },
    guard: anyRole,
    params: idParams,
    answers: { 200: Employee },
  }),
};
