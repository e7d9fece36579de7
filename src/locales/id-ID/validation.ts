/** Messages of the form rules shared with the server (common/validation). */
export default {
  'validation.required': 'Wajib diisi',
  'validation.maxLength': 'Maksimal {max} karakter',
  'validation.idNumber': 'Nomor identitas tidak valid: harus 18 karakter dengan digit pemeriksa dan tanggal lahir yang benar',
  'validation.creditCode': 'Kode kredit sosial terpadu tidak valid: harus 18 karakter dengan karakter pemeriksa yang benar',
  'validation.mobile': 'Masukkan nomor ponsel Tiongkok Daratan 11 digit',
};
