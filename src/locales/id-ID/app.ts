export default {
  'app.title': 'Layanan Cloud Tanda Tangan Elektronik',
  'app.copyright.produced': '2020 Enterprise Management Services Co., Ltd.',
  'app.pwa.offline': 'Anda sedang offline',
  'app.pwa.serviceworker.updated': 'Konten baru tersedia',
  'app.pwa.serviceworker.updated.hint': 'Silakan klik tombol "Muat Ulang" atau muat ulang halaman secara manual',
  'app.pwa.serviceworker.updated.ok': 'Muat Ulang',
};
