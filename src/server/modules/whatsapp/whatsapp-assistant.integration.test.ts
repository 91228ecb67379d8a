// Issue 25, the assistant on WhatsApp (the built-in sandbox): a message to the platform's number is
// answered with the knowledge base's best article inside the 24-hour window; "falar com uma pessoa"
// hands the conversation to support with the person's question, listed in the back office; the
// sandbox reports deliveries through the signed webhook; the dev page and its form; admins only.
import { randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, helpQuestions, rsvps, whatsappMessages } from '../../db/schema.ts';
import { signedInAdmin } from '../../testing/admins.ts';
import { signedInCouple } from '../../testing/couples.ts';
import { browser, formBody } from '../../testing/http.ts';
import { eventually } from '../../testing/payments.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { getPublicSettings } from '../settings/service.ts';
import { sendRsvpDigests } from './couple-notices.ts';

const { app, db } = await createTestApp();
const admin = await signedInAdmin(app, db, '10.62.1.1');
const dev = browser(app, '10.62.0.1');

const newPhone = () => `55119${String(randomInt(10_000_000, 99_999_999))}`;
const typed = (phone: string) => `(${phone.slice(2, 4)}) ${phone.slice(4, 9)}-${phone.slice(9)}`;

/** A person writes to the sandbox number through the dev page's form. */
async function write(phone: string, text: string) {
  const res = await dev.postForm(
    'public',
    '/dev/whatsapp/mensagem',
    formBody([
      ['de', typed(phone)],
      ['texto', text],
    ]),
  );
  expect(res.statusCode).toBe(303);
}

const replies = (phone: string) =>
  db
    .select()
    .from(whatsappMessages)
    .where(eq(whatsappMessages.phone, phone))
    .orderBy(whatsappMessages.createdAt)
    .then((rows) => rows.filter((r) => r.direction === 'saida'));

describe('the assistant on WhatsApp (sandbox)', () => {
  it('answers "como faço para sacar?" with the withdrawal article, delivered through the webhook', async () => {
    const phone = newPhone();
    await write(phone, 'como faço para sacar?');
    const [reply] = await eventually(async () => {
      const rows = await replies(phone);
      return rows[0]?.status === 'entregue' && rows;
    });
    expect(reply?.body.startsWith('*Como faço para sacar o dinheiro?*')).toBe(true);
    expect(reply?.body).toContain('Na carteira do painel, toque em "Sacar"');
    expect(reply?.body).not.toContain('{');
    expect(reply).toMatchObject({ category: 'servico', costCents: 0, templateName: null });
    const asked = await db
      .select()
      .from(helpQuestions)
      .where(and(eq(helpQuestions.question, 'como faço para sacar?'), eq(helpQuestions.channel, 'whatsapp')));
    expect(asked.length).toBeGreaterThan(0);
  });

  it('offers the support e-mail and hours when nothing fits', async () => {
    const phone = newPhone();
    await write(phone, 'qual a cor do céu em marte?');
    const [reply] = await eventually(async () => {
      const rows = await replies(phone);
      return rows.length > 0 && rows;
    });
    const settings = await getPublicSettings(db);
    expect(reply?.body).toContain(settings.contactEmail);
  });

  it('hands "falar com uma pessoa" to support with the question asked, listed until resolved (audited)', async () => {
    const phone = newPhone();
    await write(phone, 'meu convidado pagou e não apareceu na lista');
    await eventually(async () => (await replies(phone)).length === 1);
    await write(phone, 'Quero falar com uma pessoa');
    const handoffReply = await eventually(async () => (await replies(phone))[1]);
    expect(handoffReply.body).toContain('Passamos sua conversa para a nossa equipe');

    const open = await admin.b.get('admin', '/api/admin/whatsapp/handoffs');
    expect(open.statusCode).toBe(200);
    const mine = open.json().find((h: { phone: string }) => h.phone === phone);
    expect(mine).toMatchObject({ question: 'meu convidado pagou e não apareceu na lista', status: 'aberta' });

    const resolved = await admin.b.post('admin', `/api/admin/whatsapp/handoffs/${mine.id}/resolve`);
    expect(resolved.statusCode).toBe(200);
    const after = await admin.b.get('admin', '/api/admin/whatsapp/handoffs');
    expect(after.json().some((h: { id: string }) => h.id === mine.id)).toBe(false);
    const [entry] = await db.select().from(auditLog).where(eq(auditLog.targetId, mine.id));
    expect(entry?.action).toBe('whatsapp_handoff.resolve');
  });

  it('fails delivery to a sandbox number ending in 0000, visible in the log with its reason', async () => {
    const phone = '5511988880000';
    await write(phone, 'como pago com boleto?');
    const [reply] = await eventually(async () => {
      const rows = await replies(phone);
      return rows[0]?.status === 'falhou' && rows;
    });
    expect(reply?.error).toContain('131026');
    const log = await admin.b.get('admin', `/api/admin/whatsapp/messages?para=${phone}&status=falhou`);
    expect(log.json().items.map((m: { body: string }) => m.body)).toContain(reply?.body);
  });

  it('shows the messages on the dev page', async () => {
    const phone = newPhone();
    await write(phone, 'como faço para sacar?');
    await eventually(async () => (await replies(phone)).length > 0);
    const page = await dev.get('public', '/dev/whatsapp');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('WhatsApp sandbox (desenvolvimento)');
    expect(page.body).toContain(typed(phone));
  });
});

describe('the back office', () => {
  it('shows the connection, the templates and the log to admins only', async () => {
    const status = await admin.b.get('admin', '/api/admin/whatsapp');
    expect(status.statusCode).toBe(200);
    expect(status.json()).toMatchObject({
      provider: 'sandbox',
      connected: true,
      displayNumber: '+55 11 90000-0000',
    });
    expect(status.json().templates.map((t: { name: string }) => t.name)).toContain('presente_recebido');

    const couple = await signedInCouple(app, db, {}, '10.62.2.1');
    const refused = await couple.b.panelSessionOnAdmin({
      method: 'GET',
      url: '/api/admin/whatsapp/messages',
    });
    expect(refused.statusCode).toBe(403);
    expect((await browser(app, '10.62.3.1').get('admin', '/api/admin/whatsapp')).statusCode).toBe(401);
  });

  it('refuses a test send to an invalid number, changing nothing', async () => {
    const res = await admin.b.post('admin', '/api/admin/whatsapp/test', {
      phone: '12',
      template: 'saque_pago',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Informe um celular com DDD, por exemplo (11) 98765-4321.');
  });
});

describe('the daily RSVP digest', () => {
  it('tells a couple who chose it the day’s new answers and the people confirmed, once a day', async () => {
    const couple = await signedInCouple(app, db, {}, '10.62.4.1');
    const phone = newPhone();
    const saved = await couple.b.put('painel', `/api/weddings/${couple.wedding.id}/whatsapp-notices`, {
      enabled: true,
      phone: typed(phone),
      giftReceived: false,
      payoutPaid: false,
      rsvpDigest: true,
    });
    expect(saved.statusCode).toBe(200);
    const answer = (name: string, attending: boolean, companions: number) => ({
      weddingId: couple.wedding.id,
      name,
      nameKey: name.toLowerCase(),
      attending,
      companions,
      companionNames: Array.from({ length: companions }, (_, i) => `${name} ${i + 1}`),
    });
    await db.insert(rsvps).values([answer('Bia', true, 2), answer('Caio', false, 0)]);

    await sendRsvpDigests(app);
    await sendRsvpDigests(app);
    const sent = await replies(phone);
    expect(sent.map((m) => [m.templateName, m.parameters])).toEqual([
      ['resumo_confirmacoes', ['2', '3', 'Ana & Rui']],
    ]);
  });
});
