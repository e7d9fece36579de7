export default {
  'app.title': '電子簽名雲服務',
  'app.copyright.produced': '2020 企業管理服務有限公司出品',
  'app.pwa.offline': '目前處於離線狀態',
  'app.error.page': '頁面出錯了',
  'app.error.page.hint': '請重新整理頁面後重試；如仍有問題，請聯絡管理員。',
  'app.pwa.serviceworker.updated': '有新內容',
  'app.pwa.serviceworker.updated.hint': '請點選「重新整理」按鈕或手動重新整理頁面',
  'app.pwa.serviceworker.updated.ok': '重新整理',
};
