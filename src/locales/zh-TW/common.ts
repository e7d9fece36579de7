/** Words every page uses: actions, dates, saved. */
export default {
  'pages.common.actions': '操作',
  'pages.common.createdAt': '建立時間',
  'pages.common.view': '檢視',
  'pages.common.edit': '編輯',
  'pages.common.delete': '刪除',
  'pages.common.saved': '已儲存',
  'pages.common.deleted': '已刪除',
};
