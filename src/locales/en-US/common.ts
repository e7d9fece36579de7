/** Words every page uses: actions, dates, saved, the built-in seal kinds. */
export default {
  'pages.common.actions': 'Actions',
  'pages.common.createdAt': 'Created',
  'pages.common.view': 'View',
  'pages.common.edit': 'Edit',
  'pages.common.delete': 'Delete',
  'pages.common.saved': 'Saved',
  'pages.common.deleted': 'Deleted',
  'pages.common.sealKind.company': 'Official seal',
  'pages.common.sealKind.contract': 'Contract seal',
  'pages.common.sealKind.hr': 'HR seal',
};
