// The Papelaria pages' pt-BR texts.
import type { StationeryItem } from '../../../shared/stationery.ts';

export const stationeryTexts = {
  area: 'Papelaria',
  leads: {
    convite:
      'O convite digital do casamento, nas cores e fontes do tema do site, para enviar pelo WhatsApp ou imprimir.',
    'save-the-date':
      'Avisem a data com antecedência: um cartão para compartilhar, mesmo antes de publicar o site.',
    comunicado:
      'Avisem os convidados sobre mudanças de data, local ou horário com um comunicado no tema do site.',
  } satisfies Record<StationeryItem, string>,
  noWedding: 'A papelaria fica disponível assim que o casamento for criado.',
  loading: 'Carregando a papelaria...',
  loadFailed: 'Não foi possível carregar a papelaria.',
  retry: 'Tentar novamente',
  layout: 'Modelo',
  textsTitle: 'Textos',
  restore: 'Restaurar textos padrão',
  save: 'Salvar',
  saving: 'Salvando...',
  saved: 'Alterações salvas.',
  previewTitle: 'Prévia',
  previewAlt: (label: string) => `Prévia do ${label}`,
  previewHint: 'A prévia acompanha o que vocês digitam. As fotos e cores vêm do tema do site.',
  downloadsTitle: 'Baixar',
  downloadsHint: 'Alterações ainda não salvas são salvas antes de baixar.',
  pdfLabel: 'PDF para impressão (A5 com sangria)',
  whatsapp: 'Enviar pelo WhatsApp',
  notPublished:
    'O site ainda não foi publicado: a mensagem vai sem o link, e a imagem leva a data e os nomes de vocês.',
  saveTheDateLink:
    'O site ainda não foi publicado: o link da mensagem abre uma página só com os nomes e a data de vocês.',
  saveTheDateUnsaved:
    'O site ainda não foi publicado: salvem o Save the Date para enviar com ele um link que mostra só os nomes e a data.',
  householdsTitle: 'Convites personalizados',
  households: (n: number) =>
    n === 1
      ? '1 convite da lista tem link pessoal: baixe o convite dele com o nome e um QR code que leva ao link.'
      : `${n} convites da lista têm link pessoal: baixem todos, cada um com o nome da família e um QR code que leva ao seu link.`,
  noHouseholds:
    'Cadastrem os convidados na Lista de convidados para gerar um convite com o nome de cada família.',
  householdsZip: 'Baixar todos (ZIP)',
} as const;
