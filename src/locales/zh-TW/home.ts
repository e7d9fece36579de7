/** 首頁: the home page's figures, activity and quick actions. */
export default {
  'pages.home.figures': '待辦事項',
  'pages.home.figure.waitingForCompany': '待企業用印',
  'pages.home.figure.waitingForCompany.seal': '前往批次簽署',
  'pages.home.figure.sentNotSigned': '已傳送待員工簽署',
  'pages.home.figure.expiringSoon': '3 天內到期未簽署',
  'pages.home.figure.refusedThisWeek': '近 7 天遭拒簽',
  'pages.home.figure.scheduledToday': '今日預約發送',
  'pages.home.figure.companiesWithoutSeal': '未上傳印章的企業',
  'pages.home.figure.templatesWithoutPlaces': '缺少簽署位置的主合約範本',
  'pages.home.figure.failed': '資料載入失敗',
  'pages.home.recent': '最近動態',
  'pages.home.recent.empty': '尚無動態',
  'pages.home.recent.by': '{action}（{actor}）',
  'pages.home.actions': '快捷操作',
  'pages.home.action.newSigning': '發起簽署',
  'pages.home.action.verify': '驗證已簽 PDF',
};
