/** 說明中心 (/helpCenter/FAQ, /helpCenter/manual). */
export default {
  'pages.help.search': '搜尋問題',
  'pages.help.search.none': '沒有相符的問題',
  'pages.help.fallback': '此頁面尚無{language}版本，以下為英文內容。',
  'pages.help.role': '手冊',
  'pages.help.role.admin': '管理員',
  'pages.help.role.company': '企業使用者',
  'pages.help.role.department': '部門使用者',
  'pages.help.role.operator': '操作員',
  'pages.help.role.employee': '員工（手機簽署）',
  'pages.help.toc': '目錄',
  'pages.help.language': '繁體中文',
};
