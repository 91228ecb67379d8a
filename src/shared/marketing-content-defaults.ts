// The marketing content's defaults, the spec's texts (published as version 1 on a fresh start), apart
// from its schema (marketing-content.ts): the public pages fall back to them without loading zod.
import type { MarketingContent } from './marketing-content.ts';

export const defaultMarketingContent: MarketingContent = {
  hero: {
    eyebrow: 'Site de casamento + lista de presentes',
    title: 'O site do seu casamento e a lista de presentes, grátis e do jeito de vocês',
    lead: 'Crie o site em minutos, receba confirmações de presença em tempo real e presentes em dinheiro por PIX, boleto ou cartão em até {parcelas}, com saque por PIX {custo_saque}.',
    cta: 'Criar meu site grátis',
    secondary: 'Conhecer o site',
    highlights: ['100% grátis', 'Fotos e vídeos ilimitados', 'Saque por PIX {custo_saque}'],
    imageUrl: '',
    imageAlt: '',
  },
  features: {
    eyebrow: 'Site de casamento',
    title: 'Tudo o que o site do casamento precisa, em um só lugar',
    lead: 'Personalize cada detalhe e altere o que quiser, quando quiser, mesmo depois de publicar.',
    cards: [
      { title: 'Temas personalizáveis', text: '{modelos} para combinar com o estilo da festa.' },
      { title: 'Fotos, vídeos e músicas', text: 'Tudo ilimitado: conte a história de vocês sem cortes.' },
      { title: 'Mapa e rotas', text: 'Local da cerimônia e da recepção com rotas no celular.' },
      { title: 'Confirmação de presença', text: 'RSVP com nomes e acompanhantes, em tempo real.' },
      { title: 'Mural de recados', text: 'Os convidados deixam mensagens para guardar para sempre.' },
      { title: 'Proteção por senha', text: 'Só quem tem a senha vê o site, se vocês preferirem.' },
      { title: 'Compartilhe no WhatsApp', text: 'Um toque para enviar o site a grupos e contatos.' },
      { title: 'Endereço personalizado', text: 'Um link com o nome de vocês, ou um domínio próprio.' },
      { title: 'QR code', text: 'Para imprimir no convite e levar direto ao site.' },
      { title: 'Papelaria digital', text: 'Save the date, convite e comunicado para enviar por mensagem.' },
    ],
  },
  giftList: {
    eyebrow: 'Lista de presentes',
    title: 'Presentes virtuais que viram dinheiro para realizar os planos de vocês',
    points: [
      'Os convidados escolhem presentes virtuais e o valor cai na carteira de vocês.',
      'Pagamento por PIX, boleto ou cartão de crédito em até {parcelas}.',
      'Saque por PIX {custo_saque}, sempre que quiserem, sem limite de saques.',
      'Taxa de {taxa} por presente, que vocês podem repassar aos convidados.',
      'Dinheiro liberado em até {liberacao} após a confirmação do pagamento, sem prazo extra para boleto ou cartão.',
      'Aviso a cada presente recebido, para agradecer o convidado na hora.',
    ],
  },
  testimonials: {
    eyebrow: 'Depoimentos',
    title: 'Casais que disseram sim com a gente',
    items: [
      {
        names: ['Mariana', 'Rafael'],
        when: 'Casaram em maio de 2026',
        quote:
          'Montamos o site numa noite e os convidados amaram confirmar presença pelo celular. A lista de lua de mel pagou nossos passeios em Lisboa!',
      },
      {
        names: ['Juliana', 'Pedro'],
        when: 'Casaram em agosto de 2026',
        quote:
          'O mural de recados virou a parte mais emocionante: lemos todas as mensagens juntos depois da festa. E o saque por PIX caiu rapidinho.',
      },
      {
        names: ['Camila', 'Bruno'],
        when: 'Casaram em outubro de 2026',
        quote:
          'A gente mudou a data do casamento duas vezes e foi só atualizar o site. Os padrinhos acharam tudo pelo QR code no convite.',
      },
    ],
  },
  sampleCouple: {
    names: 'Ana & João',
    monogram: 'A & J',
    date: '12 de setembro de 2027',
    place: 'Campinas, SP',
    confirmed: 86,
    messages: 42,
    giftsCents: 4_850_00,
  },
  faq: {
    eyebrow: 'Dúvidas frequentes',
    title: 'Perguntas frequentes',
    items: [
      {
        question: 'O site de casamento é mesmo grátis?',
        answer:
          'Sim. O site custa {preco_site}, sem mensalidade e sem limite de fotos, vídeos, músicas ou edições. Serviços extras, como o domínio próprio, são opcionais.',
      },
      {
        question: 'Como funciona a lista de presentes em dinheiro?',
        answer:
          'Vocês montam uma lista de presentes virtuais, pronta ou personalizada. Quando um convidado presenteia, o valor vai para a carteira do casal e pode ser sacado por PIX.',
      },
      {
        question: 'Qual é a taxa da lista de presentes?',
        answer:
          'A taxa é de {taxa} por presente recebido. Vocês escolhem se ela fica com os noivos ou se é repassada aos convidados. O saque por PIX custa {tarifa_saque}.',
      },
      {
        question: 'Quando o dinheiro fica disponível para saque?',
        answer:
          'Em até {liberacao} após a confirmação do pagamento, seja PIX, boleto ou cartão. Depois de pedir o saque, o PIX chega em até {prazo_saque}.',
      },
      {
        question: 'Como os convidados confirmam presença?',
        answer:
          'No próprio site, informando os nomes e o número de acompanhantes. Vocês acompanham as confirmações em tempo real no painel.',
      },
      {
        question: 'Posso alterar a data e as informações depois de publicar?',
        answer:
          'Pode, a qualquer momento. Data, local, fotos, textos e tema podem ser atualizados mesmo com o site já publicado.',
      },
    ],
  },
  closing: {
    title: 'Comece hoje o site do seu casamento',
    lead: 'Leva poucos minutos, é grátis e vocês podem mudar tudo depois.',
    cta: 'Criar site grátis',
  },
  footer: {
    tagline:
      'Site de casamento grátis e lista de presentes em dinheiro, para vocês viverem o grande dia sem preocupação.',
  },
  pages: {
    weddingSite: {
      title: 'Crie seu site de casamento grátis',
      lead: 'Um site lindo, com a cara de vocês, para contar a história do casal, reunir as informações da festa, receber confirmações de presença e presentes.',
    },
    weddingList: {
      title: 'Lista de presentes em dinheiro, do jeito que vocês sonharam',
      lead: 'Os convidados escolhem presentes virtuais e vocês recebem em dinheiro, com taxa de {taxa} por presente e saque por PIX {custo_saque}.',
    },
    pricing: {
      title: 'Site grátis para sempre. Extras só se vocês quiserem.',
      lead: 'Nada de mensalidade ou plano escondido: o site de casamento é grátis e os serviços adicionais são opcionais, com pagamento único.',
    },
    about: {
      title: 'Feito para casais que querem viver o grande dia sem preocupação',
      lead: 'O Nosso Sim nasceu em 2025 da vontade de juntar, em um só lugar e sem custo, o site do casamento e uma lista de presentes em dinheiro justa para os noivos.',
    },
  },
};
