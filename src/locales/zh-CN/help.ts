/** 帮助中心 (/helpCenter/FAQ, /helpCenter/manual). */
export default {
  'pages.help.search': '搜索问题',
  'pages.help.search.none': '没有匹配的问题',
  'pages.help.fallback': '此页面尚无{language}版本，以下为英文内容。',
  'pages.help.role': '手册',
  'pages.help.role.admin': '管理员',
  'pages.help.role.company': '企业用户',
  'pages.help.role.department': '部门用户',
  'pages.help.role.operator': '操作员',
  'pages.help.role.employee': '员工（手机签署）',
  'pages.help.toc': '目录',
  'pages.help.language': '简体中文',
};
