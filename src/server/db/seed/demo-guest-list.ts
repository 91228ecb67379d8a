// The demo couple's guest list (issue 21): about thirty households of the bride's side, the groom's
// and both, with adults, children and babies, phones and e-mails, tags, and invitations in every
// state (not sent, sent by WhatsApp or e-mail, opened, answered yes, declined), so a newcomer sees
// the list alive. Answers per event need the wedding's events, which are seeded with them.
import { count, eq } from 'drizzle-orm';
import type { AgeGroup, SentVia, Side } from '../../../shared/guest-list.ts';
import { searchKey } from '../../../shared/text.ts';
import { newInviteCode } from '../../modules/guest-list/invite-code.ts';
import type { Db } from '../client.ts';
import { householdMembers, invitedHouseholds } from '../schema.ts';

const DAY_MS = 86_400_000;

/** A person: "Ana", or [name, age group, phone, e-mail]. */
type DemoPerson = string | [string, AgeGroup, string?, string?];

interface DemoHousehold {
  name: string;
  side: Side;
  tags: string[];
  people: DemoPerson[];
  maxCompanions?: number;
  notes?: string;
  /** How the invitation went: sent (days ago, how), opened, answered yes or no. */
  sent?: [daysAgo: number, via: SentVia];
  openedDaysAgo?: number;
  answered?: { daysAgo: number; by: string; yes: boolean; note?: string };
}

export const demoHouseholds: DemoHousehold[] = [
  {
    name: 'Tia Rosa',
    side: 'noiva',
    tags: ['família'],
    people: [['Rosa Moraes', 'adulto', '11987650001'], 'Ivo Moraes'],
    sent: [20, 'whatsapp'],
    openedDaysAgo: 19,
    answered: { daysAgo: 18, by: 'Rosa Moraes', yes: true, note: 'Não perderíamos por nada!' },
  },
  {
    name: 'Beatriz Souza',
    side: 'noivo',
    tags: ['amigos'],
    people: [['Beatriz Souza', 'adulto', undefined, 'bia@exemplo.com']],
    sent: [15, 'email'],
    openedDaysAgo: 14,
    answered: {
      daysAgo: 14,
      by: 'Beatriz Souza',
      yes: false,
      note: 'Vou estar viajando, mas mando um abraço!',
    },
  },
  {
    name: 'Família Andrade',
    side: 'noiva',
    tags: ['família'],
    people: [
      ['Carlos Andrade', 'adulto', '11987650002', 'carlos.andrade@exemplo.com.br'],
      ['Beatriz Andrade', 'adulto'],
      ['Lucas Andrade', 'crianca'],
      ['Alice Andrade', 'bebe'],
    ],
    sent: [12, 'whatsapp'],
    openedDaysAgo: 11,
    answered: { daysAgo: 10, by: 'Carlos Andrade', yes: true },
  },
  {
    name: 'Família Oliveira',
    side: 'noivo',
    tags: ['família'],
    people: [
      ['Marcos Oliveira', 'adulto', '21987650003'],
      ['Paula Oliveira', 'adulto', '21987650004'],
      ['Davi Oliveira', 'crianca'],
    ],
    sent: [9, 'whatsapp'],
    openedDaysAgo: 8,
  },
  {
    name: 'Vó Cida',
    side: 'noiva',
    tags: ['família'],
    people: [['Aparecida Moraes', 'adulto', '11987650005']],
    notes: 'Precisa de mesa perto da entrada.',
    sent: [20, 'outro'],
    answered: { daysAgo: 19, by: 'Aparecida Moraes', yes: true },
  },
  {
    name: 'Ana e Pedro Costa',
    side: 'ambos',
    tags: ['amigos', 'faculdade'],
    people: [
      ['Ana Costa', 'adulto', '11987650006', 'ana.costa@exemplo.com'],
      ['Pedro Costa', 'adulto'],
    ],
    maxCompanions: 1,
    sent: [6, 'whatsapp'],
  },
  {
    name: 'Família Pereira',
    side: 'noivo',
    tags: ['família'],
    people: [['Roberto Pereira', 'adulto', '31987650007'], 'Sônia Pereira', ['Heitor Pereira', 'crianca']],
    sent: [6, 'whatsapp'],
    openedDaysAgo: 2,
  },
  {
    name: 'Juliana Martins',
    side: 'noiva',
    tags: ['trabalho'],
    people: [['Juliana Martins', 'adulto', undefined, 'juliana.martins@exemplo.com']],
    maxCompanions: 1,
    sent: [5, 'email'],
    openedDaysAgo: 5,
    answered: { daysAgo: 4, by: 'Juliana Martins', yes: true },
  },
  {
    name: 'Rafael Lima',
    side: 'noivo',
    tags: ['trabalho'],
    people: [['Rafael Lima', 'adulto', '11987650008']],
    sent: [5, 'whatsapp'],
    openedDaysAgo: 4,
    answered: { daysAgo: 3, by: 'Rafael Lima', yes: false, note: 'Estarei fora do país. Felicidades!' },
  },
  {
    name: 'Família Ribeiro',
    side: 'noiva',
    tags: ['vizinhos'],
    people: [
      ['Fernando Ribeiro', 'adulto', '11987650009'],
      'Cláudia Ribeiro',
      ['Sofia Ribeiro', 'crianca'],
      ['Miguel Ribeiro', 'crianca'],
    ],
  },
  {
    name: 'Tio Zeca e Tia Lúcia',
    side: 'noivo',
    tags: ['família'],
    people: [['José Carlos Almeida', 'adulto', '19987650010'], 'Lúcia Almeida'],
    sent: [3, 'whatsapp'],
  },
  {
    name: 'Camila e Thiago',
    side: 'ambos',
    tags: ['amigos'],
    people: [
      ['Camila Rocha', 'adulto', '11987650011', 'camila.rocha@exemplo.com'],
      'Thiago Rocha',
      ['Laura Rocha', 'bebe'],
    ],
    sent: [8, 'whatsapp'],
    openedDaysAgo: 7,
    answered: { daysAgo: 7, by: 'Camila Rocha', yes: true },
  },
  {
    name: 'Padre Antônio',
    side: 'ambos',
    tags: ['cerimônia'],
    people: [['Antônio Nogueira', 'adulto', '11934567890']],
    sent: [25, 'outro'],
    answered: { daysAgo: 24, by: 'Antônio Nogueira', yes: true },
  },
  {
    name: 'Família Gomes',
    side: 'noiva',
    tags: ['família'],
    people: ['Ricardo Gomes', 'Helena Gomes', ['Valentina Gomes', 'crianca']],
  },
  {
    name: 'Larissa Fernandes',
    side: 'noiva',
    tags: ['amigos', 'faculdade'],
    people: [['Larissa Fernandes', 'adulto', '11987650012', 'larissa@exemplo.com']],
    maxCompanions: 1,
    sent: [4, 'whatsapp'],
    openedDaysAgo: 1,
  },
  {
    name: 'Bruno Carvalho',
    side: 'noivo',
    tags: ['amigos', 'futebol'],
    people: [['Bruno Carvalho', 'adulto', '11987650013']],
    maxCompanions: 1,
  },
  {
    name: 'Família Teixeira',
    side: 'noivo',
    tags: ['família'],
    people: [
      ['Eduardo Teixeira', 'adulto', '41987650014'],
      'Mônica Teixeira',
      ['Gabriel Teixeira', 'crianca'],
    ],
    sent: [10, 'email'],
    openedDaysAgo: 9,
    answered: {
      daysAgo: 9,
      by: 'Mônica Teixeira',
      yes: false,
      note: 'Temos outro casamento no mesmo dia, que pena!',
    },
  },
  {
    name: 'Dona Marta',
    side: 'noiva',
    tags: ['vizinhos'],
    people: [['Marta Silva', 'adulto', '1134567891']],
  },
  {
    name: 'Gustavo e Renata',
    side: 'noivo',
    tags: ['trabalho'],
    people: [['Gustavo Barros', 'adulto', '11987650015', 'gustavo.barros@exemplo.com'], 'Renata Barros'],
    sent: [2, 'email'],
  },
  {
    name: 'Família Cardoso',
    side: 'noiva',
    tags: ['família'],
    people: [
      ['Sérgio Cardoso', 'adulto', '11987650016'],
      'Vera Cardoso',
      ['Enzo Cardoso', 'crianca'],
      ['Maitê Cardoso', 'bebe'],
    ],
    sent: [7, 'whatsapp'],
    openedDaysAgo: 6,
    answered: { daysAgo: 5, by: 'Vera Cardoso', yes: true },
  },
  {
    name: 'Mariana Duarte',
    side: 'noiva',
    tags: ['amigos'],
    people: [['Mariana Duarte', 'adulto', '11987650017']],
    sent: [1, 'whatsapp'],
  },
  {
    name: 'Leonardo Araújo',
    side: 'noivo',
    tags: ['amigos', 'faculdade'],
    people: [['Leonardo Araújo', 'adulto', undefined, 'leo.araujo@exemplo.com']],
    maxCompanions: 1,
  },
  {
    name: 'Família Batista',
    side: 'noivo',
    tags: ['família'],
    people: ['Paulo Batista', 'Regina Batista'],
    sent: [11, 'whatsapp'],
    openedDaysAgo: 10,
    answered: { daysAgo: 9, by: 'Paulo Batista', yes: true },
  },
  {
    name: 'Isabela Freitas',
    side: 'noiva',
    tags: ['trabalho'],
    people: [['Isabela Freitas', 'adulto', '11987650018', 'isabela.freitas@exemplo.com']],
    sent: [3, 'email'],
    openedDaysAgo: 3,
  },
  {
    name: 'Felipe e Carol',
    side: 'ambos',
    tags: ['amigos'],
    people: [['Felipe Moura', 'adulto', '11987650019'], 'Carolina Moura'],
  },
  {
    name: 'Família Mendes',
    side: 'noiva',
    tags: ['família'],
    people: [['Antônio Mendes', 'adulto', '11987650020'], 'Teresa Mendes', ['Pietra Mendes', 'crianca']],
    sent: [2, 'whatsapp'],
  },
  {
    name: 'Diego Santos',
    side: 'noivo',
    tags: ['futebol'],
    people: [['Diego Santos', 'adulto', '11987650021']],
    sent: [6, 'whatsapp'],
    openedDaysAgo: 5,
    answered: { daysAgo: 5, by: 'Diego Santos', yes: false },
  },
  {
    name: 'Renato e Priscila',
    side: 'noivo',
    tags: ['trabalho'],
    people: [
      ['Renato Vieira', 'adulto', undefined, 'renato.vieira@exemplo.com'],
      'Priscila Vieira',
      ['Benício Vieira', 'bebe'],
    ],
  },
  {
    name: 'Natália Correia',
    side: 'noiva',
    tags: ['amigos', 'faculdade'],
    people: [['Natália Correia', 'adulto', '11987650022']],
    sent: [4, 'whatsapp'],
    openedDaysAgo: 4,
    answered: { daysAgo: 2, by: 'Natália Correia', yes: true },
  },
  {
    name: 'Família Castro',
    side: 'ambos',
    tags: ['vizinhos'],
    people: [['Márcio Castro', 'adulto', '11987650023'], 'Silvia Castro', ['Lorenzo Castro', 'crianca']],
  },
];

const ago = (days: number | undefined, now: number) =>
  days === undefined ? null : new Date(now - days * DAY_MS);

/** Once: a demo couple that already has a guest list keeps it as it is. */
export async function seedDemoGuestList(db: Db, weddingId: string, now = Date.now()): Promise<void> {
  const [existing] = await db
    .select({ n: count() })
    .from(invitedHouseholds)
    .where(eq(invitedHouseholds.weddingId, weddingId));
  if ((existing?.n ?? 0) > 0) return;
  await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(invitedHouseholds)
      .values(
        demoHouseholds.map((h) => ({
          weddingId,
          name: h.name,
          nameKey: searchKey(h.name),
          side: h.side,
          tags: h.tags,
          notes: h.notes ?? null,
          maxCompanions: h.maxCompanions ?? 0,
          inviteCode: newInviteCode(),
          sentAt: ago(h.sent?.[0], now),
          sentVia: h.sent?.[1] ?? null,
          firstOpenedAt: ago(h.openedDaysAgo, now),
          lastOpenedAt: ago(h.openedDaysAgo, now),
          answeredAt: ago(h.answered?.daysAgo, now),
          answeredBy: h.answered?.by ?? null,
          answerNote: h.answered?.note ?? null,
        })),
      )
      .returning({ id: invitedHouseholds.id, nameKey: invitedHouseholds.nameKey });
    const idOf = new Map(inserted.map((r) => [r.nameKey, r.id]));
    await tx.insert(householdMembers).values(
      demoHouseholds.flatMap((h) =>
        h.people.map((person, position) => {
          const [name, ageGroup = 'adulto', phone, email] = typeof person === 'string' ? [person] : person;
          return {
            weddingId,
            householdId: idOf.get(searchKey(h.name))!,
            name,
            nameKey: searchKey(name),
            ageGroup,
            phone: phone ? `55${phone}` : null,
            email: email ?? null,
            position,
          };
        }),
      ),
    );
  });
}
