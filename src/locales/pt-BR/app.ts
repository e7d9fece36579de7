export default {
  'app.title': 'Serviço de Assinatura Eletrônica em Nuvem',
  'app.copyright.produced': '2020 Enterprise Management Services Co., Ltd.',
  'app.pwa.offline': 'Você está offline no momento',
  'app.error.page': 'Algo deu errado nesta página',
  'app.error.page.hint': 'Recarregue a página e tente de novo; se persistir, fale com o administrador.',
  'app.pwa.serviceworker.updated': 'Há novo conteúdo disponível',
  'app.pwa.serviceworker.updated.hint': 'Clique no botão "Atualizar" ou recarregue a página manualmente',
  'app.pwa.serviceworker.updated.ok': 'Atualizar',
};
