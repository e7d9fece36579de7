export default {
  'component.globalHeader.search': 'Search pages',
  'component.globalHeader.search.empty': 'No matching page',
  'component.globalHeader.help': 'Manual',
  'component.noticeIcon.title': 'Notices',
  'component.noticeIcon.notification': 'Notifications',
  'component.noticeIcon.message': 'Messages',
  'component.noticeIcon.event': 'To-do',
  'component.noticeIcon.empty.notification': 'You have viewed all notifications',
  'component.noticeIcon.empty.message': 'You have read all messages',
  'component.noticeIcon.empty.event': 'You have finished all tasks',
  'component.noticeIcon.clear': 'Clear {title}',
  'component.pendingPage.description': 'This area is not available yet; it opens in a coming release.',
};
