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
  'seal.approverUnknown': "A chosen approver does not exist, is disabled or is not of the seal's company",
  'seal.approversRequired': 'Seal approval needs at least one approver',
  'seal.approvalRequired': 'Using the seal "{seal}" needs approval first: send it as a batch; it is sealed once an approver approves',
  'seal.approvalNotFound': 'The seal approval does not exist',
  'seal.approvalDecided': 'The seal approval was already decided',
  'seal.approvalNotApprover': 'You are not an approver of the seal "{seal}"',
  'seal.approvalOwnRequest': 'You cannot approve your own request to use a seal',
  'seal.approvalRefusedReason': 'Seal use refused: {reason}',
  'notice.sealApproval.requested': '{requester} asks to use "{seal}" on {count} contract(s)',
  'notice.sealApproval.requested.detail': 'Approve or refuse it on the Seal approvals page.',
  'notice.sealApproval.approved': 'Seal use approved: "{seal}", batch {batch}',
  'notice.sealApproval.refused': 'Seal use refused: "{seal}", batch {batch}',
  'notice.sealApproval.decided.detail': 'Approver: {approver}. {reason}',
  'field.approverIds': 'approvers',
  'field.approvalRequired': 'seal approval',
};
