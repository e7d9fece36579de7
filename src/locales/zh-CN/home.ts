/** 首页: the home page's figures, activity and quick actions. */
export default {
  'pages.home.figures': '待办事项',
  'pages.home.figure.waitingForCompany': '待企业签章',
  'pages.home.figure.waitingForCompany.seal': '去批量签署',
  'pages.home.figure.sentNotSigned': '已发送待员工签署',
  'pages.home.figure.expiringSoon': '3 天内到期未签署',
  'pages.home.figure.refusedThisWeek': '近 7 天被拒签',
  'pages.home.figure.scheduledToday': '今日定时发送',
  'pages.home.figure.companiesWithoutSeal': '未上传印章的企业',
  'pages.home.figure.templatesWithoutPlaces': '缺少签署位置的主合同模板',
  'pages.home.figure.failed': '数据加载失败',
  'pages.home.recent': '最近动态',
  'pages.home.recent.empty': '暂无动态',
  'pages.home.recent.by': '{action}（{actor}）',
  'pages.home.actions': '快捷操作',
  'pages.home.action.newSigning': '发起签署',
  'pages.home.action.verify': '验证已签 PDF',
};
