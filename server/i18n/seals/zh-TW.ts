import type { sealsZhCN } from './zh-CN';

/** Server messages of the seal library and its grants, Traditional Chinese (Taiwan). */
export const sealsZhTW: Record<keyof typeof sealsZhCN, string> = {
  'seal.kindTaken': '本公司已有啟用中的{kind}：請先停用它，再啟用或新增同類印章',
  'seal.cannotDraw': '字元「{char}」無法繪製到印章上',
  'seal.noneOfKind': '該公司沒有啟用中的{kind}，無法用印：請聯絡本公司的公司使用者或管理員新增後再用印',
  'seal.notGranted':
    '您沒有印章「{seal}」的有效授權（未授權、已到期、已撤銷，或授權不含此合約範本或部門），無法用印：請聯絡本公司的公司使用者授權',
  'seal.grantNotFound': '印章授權不存在',
  'seal.grantRevoked': '該授權已撤銷',
  'seal.grantAccountUnknown': '該帳號不存在或不屬於印章所在的公司',
  'seal.grantTemplateUnknown': '所選合約範本中有不存在或不屬於本公司的範本',
  'seal.grantDepartmentUnknown': '所選部門中有不存在或不屬於本公司的部門',
  'seal.grantExpiryPast': '到期時間須晚於目前時間',
  'field.sealKind': '印章類別',
  'field.sealName': '印章名稱',
  'field.accountId': '帳號',
  'field.templateIds': '合約範本',
  'field.departmentIds': '部門',
  'field.expiresAt': '到期時間',
};
