export default {
  'component.globalHeader.search': '搜尋頁面',
  'component.globalHeader.search.empty': '沒有相符的頁面',
  'component.globalHeader.help': '使用手冊',
  'component.noticeIcon.title': '通知',
  'component.noticeIcon.notification': '通知',
  'component.noticeIcon.message': '訊息',
  'component.noticeIcon.event': '待辦',
  'component.noticeIcon.empty.notification': '你已查看所有通知',
  'component.noticeIcon.empty.message': '您已讀完所有訊息',
  'component.noticeIcon.empty.event': '你已完成所有待辦事項',
  'component.noticeIcon.clear': '清除{title}',
  'component.pendingPage.description': '此功能尚未開放，將於後續版本中提供。',
};
