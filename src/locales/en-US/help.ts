/** Help centre (/helpCenter/FAQ, /helpCenter/manual). */
export default {
  'pages.help.search': 'Search the questions',
  'pages.help.search.none': 'No question matches',
  'pages.help.fallback': 'This page has no {language} version yet: it is shown in English.',
  'pages.help.role': 'Manual for',
  'pages.help.role.admin': 'Administrators',
  'pages.help.role.company': 'Company users',
  'pages.help.role.department': 'Department users',
  'pages.help.role.operator': 'Operators',
  'pages.help.role.employee': 'Employees (signing on a phone)',
  'pages.help.toc': 'Contents',
  'pages.help.language': 'English',
};
