/** Words every page uses: actions, dates, saved, the built-in seal kinds. */
export default {
  'pages.common.actions': 'Aksi',
  'pages.common.createdAt': 'Dibuat pada',
  'pages.common.view': 'Lihat',
  'pages.common.edit': 'Ubah',
  'pages.common.delete': 'Hapus',
  'pages.common.saved': 'Berhasil disimpan',
  'pages.common.deleted': 'Berhasil dihapus',
  'pages.common.sealKind.company': 'Stempel resmi',
  'pages.common.sealKind.contract': 'Stempel kontrak',
  'pages.common.sealKind.hr': 'Stempel HRD',
};
