/** Words every page uses: actions, dates, saved. */
export default {
  'pages.common.actions': 'Aksi',
  'pages.common.createdAt': 'Dibuat pada',
  'pages.common.view': 'Lihat',
  'pages.common.edit': 'Ubah',
  'pages.common.delete': 'Hapus',
  'pages.common.saved': 'Berhasil disimpan',
  'pages.common.deleted': 'Berhasil dihapus',
};
