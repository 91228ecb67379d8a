// Texts of `/blog` while it is not open: the "Em breve" state and the first article teasers.
export const blogTexts = {
  title: 'Blog Nosso Sim',
  comingSoon: 'Em breve',
  lead: 'Estamos preparando dicas, inspirações e guias práticos para cada etapa do casamento. Os primeiros artigos chegam em breve.',
} as const;

export const upcomingArticles = [
  {
    tag: 'Planejamento',
    title: 'Checklist do casamento: o que fazer mês a mês',
    excerpt: 'Do noivado ao grande dia, um roteiro para não esquecer nada e curtir cada etapa.',
    tone: 'from-brand-soft to-blush/50',
  },
  {
    tag: 'Lista de presentes',
    title: 'Lista de presentes em dinheiro: como montar a sua',
    excerpt: 'Ideias de presentes virtuais, faixas de valor e como contar aos convidados.',
    tone: 'from-teal-soft to-teal/30',
  },
  {
    tag: 'Site de casamento',
    title: 'O que colocar no site do casamento',
    excerpt: 'História do casal, padrinhos, mapa, confirmação de presença: o essencial e os extras.',
    tone: 'from-cream to-blush/40',
  },
  {
    tag: 'Convidados',
    title: 'Como pedir a confirmação de presença sem constrangimento',
    excerpt: 'Mensagens prontas para o WhatsApp e o melhor momento para enviar cada uma.',
    tone: 'from-cream to-brand-soft',
  },
] as const;
