export default {
  'component.globalHeader.search': '搜索页面',
  'component.globalHeader.search.empty': '没有匹配的页面',
  'component.globalHeader.help': '使用手册',
  'component.noticeIcon.title': '通知',
  'component.noticeIcon.notification': '通知',
  'component.noticeIcon.message': '消息',
  'component.noticeIcon.event': '待办',
  'component.noticeIcon.empty.notification': '你已查看所有通知',
  'component.noticeIcon.empty.message': '您已读完所有消息',
  'component.noticeIcon.empty.event': '你已完成所有待办',
  'component.noticeIcon.clear': '清空{title}',
  'component.pendingPage.description': '此功能尚未开放，将在后续版本中提供。',
};
