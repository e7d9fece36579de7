export default {
  'component.globalHeader.search': 'Pesquisar páginas',
  'component.globalHeader.search.empty': 'Nenhuma página encontrada',
  'component.globalHeader.help': 'Manual do usuário',
  'component.noticeIcon.title': 'Notificações',
  'component.noticeIcon.notification': 'Notificações',
  'component.noticeIcon.message': 'Mensagens',
  'component.noticeIcon.event': 'Pendências',
  'component.noticeIcon.empty.notification': 'Você já viu todas as notificações',
  'component.noticeIcon.empty.message': 'Você já leu todas as mensagens',
  'component.noticeIcon.empty.event': 'Você concluiu todas as pendências',
  'component.noticeIcon.clear': 'Limpar {title}',
  'component.pendingPage.description': 'Esta funcionalidade ainda não está disponível e será oferecida em uma versão futura.',
};
