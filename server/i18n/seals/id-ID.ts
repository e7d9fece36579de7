import type { sealsZhCN } from './zh-CN';

/** Server messages of the seal library and its grants, Indonesian. */
export const sealsIdID: Record<keyof typeof sealsZhCN, string> = {
  'seal.kindTaken': 'Perusahaan sudah memiliki {kind} yang aktif: nonaktifkan dulu sebelum mengaktifkan atau menambah stempel sejenis',
  'seal.cannotDraw': 'Karakter "{char}" tidak dapat digambar pada stempel',
  'seal.noneOfKind':
    'Perusahaan tidak memiliki {kind} yang aktif sehingga tidak dapat membubuhkan stempel: minta pengguna perusahaan atau administrator menambahkannya',
  'seal.notGranted':
    'Anda tidak memiliki izin aktif untuk stempel "{seal}" (belum diberikan, kedaluwarsa, dicabut, atau tidak mencakup templat atau departemen ini) sehingga tidak dapat membubuhkan stempel: minta izin kepada pengguna perusahaan Anda',
  'seal.grantNotFound': 'Izin stempel tidak ada',
  'seal.grantRevoked': 'Izin sudah dicabut',
  'seal.grantAccountUnknown': 'Akun tidak ada atau bukan milik perusahaan stempel',
  'seal.grantTemplateUnknown': 'Salah satu templat yang dipilih tidak ada atau bukan milik perusahaan',
  'seal.grantDepartmentUnknown': 'Salah satu departemen yang dipilih tidak ada atau bukan milik perusahaan',
  'seal.grantExpiryPast': 'Waktu kedaluwarsa harus setelah sekarang',
  'field.sealKind': 'jenis stempel',
  'field.sealName': 'nama stempel',
  'field.accountId': 'akun',
  'field.templateIds': 'templat',
  'field.departmentIds': 'departemen',
  'field.expiresAt': 'waktu kedaluwarsa',
  'seal.approverUnknown': 'Penyetuju yang dipilih tidak ada, dinonaktifkan, atau bukan dari perusahaan stempel',
  'seal.approversRequired': 'Persetujuan stempel memerlukan setidaknya satu penyetuju',
  'seal.approvalRequired':
    'Penggunaan stempel "{seal}" harus disetujui dulu: kirim sebagai batch; stempel dibubuhkan setelah penyetuju menyetujui',
  'seal.approvalNotFound': 'Persetujuan stempel tidak ada',
  'seal.approvalDecided': 'Persetujuan stempel sudah diputuskan',
  'seal.approvalNotApprover': 'Anda bukan penyetuju stempel "{seal}"',
  'seal.approvalOwnRequest': 'Anda tidak dapat menyetujui permintaan penggunaan stempel Anda sendiri',
  'seal.approvalRefusedReason': 'Penggunaan stempel ditolak: {reason}',
  'notice.sealApproval.requested': '{requester} meminta penggunaan "{seal}" pada {count} kontrak',
  'notice.sealApproval.requested.detail': 'Setujui atau tolak di halaman Persetujuan stempel.',
  'notice.sealApproval.approved': 'Penggunaan stempel disetujui: "{seal}", batch {batch}',
  'notice.sealApproval.refused': 'Penggunaan stempel ditolak: "{seal}", batch {batch}',
  'notice.sealApproval.decided.detail': 'Penyetuju: {approver}. {reason}',
  'field.approverIds': 'penyetuju',
  'field.approvalRequired': 'persetujuan stempel',
};
