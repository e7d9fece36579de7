import type { sealsZhCN } from './zh-CN';

/** Server messages of the seal library and its grants, Portuguese (Brazil). */
export const sealsPtBR: Record<keyof typeof sealsZhCN, string> = {
  'seal.kindTaken': 'A empresa já tem um {kind} ativo: desative-o antes de ativar ou adicionar outro do mesmo tipo',
  'seal.cannotDraw': 'O caractere "{char}" não pode ser desenhado num carimbo',
  'seal.noneOfKind':
    'A empresa não tem {kind} ativo e não pode carimbar: peça a um usuário de empresa da empresa ou a um administrador que adicione um',
  'seal.notGranted':
    'Você não tem uma autorização válida do carimbo "{seal}" (nenhuma foi dada, expirou, foi revogada ou não cobre este modelo ou departamento) e não pode carimbar: peça uma a um usuário de empresa da sua empresa',
  'seal.grantNotFound': 'A autorização do carimbo não existe',
  'seal.grantRevoked': 'A autorização já foi revogada',
  'seal.grantAccountUnknown': 'A conta não existe ou não é da empresa do carimbo',
  'seal.grantTemplateUnknown': 'Um dos modelos escolhidos não existe ou não é da empresa',
  'seal.grantDepartmentUnknown': 'Um dos departamentos escolhidos não existe ou não é da empresa',
  'seal.grantExpiryPast': 'O vencimento deve ser posterior a agora',
  'field.sealKind': 'tipo de carimbo',
  'field.sealName': 'nome do carimbo',
  'field.accountId': 'conta',
  'field.templateIds': 'modelos',
  'field.departmentIds': 'departamentos',
  'field.expiresAt': 'vencimento',
  'seal.approverUnknown': 'Um aprovador escolhido não existe, está desativado ou não é da empresa do carimbo',
  'seal.approversRequired': 'A aprovação do carimbo precisa de pelo menos um aprovador',
  'seal.approvalRequired': 'Usar o carimbo "{seal}" exige aprovação: envie como lote; ele é aplicado quando um aprovador aprovar',
  'seal.approvalNotFound': 'A aprovação de carimbo não existe',
  'seal.approvalDecided': 'A aprovação de carimbo já foi decidida',
  'seal.approvalNotApprover': 'Você não é aprovador do carimbo "{seal}"',
  'seal.approvalOwnRequest': 'Você não pode aprovar o seu próprio pedido de uso de carimbo',
  'seal.approvalRefusedReason': 'Uso do carimbo recusado: {reason}',
  'notice.sealApproval.requested': '{requester} pede para usar "{seal}" em {count} contrato(s)',
  'notice.sealApproval.requested.detail': 'Aprove ou recuse na página Aprovações de carimbo.',
  'notice.sealApproval.approved': 'Uso do carimbo aprovado: "{seal}", lote {batch}',
  'notice.sealApproval.refused': 'Uso do carimbo recusado: "{seal}", lote {batch}',
  'notice.sealApproval.decided.detail': 'Aprovador: {approver}. {reason}',
  'field.approverIds': 'aprovadores',
  'field.approvalRequired': 'aprovação do carimbo',
};
