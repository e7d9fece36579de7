export default {
  'component.globalHeader.search': 'Cari halaman',
  'component.globalHeader.search.empty': 'Tidak ada halaman yang cocok',
  'component.globalHeader.help': 'Panduan Pengguna',
  'component.noticeIcon.title': 'Notifikasi',
  'component.noticeIcon.notification': 'Notifikasi',
  'component.noticeIcon.message': 'Pesan',
  'component.noticeIcon.event': 'Tugas',
  'component.noticeIcon.empty.notification': 'Anda telah melihat semua notifikasi',
  'component.noticeIcon.empty.message': 'Anda telah membaca semua pesan',
  'component.noticeIcon.empty.event': 'Anda telah menyelesaikan semua tugas',
  'component.noticeIcon.clear': 'Bersihkan {title}',
  'component.pendingPage.description': 'Fitur ini belum tersedia dan akan disediakan pada versi mendatang.',
};
