/** Server messages of the seal library and its grants, Simplified Chinese: the reference the other locales follow. */
export const sealsZhCN = {
  'seal.kindTaken': '本公司已有启用中的{kind}：请先停用它，再启用或添加同类印章',
  'seal.cannotDraw': '字符「{char}」无法绘制到印章上',
  'seal.noneOfKind': '该公司没有启用中的{kind}，无法签章：请联系本公司的公司用户或管理员添加后再签章',
  'seal.notGranted':
    '您没有印章「{seal}」的有效授权（未授权、已到期、已撤销，或授权不含此合同模板或部门），无法签章：请联系本公司的公司用户授权',
  'seal.grantNotFound': '印章授权不存在',
  'seal.grantRevoked': '该授权已撤销',
  'seal.grantAccountUnknown': '该账号不存在或不属于印章所在的公司',
  'seal.grantTemplateUnknown': '所选合同模板中有不存在或不属于本公司的模板',
  'seal.grantDepartmentUnknown': '所选部门中有不存在或不属于本公司的部门',
  'seal.grantExpiryPast': '到期时间须晚于当前时间',
  'field.sealKind': '印章类别',
  'field.sealName': '印章名称',
  'field.accountId': '账号',
  'field.templateIds': '合同模板',
  'field.departmentIds': '部门',
  'field.expiresAt': '到期时间',
};
