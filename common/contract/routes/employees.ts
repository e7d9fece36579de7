/** Employees, the people companies send contracts to sign (server/routes/employees.ts); their import is employee-import.ts. */
import { fileAnswer, page, route, tagged } from '../define';
import { idParams, XLSX_MEDIA_TYPE } from '../fields';
import { employeeUsers } from '../guards';
import { Employee, EmployeeBody, EmployeeChanges, EmployeeExportQuery, EmployeeQuery } from '../organisation';

export const employeeRoutes = tagged('Employees', {
  list: route('GET /api/employees', employeeUsers, {
    summary: ['列出员工', 'List employees'],
    description: [
      '管理员：所有员工；公司用户、经办人：本公司；部门用户：本部门。身份证号除管理员外均打码。',
      'Administrators: everyone; company users and operators: their company; department users: their department. ID numbers are masked for all but administrators.',
    ],
    query: EmployeeQuery,
    answers: { 200: page(Employee) },
  }),
  create: route('POST /api/employees', employeeUsers, {
    summary: ['添加员工', 'Add an employee'],
    description: [
      '防范名单上的人：409（附原因）；身份证号在公司内已存在：409。',
      'A person on the prevention list: 409 (with its reason); an ID number already in the company: 409.',
    ],
    idempotent: true,
    body: EmployeeBody,
    answers: { 200: Employee },
  }),
  export: route('GET /api/employees/export', employeeUsers, {
    summary: ['导出员工（.xlsx）', 'Export employees (.xlsx)'],
    description: [
      '列表的筛选和排序（不分页），范围和打码同列表；超过 100,000 行：422。`unmaskedIds` 仅管理员和公司用户（否则 403），先记入审计日志。',
      'The list’s filters and sorter (no paging), same scope and masking; more than 100,000 rows: 422. `unmaskedIds`: administrators and company users only (else 403), recorded in the audit log first.',
    ],
    query: EmployeeExportQuery,
    answers: { 200: fileAnswer(XLSX_MEDIA_TYPE, 'The matching employees.') },
  }),
  get: route('GET /api/employees/:id', employeeUsers, {
    summary: ['读取员工', 'Read an employee'],
    params: idParams,
    answers: { 200: Employee },
  }),
  update: route('PUT /api/employees/:id', employeeUsers, {
    summary: ['修改员工（未给出的字段不变）', 'Change an employee (fields left out keep their value)'],
    description: [
      '员工所属公司不可改；离职即 `status: left` 加离职日期。',
      'The company of an employee never changes; leaving is `status: left` with the leave date.',
    ],
    params: idParams,
    body: EmployeeChanges,
    answers: { 200: Employee },
  }),
  remove: route('DELETE /api/employees/:id', employeeUsers, {
    summary: ['删除员工', 'Delete an employee'],
    description: [
      '仍有签署任务引用时拒绝（409）；返回删除的员工。',
      'Refused while sign tasks refer to it (409); answers the deleted employee.',
    ],
    params: idParams,
    answers: { 200: Employee },
  }),
});
