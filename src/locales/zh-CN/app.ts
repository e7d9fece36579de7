export default {
  'app.title': '电子签名云服务',
  'app.copyright.produced': '2020 企业管理服务有限公司出品',
  'app.pwa.offline': '当前处于离线状态',
  'app.error.page': '页面出错了',
  'app.error.page.hint': '请刷新页面后重试；如仍有问题，请联系管理员。',
  'app.pwa.serviceworker.updated': '有新内容',
  'app.pwa.serviceworker.updated.hint': '请点击“刷新”按钮或者手动刷新页面',
  'app.pwa.serviceworker.updated.ok': '刷新',
};
