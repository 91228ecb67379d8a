// Content of the demo couple's site, so the first look at a guest site is a finished one.
import { and, eq } from 'drizzle-orm';
import { ensureSiteSections } from '../../modules/guest-site/site-sections.ts';
import type { Db } from '../client.ts';
import { siteSections } from '../schema.ts';

const content: Record<string, Record<string, unknown>> = {
  'o-casal': {
    story:
      'Nos conhecemos numa roda de samba em São Paulo, em 2019, e desde aquele dia não paramos mais de conversar.\n\nDepois de muitas viagens, um cachorro chamado Tobias e um pedido de casamento na praia de Ubatuba, chegou a hora de celebrar com quem a gente ama.',
    photoIds: [],
  },
  padrinhos: {
    people: [
      { name: 'Carolina Mendes', role: 'Madrinha da noiva', photoId: null },
      { name: 'Rafael Costa', role: 'Padrinho da noiva', photoId: null },
      { name: 'Juliana Prado', role: 'Madrinha do noivo', photoId: null },
      { name: 'Pedro Henrique Lima', role: 'Padrinho do noivo', photoId: null },
    ],
  },
  cerimonia: {
    place: 'Paróquia Nossa Senhora do Brasil',
    address: 'Praça Nossa Senhora do Brasil, 1 - Jardim América, São Paulo - SP',
    date: '2027-05-15',
    time: '16:00',
    notes: 'Chegue com 20 minutos de antecedência. Há estacionamento com manobrista no local.',
  },
  recepcao: {
    place: 'Casa Jardim Botânico',
    address: 'Av. Miguel Stéfano, 3031 - Água Funda, São Paulo - SP',
    date: '2027-05-15',
    time: '18:30',
    notes: 'Traje: esporte fino. A festa vai até as 2h.',
  },
  'confirme-sua-presenca': {
    text: 'Por favor, confirme sua presença até 15 de abril de 2027.',
    deadline: '2027-04-15',
  },
  recados: { text: 'Deixe uma mensagem de carinho para os noivos!' },
};

export async function seedDemoSite(db: Db, weddingId: string, themeId: string | null) {
  await ensureSiteSections(db, weddingId, themeId);
  for (const [kind, value] of Object.entries(content)) {
    await db
      .update(siteSections)
      .set({ content: value })
      .where(and(eq(siteSections.weddingId, weddingId), eq(siteSections.kind, kind)));
  }
}
