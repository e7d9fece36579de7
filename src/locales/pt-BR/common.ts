/** Words every page uses: actions, dates, saved. */
export default {
  'pages.common.actions': 'Ações',
  'pages.common.createdAt': 'Criado em',
  'pages.common.view': 'Visualizar',
  'pages.common.edit': 'Editar',
  'pages.common.delete': 'Excluir',
  'pages.common.saved': 'Salvo',
  'pages.common.deleted': 'Excluído',
};
