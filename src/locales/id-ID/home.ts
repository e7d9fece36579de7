/** Beranda: the home page's figures, activity and quick actions. */
export default {
  'pages.home.figures': 'Yang perlu dikerjakan',
  'pages.home.figure.waitingForCompany': 'Menunggu stempel perusahaan',
  'pages.home.figure.waitingForCompany.seal': 'Stempel sekarang',
  'pages.home.figure.sentNotSigned': 'Terkirim, belum ditandatangani',
  'pages.home.figure.expiringSoon': 'Jatuh tempo dalam 3 hari, belum ditandatangani',
  'pages.home.figure.refusedThisWeek': 'Ditolak dalam 7 hari terakhir',
  'pages.home.figure.scheduledToday': 'Terjadwal dikirim hari ini',
  'pages.home.figure.companiesWithoutSeal': 'Perusahaan tanpa stempel',
  'pages.home.figure.templatesWithoutPlaces': 'Templat utama tanpa tempat tanda tangan',
  'pages.home.figure.failed': 'Gagal memuat',
  'pages.home.recent': 'Aktivitas terbaru',
  'pages.home.recent.empty': 'Belum ada aktivitas',
  'pages.home.recent.by': '{action} ({actor})',
  'pages.home.actions': 'Tindakan cepat',
  'pages.home.action.newSigning': 'Penandatanganan baru',
  'pages.home.action.verify': 'Verifikasi PDF bertanda tangan',
};
