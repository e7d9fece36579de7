/** Words every page uses: actions, dates, saved. */
export default {
  'pages.common.actions': '操作',
  'pages.common.createdAt': '创建时间',
  'pages.common.view': '查看',
  'pages.common.edit': '编辑',
  'pages.common.delete': '删除',
  'pages.common.saved': '已保存',
  'pages.common.deleted': '已删除',
};
