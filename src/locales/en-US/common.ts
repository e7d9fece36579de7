/** Words every page uses: actions, dates, saved. */
export default {
  'pages.common.actions': 'Actions',
  'pages.common.createdAt': 'Created',
  'pages.common.view': 'View',
  'pages.common.edit': 'Edit',
  'pages.common.delete': 'Delete',
  'pages.common.saved': 'Saved',
  'pages.common.deleted': 'Deleted',
};
