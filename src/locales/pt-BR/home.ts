/** Início: the home page's figures, activity and quick actions. */
export default {
  'pages.home.figures': 'O que precisa ser feito',
  'pages.home.figure.waitingForCompany': 'Aguardando carimbo da empresa',
  'pages.home.figure.waitingForCompany.seal': 'Carimbar agora',
  'pages.home.figure.sentNotSigned': 'Enviados, ainda não assinados',
  'pages.home.figure.expiringSoon': 'Vencem em 3 dias, sem assinatura',
  'pages.home.figure.refusedThisWeek': 'Recusados nos últimos 7 dias',
  'pages.home.figure.scheduledToday': 'Envios agendados para hoje',
  'pages.home.figure.companiesWithoutSeal': 'Empresas sem carimbo',
  'pages.home.figure.templatesWithoutPlaces': 'Modelos principais sem local de assinatura',
  'pages.home.figure.failed': 'Não foi possível carregar',
  'pages.home.recent': 'Atividade recente',
  'pages.home.recent.empty': 'Nada aconteceu ainda',
  'pages.home.recent.by': '{action} ({actor})',
  'pages.home.actions': 'Ações rápidas',
  'pages.home.action.newSigning': 'Nova assinatura',
  'pages.home.action.verify': 'Verificar um PDF assinado',
};
