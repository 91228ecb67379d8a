// The help assistant at 500 articles: a PostgreSQL database of its own, the seeded knowledge base
// plus generated articles (the seeded ones' words recombined, so questions match many of them), and
// the time of a whole answer as the route gives it (search, settings, the question kept).
// Usage: `npm run bench:help` (PostgreSQL on 127.0.0.1:5432; BENCH_DATABASE_URL to choose another).
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { helpArticles } from '../src/server/db/schema.ts';
import { helpArticleSeeds } from '../src/server/db/seed/help-articles.ts';
import { answerQuestion } from '../src/server/modules/help/help-service.ts';
import { benchDatabase, percentile } from './support/admin-bench.ts';

const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/casamento_bench_ajuda';
const ARTICLES = Number(process.env.BENCH_ARTICLES ?? 500);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 30);

const questions = [
  'quando o dinheiro cai na conta dos noivos?',
  'como faço para sacar?',
  'posso pagar por transferência?',
  'da pra parcelar no cartao de credito',
  'qual é a taxa?',
  'como troco o tema do site',
  'preciso confirmar presença',
  'como coloco senha no site',
  'o convidado precisa se cadastrar?',
  'qual a cor preferida do gato',
];

const database = await benchDatabase(url);
const db = database.db;
await db.delete(helpArticles);
const generated = Array.from({ length: ARTICLES }, (_, i) => {
  const base = helpArticleSeeds[i % helpArticleSeeds.length]!;
  const other = helpArticleSeeds[(i * 7 + 3) % helpArticleSeeds.length]!;
  return {
    ...base,
    slug: i < helpArticleSeeds.length ? base.slug : `${base.slug}-${i}`,
    title: i < helpArticleSeeds.length ? base.title : `${base.title} (${other.title.toLowerCase()})`,
    answer: i < helpArticleSeeds.length ? base.answer : `${base.answer} ${other.answer}`,
    examples:
      i < helpArticleSeeds.length
        ? base.examples
        : [...base.examples.slice(0, 2), ...other.examples.slice(0, 2)],
    published: true,
  };
});
await db.insert(helpArticles).values(generated);
await database.db.execute(sql`ANALYZE help_articles`);

console.log(
  `Assistente de ajuda, ${ARTICLES} artigos, ${ROUNDS} rodadas (${new Date().toISOString().slice(0, 10)})`,
);
const all: number[] = [];
for (const question of questions) {
  await answerQuestion(db, { question, channel: 'site' }); // warm-up
  const times: number[] = [];
  let answer = await answerQuestion(db, { question, channel: 'site' });
  for (let i = 0; i < ROUNDS; i++) {
    const t = performance.now();
    answer = await answerQuestion(db, { question, channel: 'site' });
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  all.push(...times);
  console.log(
    `  ${question.padEnd(45)} p50 ${percentile(times, 50).toFixed(1).padStart(5)} ms  p95 ${percentile(times, 95).toFixed(1).padStart(5)} ms  (${answer.articles[0]?.slug ?? 'sem resposta'})`,
  );
}
all.sort((a, b) => a - b);
console.log(`  todas: p50 ${percentile(all, 50).toFixed(1)} ms, p95 ${percentile(all, 95).toFixed(1)} ms`);
await database.close();
