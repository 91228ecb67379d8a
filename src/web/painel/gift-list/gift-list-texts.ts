// pt-BR texts of the couple's gift list pages, written once.
export const giftListTexts = {
  area: 'Lista de Presentes',
  tabsLabel: 'Páginas da lista de presentes',
  loading: 'Carregando...',
  loadFailed: 'Não foi possível carregar a lista de presentes.',
  retry: 'Tentar de novo',
  noWedding: 'Terminem o cadastro para montar a lista de presentes.',
  hiddenBanner:
    'A lista ainda não aparece no site. Quando estiver pronta, publiquem para os convidados verem.',
  publish: 'Publicar lista',
  viewOnSite: 'Ver no site',
  addGift: 'Adicionar presente',
  addGiftHint: 'Do catálogo, personalizado ou de uma lista pronta',
  fromCatalogue: 'Escolher do catálogo',
  customGift: 'Criar presente personalizado',
  fromReadyList: 'Usar uma lista pronta',
  deleteList: 'Excluir lista',
  emptyList: 'Esta lista ainda não tem presentes. Comecem por um destes caminhos:',
  otherListsLink: 'Adicionar outra lista',
  listsLabel: 'Listas de presentes',
} as const;
