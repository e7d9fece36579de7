/** Home: the home page's figures, activity and quick actions. */
export default {
  'pages.home.figures': 'What needs doing',
  'pages.home.figure.waitingForCompany': 'Awaiting company seal',
  'pages.home.figure.waitingForCompany.seal': 'Seal them',
  'pages.home.figure.sentNotSigned': 'Sent, not yet signed',
  'pages.home.figure.expiringSoon': 'Due within 3 days, not signed',
  'pages.home.figure.refusedThisWeek': 'Refused in the last 7 days',
  'pages.home.figure.scheduledToday': 'Scheduled to go out today',
  'pages.home.figure.companiesWithoutSeal': 'Companies without a seal',
  'pages.home.figure.templatesWithoutPlaces': 'Principal templates missing a signature place',
  'pages.home.figure.failed': 'Could not load',
  'pages.home.recent': 'Recent activity',
  'pages.home.recent.empty': 'Nothing has happened yet',
  'pages.home.recent.by': '{action} ({actor})',
  'pages.home.actions': 'Quick actions',
  'pages.home.action.newSigning': 'New signing',
  'pages.home.action.verify': 'Verify a signed PDF',
};
