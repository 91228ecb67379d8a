// Issue 25, the help assistant: questions in a person's own words get the knowledge base's best
// article, with the settings' figures filled in, whatever the accents or the synonym used; nothing
// that fits gives the support e-mail and hours; "Isso ajudou?" is kept; administrators keep the
// articles (audited) and read the questions. Asking is rate limited per address.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { helpMessages } from '../../../shared/help.ts';
import { auditLog, helpQuestions } from '../../db/schema.ts';
import { signedInAdmin } from '../../testing/admins.ts';
import { signedInCouple } from '../../testing/couples.ts';
import { browser } from '../../testing/http.ts';
import { createTestApp, unique } from '../../testing/test-app.ts';
import { getPublicSettings } from '../settings/service.ts';
import { pruneHelpQuestions } from './help-retention.ts';

const { app, db } = await createTestApp();
const visitor = browser(app, '10.25.0.1');

async function ask(question: string, channel = 'site') {
  const res = await visitor.post('public', '/api/help/ask', { question, channel });
  expect(res.statusCode).toBe(200);
  return res.json();
}

describe('POST /api/help/ask', () => {
  it('answers when the money reaches the couple with the release article, days from the settings', async () => {
    const answer = await ask('quando o dinheiro cai na conta dos noivos?', 'checkout');
    expect(answer.articles[0].slug).toBe('liberacao-do-dinheiro');
    const { releaseBusinessDays } = await getPublicSettings(db);
    expect(answer.articles[0].answer).toContain(`${releaseBusinessDays} dias úteis`);
    expect(answer.articles[0].answer).not.toContain('{');
    expect(answer.fallback).toBeNull();
  });

  it.each([
    ['como faço para sacar?', 'painel', 'sacar-por-pix'],
    ['quero fazer uma retirada do dinheiro', 'painel', 'sacar-por-pix'],
    ['posso pagar por transferência?', 'checkout', 'pagar-com-pix'],
    ['da pra parcelar no cartao de credito', 'checkout', 'pagar-com-cartao'],
    ['BOLETO', 'checkout', 'pagar-com-boleto'],
    ['qual é a taxa?', 'site', 'taxa-da-lista'],
    ['como troco o tema do site', 'painel', 'temas'],
    ['preciso confirmar presença', 'site', 'confirmar-presenca'],
  ])('"%s" (%s) is answered first by %s', async (question, channel, slug) => {
    const answer = await ask(question, channel);
    expect(answer.articles[0]?.slug).toBe(slug);
  });

  it('keeps to the audience of where it is asked: a guest at the checkout gets no couple-only article', async () => {
    const answer = await ask('como cadastro a chave pix para os saques', 'checkout');
    expect(answer.articles.map((a: { slug: string }) => a.slug)).not.toContain('chave-pix');
  });

  it('offers the support e-mail and hours when nothing fits, and the back office lists it unanswered', async () => {
    const question = `qual a cor preferida do gato ${unique()}`;
    const answer = await ask(question);
    const settings = await getPublicSettings(db);
    expect(answer.articles).toEqual([]);
    expect(answer.fallback).toContain(settings.contactEmail);
    expect(answer.fallback).toMatch(/atendemos das \d{2}h às \d{2}h/);

    const { b } = await signedInAdmin(app, db);
    const unanswered = (await b.get('admin', '/api/admin/help/questions?mostrar=sem-resposta')).json();
    expect(unanswered.map((q: { question: string }) => q.question)).toContain(question);
  });

  it('keeps "Isso ajudou?" and refuses what is not a question of ours', async () => {
    const answer = await ask('como publico o site?');
    const feedback = await visitor.post('public', `/api/help/questions/${answer.questionId}/feedback`, {
      helped: true,
    });
    expect(feedback.statusCode).toBe(200);
    const [row] = await db.select().from(helpQuestions).where(eq(helpQuestions.id, answer.questionId));
    expect(row?.helped).toBe(true);

    const unknown = await visitor.post(
      'public',
      '/api/help/questions/8a4d2b8e-5b8e-4c4c-9f57-3f3c2b1d0e9a/feedback',
      {
        helped: false,
      },
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe(helpMessages.notFound);
  });

  it('refuses a question too short, in Portuguese, and keeps nothing', async () => {
    const res = await visitor.post('public', '/api/help/ask', { question: 'a', channel: 'site' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.issues[0].message).toBe(helpMessages.questionTooShort);
  });

  it('slows down an address asking too much', async () => {
    const flood = browser(app, '10.25.9.9');
    const codes: number[] = [];
    for (let i = 0; i < 31; i++)
      codes.push((await flood.post('public', '/api/help/ask', { question: 'qual é a taxa?' })).statusCode);
    expect(codes.slice(0, 30).every((c) => c === 200)).toBe(true);
    expect(codes[30]).toBe(429);
  });
});

describe('/api/admin/help', () => {
  it('creates and edits an article that then answers, each change audited', async () => {
    const { b, user } = await signedInAdmin(app, db, '10.25.1.1');
    const slug = unique('convite-de-padrinhos-');
    const question = `convite para os padrinhos ${slug.slice(-12)}`;
    const created = await b.post('admin', '/api/admin/help/articles', {
      slug,
      title: 'Como convido os padrinhos?',
      answer: 'Pelo convite pessoal de cada um, com a pergunta especial para padrinhos.',
      examples: [question],
      audience: 'casal',
      published: false,
    });
    expect(created.statusCode).toBe(201);
    expect((await ask(question, 'painel')).articles[0]?.slug).not.toBe(slug);

    const edited = await b.put('admin', `/api/admin/help/articles/${created.json().id}`, {
      ...created.json(),
      published: true,
      id: undefined,
      updatedAt: undefined,
    });
    expect(edited.statusCode).toBe(200);
    expect((await ask(question, 'painel')).articles[0]?.slug).toBe(slug);

    const actions = await db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.actorUserId, user.id), eq(auditLog.targetId, created.json().id)));
    expect(actions.map((a) => a.action).sort()).toEqual(['help_article.create', 'help_article.update']);

    const again = await b.post('admin', '/api/admin/help/articles', {
      ...created.json(),
      id: undefined,
      updatedAt: undefined,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(helpMessages.slugTaken);
  });

  it('seeds at least 25 published articles and is the admins’ alone', async () => {
    const { b } = await signedInAdmin(app, db, '10.25.1.2');
    const articles = (await b.get('admin', '/api/admin/help/articles')).json();
    expect(articles.filter((a: { published: boolean }) => a.published).length).toBeGreaterThanOrEqual(25);

    const couple = await signedInCouple(app, db);
    expect((await couple.b.get('painel', '/api/admin/help/articles')).statusCode).toBe(403);
  });
});

describe('the questions’ retention', () => {
  it('deletes the questions older than a year and keeps the others', async () => {
    const old = `pergunta antiga ${unique()}`;
    const recent = `pergunta recente ${unique()}`;
    await db.insert(helpQuestions).values([
      { question: old, channel: 'site', createdAt: new Date(Date.now() - 400 * 86_400_000) },
      { question: recent, channel: 'site', createdAt: new Date(Date.now() - 300 * 86_400_000) },
    ]);
    expect(await pruneHelpQuestions(app)).toBeGreaterThanOrEqual(1);
    const left = await db.select({ question: helpQuestions.question }).from(helpQuestions);
    expect(left.map((q) => q.question)).toContain(recent);
    expect(left.map((q) => q.question)).not.toContain(old);
  });
});
