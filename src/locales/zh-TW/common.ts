/** Words every page uses: actions, dates, saved, the built-in seal kinds. */
export default {
  'pages.common.actions': '操作',
  'pages.common.createdAt': '建立時間',
  'pages.common.view': '檢視',
  'pages.common.edit': '編輯',
  'pages.common.delete': '刪除',
  'pages.common.saved': '已儲存',
  'pages.common.deleted': '已刪除',
  'pages.common.sealKind.company': '公章',
  'pages.common.sealKind.contract': '合約專用章',
  'pages.common.sealKind.hr': '人事專用章',
};
