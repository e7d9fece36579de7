/** Words every page uses: actions, dates, saved, the built-in seal kinds. */
export default {
  'pages.common.actions': 'Ações',
  'pages.common.createdAt': 'Criado em',
  'pages.common.view': 'Visualizar',
  'pages.common.edit': 'Editar',
  'pages.common.delete': 'Excluir',
  'pages.common.saved': 'Salvo',
  'pages.common.deleted': 'Excluído',
  'pages.common.sealKind.company': 'Carimbo oficial',
  'pages.common.sealKind.contract': 'Carimbo de contratos',
  'pages.common.sealKind.hr': 'Carimbo de RH',
};
