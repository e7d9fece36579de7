/** Employee import from an .xlsx (server/routes/employee-import.ts): the template, the check and import, the refused rows. */
import { fileAnswer, route, tagged } from '../define';
import { XLSX_MEDIA_TYPE } from '../fields';
import { employeeUsers } from '../guards';
import { EmployeeImportQuery, EmployeeImportRejectedQuery, EmployeeSheetForm, ImportReport } from '../organisation';

export const employeeImportRoutes = tagged('Employees', {
  template: route('GET /api/employees/template', employeeUsers, {
    summary: ['下载导入模板（.xlsx）', 'Download the import template (.xlsx)'],
    answers: { 200: fileAnswer(XLSX_MEDIA_TYPE, 'Headers in the caller’s language and one example row that imports as it is.') },
  }),
  importSheet: route('POST /api/employees/import', employeeUsers, {
    summary: ['检查或导入员工表格', 'Check or import a sheet of employees'],
    description: [
      '`dryRun`：只检查，不写入；否则合格的行在一个事务中写入。缺少必填列时导入被拒绝（422），同一字段两列：422。',
      '`dryRun`: check only, nothing written; otherwise the valid rows are written in one transaction. Without a required column an import is refused (422); two columns of one field: 422.',
    ],
    query: EmployeeImportQuery,
    form: EmployeeSheetForm,
    answers: { 200: ImportReport },
  }),
  rejected: route('POST /api/employees/import/rejected', employeeUsers, {
    summary: ['下载检查拒绝的行（.xlsx）', 'Download the rows the check refuses (.xlsx)'],
    description: [
      '同一文件和公司再检查一次（上传不保留）：表头和被拒绝的行，各列照原样，外加原因列；改正后可原样再导入。',
      'The same file and company checked again (no upload is kept): the header row and each refused row as uploaded, with a column of reasons; fixed, the file imports as it is.',
    ],
    query: EmployeeImportRejectedQuery,
    form: EmployeeSheetForm,
    answers: { 200: fileAnswer(XLSX_MEDIA_TYPE, 'The refused rows, with their reasons.') },
  }),
});
