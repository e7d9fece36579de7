/** Pusat bantuan (/helpCenter/FAQ, /helpCenter/manual). */
export default {
  'pages.help.search': 'Cari pertanyaan',
  'pages.help.search.none': 'Tidak ada pertanyaan yang cocok',
  'pages.help.fallback': 'Halaman ini belum tersedia dalam {language}: ditampilkan dalam bahasa Inggris.',
  'pages.help.role': 'Panduan untuk',
  'pages.help.role.admin': 'Administrator',
  'pages.help.role.company': 'Pengguna perusahaan',
  'pages.help.role.department': 'Pengguna departemen',
  'pages.help.role.operator': 'Operator',
  'pages.help.role.employee': 'Karyawan (tanda tangan di ponsel)',
  'pages.help.toc': 'Daftar isi',
  'pages.help.language': 'bahasa Indonesia',
};
