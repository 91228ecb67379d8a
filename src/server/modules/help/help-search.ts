// Finds the knowledge base's best articles for a question in the person's own words: PostgreSQL's
// Portuguese full-text search (stems, stop words) over titles and example questions (weight A) and
// answers (B), without accents on either side. Words people use for the same thing are searched
// together (pix/transferência, saque/retirada...), since a synonym dictionary would need files on
// the database server. A question that shares nothing worth ranking gets no article.
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { HelpChannel } from '../../../shared/help.ts';
import { searchKey } from '../../../shared/text.ts';
import type { Db } from '../../db/client.ts';
import { helpArticles } from '../../db/schema.ts';

/** Each line: words that mean the same thing to the people asking. */
const synonymGroups: string[][] = [
  ['pix', 'transferencia', 'transferir'],
  ['boleto', 'bolet', 'boletos'],
  ['saque', 'sacar', 'saco', 'retirada', 'retirar', 'resgate', 'resgatar'],
  ['dinheiro', 'valor', 'grana', 'pagamento'],
  ['cartao', 'credito', 'parcelado', 'parcela', 'parcelas'],
  ['presenca', 'rsvp', 'confirmar', 'confirmacao', 'comparecer'],
  ['taxa', 'tarifa', 'custo', 'cobranca', 'porcentagem'],
  ['tema', 'modelo', 'layout', 'design'],
  ['liberado', 'liberacao', 'disponivel', 'cai', 'cair', 'caiu', 'recebo', 'receber'],
  ['convidado', 'convidados', 'visita', 'padrinho', 'padrinhos'],
  ['noivos', 'casal', 'noiva', 'noivo'],
  ['estorno', 'reembolso', 'devolucao', 'devolver', 'cancelar'],
  ['senha', 'privado', 'proteger'],
  ['dominio', 'endereco', 'link'],
];
const synonymsOf = new Map<string, string[]>();
for (const group of synonymGroups) for (const word of group) synonymsOf.set(word, group);

/** The question's words with their synonyms, as a tsquery of alternatives (letters and digits only). */
export function expandQuestion(question: string): string {
  const words = searchKey(question)
    .split(' ')
    .map((w) => w.replace(/[^a-z0-9]/g, ''))
    .filter((w) => w.length >= 2);
  const terms = new Set(words.flatMap((w) => synonymsOf.get(w) ?? [w]));
  return [...terms].join(' | ');
}

/**
 * How close the question's words must stand in an article (cover density, `ts_rank_cd`) for it to
 * be an answer: below, the article only shares a word or two in passing ("cor" in "mudar as cores"
 * for a question about a cat). Tuned on the seeded articles and checked by the integration test.
 */
const MIN_DENSITY = 0.75;

const audiencesFor: Record<HelpChannel, ('casal' | 'convidado' | 'todos')[]> = {
  site: ['casal', 'convidado', 'todos'],
  whatsapp: ['casal', 'convidado', 'todos'],
  painel: ['casal', 'todos'],
  checkout: ['convidado', 'todos'],
};

export async function searchArticles(db: Db, question: string, channel: HelpChannel, limit = 3) {
  const terms = expandQuestion(question);
  if (!terms) return [];
  const query = sql`to_tsquery('portuguese', ${terms})`;
  const search = sql.raw('"help_articles"."search"');
  const rank = sql<number>`ts_rank(${search}, ${query}, 1)`;
  const density = sql<number>`ts_rank_cd(${search}, ${query}, 1)`;
  const rows = await db
    .select({
      id: helpArticles.id,
      slug: helpArticles.slug,
      title: helpArticles.title,
      answer: helpArticles.answer,
      density,
    })
    .from(helpArticles)
    .where(
      and(
        eq(helpArticles.published, true),
        inArray(helpArticles.audience, audiencesFor[channel]),
        sql`${search} @@ ${query}`,
      ),
    )
    .orderBy(desc(rank), helpArticles.slug)
    .limit(limit);
  return rows.filter((r) => r.density >= MIN_DENSITY);
}
