import type { messagesZhCN } from './zh-CN';

export const messagesIdID: Record<keyof typeof messagesZhCN, string> = {
  'signing.smsCompleted':
    '[Layanan Cloud Tanda Tangan Elektronik] "{template}" Anda dengan {company} telah berlaku. Lihat, unduh, dan cetak secara gratis kapan saja: {link} (masuk dengan nomor ponsel ini). Harap simpan baik-baik.',
  'my.smsCode':
    '[Layanan Cloud Tanda Tangan Elektronik] Kode verifikasi Anda untuk melihat kontrak adalah {code}, berlaku selama {minutes} menit. Jika bukan Anda yang meminta, abaikan pesan ini.',
  'my.codeWrong': 'Kode verifikasi salah',
  'my.codeExpired': 'Kode verifikasi sudah tidak berlaku, silakan minta kode baru',
  'my.sessionEnded': 'Sesi Anda telah berakhir, silakan masuk lagi',
  'my.notCompleted': 'Kontrak belum berlaku: kontrak dapat diunduh setelah distempel perusahaan',
  'mail.subject': '{kind}: "{template}"',
  'mail.kind.signing_link': 'Kontrak untuk ditandatangani',
  'mail.kind.signing_code': 'Kode verifikasi penandatanganan',
  'mail.kind.reminder': 'Pengingat penandatanganan',
  'mail.kind.completed': 'Kontrak telah berlaku',
  'mail.kind.my_code': 'Kode verifikasi',
  'mail.kind.login_code': 'Kode masuk',
  'message.notFound': 'Pesan tidak ditemukan',
  'message.notResendable':
    'Hanya tautan penandatanganan, pengingat, atau pemberitahuan berlakunya kontrak yang gagal dikirim yang dapat dikirim ulang',
  'message.taskClosed': 'Tugas tidak lagi menunggu karyawan, tautan penandatanganan tidak perlu dikirim ulang',
  'notice.signing.messageFailed': 'Pesan kepada {employee} tentang "{template}" gagal terkirim: kirim ulang dari halaman tugas',
  'notice.signing.identityFailed': '{employee} tidak lolos verifikasi identitas untuk "{template}": penandatanganan dihentikan',
  'identity.required': 'Verifikasi identitas Anda terlebih dahulu, lalu minta kode verifikasi',
  'identity.tooMany': 'Terlalu banyak verifikasi identitas, coba lagi dalam {hours} jam',
  'identity.notOnRecord': '{field} tidak sesuai dengan data dalam tugas penandatanganan',
  'identity.unavailable': 'Layanan verifikasi identitas sedang tidak tersedia, coba lagi nanti',
  'identity.mismatch':
    'Verifikasi operator seluler gagal: nomor ponsel ini tidak terdaftar atas nama Anda, sehingga Anda tidak dapat menandatangani. Pemrakarsa telah diberi tahu',
  'event.reminded': 'pengingat dikirim',
  'event.link_renewed': 'tautan penandatanganan diperbarui',
  'event.identity_verified': 'identitas terverifikasi',
  'event.identity_failed': 'verifikasi identitas gagal',
  'event.message_failed': 'pesan tidak terkirim',
  'event.edited': 'draf diubah',
  'event.resubmitted': 'diperbaiki dan dikirim ulang',
  'evidence.identity': 'Verifikasi identitas',
  'evidence.identityLine': '{at}  {result}  metode: {method}  layanan: {provider}  referensi: {reference}',
  'evidence.identityPassed': 'berhasil',
  'evidence.identityFailed': 'gagal',
  'identity.method.carrier_three_element': 'verifikasi tiga elemen operator seluler (nama, nomor identitas, nomor ponsel)',
};
