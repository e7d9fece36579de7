export default {
  'app.title': 'Layanan Cloud Tanda Tangan Elektronik',
  'app.copyright.produced': '2020 Enterprise Management Services Co., Ltd.',
  'app.pwa.offline': 'Anda sedang offline',
  'app.error.page': 'Terjadi kesalahan di halaman ini',
  'app.error.page.hint': 'Muat ulang halaman lalu coba lagi; jika masih terjadi, hubungi administrator.',
  'app.pwa.serviceworker.updated': 'Konten baru tersedia',
  'app.pwa.serviceworker.updated.hint': 'Silakan klik tombol "Muat Ulang" atau muat ulang halaman secara manual',
  'app.pwa.serviceworker.updated.ok': 'Muat Ulang',
};
