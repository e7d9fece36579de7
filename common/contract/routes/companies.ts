/** Client companies and their departments (server/routes/companies.ts). */
import { page, route, fileAnswer, tagged } from '../define';
import { idParams } from '../fields';
import { admins, companyManagers, signedIn } from '../guards';
import {
  Company,
  CompanyBody,
  CompanyChanges,
  CompanyQuery,
  CompanySealForm,
  CompanySigningReadiness,
  Department,
  DepartmentBody,
  DepartmentQuery,
} from '../organisation';

export const companyRoutes = tagged('Companies and departments', {
  list: route('GET /api/companies', companyManagers, {
    summary: ['列出客户公司', 'List client companies'],
    description: [
      '管理员：所有公司；公司用户：只有自己的公司（一行）。',
      'Administrators: every company; a company user: its own only (one row).',
    ],
    query: CompanyQuery,
    answers: { 200: page(Company) },
  }),
  create: route('POST /api/companies', admins, {
    summary: ['创建客户公司', 'Create a client company'],
    description: ['统一社会信用代码已被使用：409。', 'A credit code already taken: 409.'],
    body: CompanyBody,
    answers: { 200: Company },
  }),
  get: route('GET /api/companies/:id', companyManagers, {
    summary: ['读取客户公司', 'Read a client company'],
    params: idParams,
    answers: { 200: Company },
  }),
  update: route('PUT /api/companies/:id', companyManagers, {
    summary: ['修改客户公司（未给出的字段不变）', 'Change a client company (fields left out keep their value)'],
    description: [
      '停用：`status: suspended`，仅管理员（公司用户修改状态：403）。',
      'Suspend with `status: suspended`, administrators only (a company user changing the status: 403).',
    ],
    params: idParams,
    body: CompanyChanges,
    answers: { 200: Company },
  }),
  remove: route('DELETE /api/companies/:id', admins, {
    summary: ['删除客户公司', 'Delete a client company'],
    description: [
      '仍有员工、账号或签署任务时拒绝（409，给出数量）；返回删除的公司。',
      'Refused while employees, accounts or sign tasks remain (409, naming the counts); answers the deleted company.',
    ],
    params: idParams,
    answers: { 200: Company },
  }),
  saveSeal: route('POST /api/companies/:id/seal', companyManagers, {
    summary: ['上传公章图片', 'Upload the company seal image'],
    description: [
      '公章（印章库中的公司公章）的图片：替换现有公章的图片（授权保留），或新建公章。',
      'The image of the company seal (公章) in the seal library: it replaces the active company seal’s image (its grants stay), or makes that seal.',
    ],
    params: idParams,
    form: CompanySealForm,
    answers: { 200: Company },
  }),
  seal: route('GET /api/companies/:id/seal', companyManagers, {
    summary: ['下载公章图片', 'Download the company seal image'],
    description: ['没有公章：404。', 'No company seal: 404.'],
    params: idParams,
    answers: { 200: fileAnswer('image/png', 'The image of the active company seal.') },
  }),
  signingReadiness: route('GET /api/companies/:id/signing-readiness', signedIn, {
    summary: ['公司能否盖章（签署前检查）', 'Whether the company can seal (checked before signing)'],
    description: [
      '任何已登录账号，公司须在其范围内：发起签署的人（经办人、部门用户）虽不能读取公司，也能看到这一项。',
      'Any signed-in account, the company in its scope: those who initiate signing (operators, department users) see this though they cannot read the company.',
    ],
    params: idParams,
    answers: { 200: CompanySigningReadiness },
  }),
  departments: route('GET /api/companies/:id/departments', signedIn, {
    summary: ['列出公司的部门', 'List a company’s departments'],
    description: ['任何已登录账号，公司须在其范围内。', 'Any signed-in account, the company in its scope.'],
    params: idParams,
    query: DepartmentQuery,
    answers: { 200: page(Department) },
  }),
  createDepartment: route('POST /api/companies/:id/departments', companyManagers, {
    summary: ['创建部门', 'Create a department'],
    description: ['名称在公司内已被使用：409。', 'A name already taken in the company: 409.'],
    params: idParams,
    body: DepartmentBody,
    answers: { 200: Department },
  }),
  updateDepartment: route('PUT /api/departments/:id', companyManagers, {
    summary: ['重命名部门', 'Rename a department'],
    params: idParams,
    body: DepartmentBody,
    answers: { 200: Department },
  }),
  removeDepartment: route('DELETE /api/departments/:id', companyManagers, {
    summary: ['删除部门', 'Delete a department'],
    description: [
      '仍有员工或账号时拒绝（409，给出数量）；返回删除的部门。',
      'Refused while employees or accounts remain (409, naming the counts); answers the deleted department.',
    ],
    params: idParams,
    answers: { 200: Department },
  }),
});
