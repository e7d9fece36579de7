import type { sealsZhCN } from './zh-CN';

/** Server messages of the seal library and its grants, English (United States). */
export const sealsEnUS: Record<keyof typeof sealsZhCN, string> = {
  'seal.kindTaken': 'The company already has an active {kind}: disable it before enabling or adding another of its kind',
  'seal.cannotDraw': 'The character "{char}" cannot be drawn on a seal',
  'seal.noneOfKind':
    'The company has no active {kind}, so it cannot seal: ask a company user of the company or an administrator to add one',
  'seal.notGranted':
    'You hold no live grant of the seal "{seal}" (none was given, it expired or was revoked, or it does not cover this template or department), so you cannot seal: ask a company user of your company for one',
  'seal.grantNotFound': 'The seal grant does not exist',
  'seal.grantRevoked': 'The grant is already revoked',
  'seal.grantAccountUnknown': "The account does not exist or is not of the seal's company",
  'seal.grantTemplateUnknown': "A chosen template does not exist or is not the company's",
  'seal.grantDepartmentUnknown': "A chosen department does not exist or is not the company's",
  'seal.grantExpiryPast': 'The expiry must be later than now',
  'field.sealKind': 'seal kind',
  'field.sealName': 'seal name',
  'field.accountId': 'account',
  'field.templateIds': 'templates',
  'field.departmentIds': 'departments',
  'field.expiresAt': 'expiry',
};
