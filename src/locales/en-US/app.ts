export default {
  'app.title': 'E-Signature Cloud',
  'app.copyright.produced': '2020 Enterprise Management Services Co., Ltd.',
  'app.pwa.offline': 'You are offline now',
  'app.error.page': 'Something went wrong on this page',
  'app.error.page.hint': 'Reload the page and try again; if it persists, contact your administrator.',
  'app.pwa.serviceworker.updated': 'New content is available',
  'app.pwa.serviceworker.updated.hint': 'Please press the "Refresh" button to reload current page',
  'app.pwa.serviceworker.updated.ok': 'Refresh',
};
