/** Central de ajuda (/helpCenter/FAQ, /helpCenter/manual). */
export default {
  'pages.help.search': 'Pesquisar nas perguntas',
  'pages.help.search.none': 'Nenhuma pergunta corresponde',
  'pages.help.fallback': 'Esta página ainda não tem versão em {language}: ela é exibida em inglês.',
  'pages.help.role': 'Manual para',
  'pages.help.role.admin': 'Administradores',
  'pages.help.role.company': 'Usuários de empresa',
  'pages.help.role.department': 'Usuários de departamento',
  'pages.help.role.operator': 'Operadores',
  'pages.help.role.employee': 'Funcionários (assinatura no celular)',
  'pages.help.toc': 'Sumário',
  'pages.help.language': 'português',
};
