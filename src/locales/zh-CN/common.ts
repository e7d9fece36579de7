/** Words every page uses: actions, dates, saved, the built-in seal kinds. */
export default {
  'pages.common.actions': '操作',
  'pages.common.createdAt': '创建时间',
  'pages.common.view': '查看',
  'pages.common.edit': '编辑',
  'pages.common.delete': '删除',
  'pages.common.saved': '已保存',
  'pages.common.deleted': '已删除',
  'pages.common.sealKind.company': '公章',
  'pages.common.sealKind.contract': '合同专用章',
  'pages.common.sealKind.hr': '人事专用章',
};
