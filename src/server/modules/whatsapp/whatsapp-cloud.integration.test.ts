// Issue 25, WhatsApp through the Cloud API, against a local fake of the Graph API: a confirmed gift
// sends one "presente recebido" to a couple who opted in and none to one who did not; a repeated
// event sends nothing twice; delivery, read and failed statuses reach the log (never backwards); a
// webhook with a bad signature is refused and changes nothing; SAIR stops further messages; limits
// are retried and a refusal is a failure in the log; the verify-token handshake.
import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { formatBRL } from '../../../shared/money.ts';
import { whatsappTemplateNames } from '../../../shared/whatsapp.ts';
import { whatsappContacts, whatsappMessages } from '../../db/schema.ts';
import { signedInAdmin } from '../../testing/admins.ts';
import { startFakeGraphApi } from '../../testing/fake-graph-api.ts';
import { checkout, coupleWithGiftList, eventually, guestBody, paymentRow } from '../../testing/payments.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { noticePaymentChange } from '../payments/payment-notices.ts';
import { incomingPayload, SIGNATURE_HEADER, signWebhook, statusPayload } from './webhook-payload.ts';

const graph = await startFakeGraphApi({ templates: [...whatsappTemplateNames] });
afterAll(() => graph.close());
const SECRET = 'segredo-do-app';
const { app, db } = await createTestApp({
  WHATSAPP_PROVIDER: 'cloud',
  WHATSAPP_API_URL: graph.url,
  WHATSAPP_TOKEN: graph.token,
  WHATSAPP_PHONE_NUMBER_ID: '1001',
  WHATSAPP_BUSINESS_ACCOUNT_ID: '2002',
  WHATSAPP_APP_SECRET: SECRET,
  WHATSAPP_VERIFY_TOKEN: 'token-de-verificacao',
});
// A fresh database's templates wait for review under the Cloud API: the back office brings Meta's
// approval (the fake approves them all).
const admin = await signedInAdmin(app, db, '10.61.1.1');
expect((await admin.b.post('admin', '/api/admin/whatsapp/templates/sync')).statusCode).toBe(200);

/** A mobile number no other test uses: 5511 9xxxx-xxxx. */
const newPhone = () => `55119${String(randomInt(10_000_000, 99_999_999))}`;
const typed = (phone: string) => `(${phone.slice(2, 4)}) ${phone.slice(4, 9)}-${phone.slice(9)}`;

function postWebhook(payload: unknown, signature?: string) {
  const body = JSON.stringify(payload);
  return app.inject({
    method: 'POST',
    url: '/api/webhooks/whatsapp',
    headers: {
      'content-type': 'application/json',
      [SIGNATURE_HEADER]: signature ?? signWebhook(SECRET, body),
    },
    payload: body,
  });
}

async function coupleWithNotices(phone: string | null) {
  const couple = await coupleWithGiftList(app, db);
  if (phone) {
    const res = await couple.b.put('painel', `/api/weddings/${couple.wedding.id}/whatsapp-notices`, {
      enabled: true,
      phone: typed(phone),
      giftReceived: true,
      payoutPaid: true,
      rsvpDigest: false,
    });
    expect(res.statusCode).toBe(200);
  }
  return couple;
}

async function paidGift(
  couple: Awaited<ReturnType<typeof coupleWithNotices>>,
  ip: string,
  item: 'panelas' | 'paris' = 'panelas',
) {
  const { res, view } = await checkout(app, couple.slug, guestBody({ itemId: couple.items[item].id }), ip);
  if (res.statusCode !== 201) throw new Error(`checkout: ${res.statusCode} ${res.body}`);
  const row = await paymentRow(db, view.token);
  await app.payments.sandbox?.setChargeState(row.providerChargeId as string, 'paid');
  return eventually(async () => {
    const paid = await paymentRow(db, view.token);
    return paid.status === 'concluido' && paid;
  });
}

const logOf = (phone: string) =>
  db
    .select()
    .from(whatsappMessages)
    .where(eq(whatsappMessages.phone, phone))
    .orderBy(whatsappMessages.createdAt);

/** A gift to a couple with notices at `phone`: what Meta was sent, once the log says 'enviada'. */
async function sentNotice(phone: string, ip: string) {
  await paidGift(await coupleWithNotices(phone), ip);
  const sent = await eventually(async () => graph.sent.find((m) => m.to === phone));
  await eventually(async () => (await logOf(phone))[0]?.status === 'enviada');
  return sent;
}

describe('WhatsApp notices through the Cloud API', () => {
  it('sends one "presente recebido" to the couple who opted in, none to one who did not, and never twice', async () => {
    const phone = newPhone();
    const optedIn = await coupleWithNotices(phone);
    const notOptedIn = await coupleWithNotices(null);
    const payment = await paidGift(optedIn, '10.61.0.1');
    await paidGift(notOptedIn, '10.61.0.2');

    const sent = await eventually(async () => graph.sent.find((m) => m.to === phone));
    expect(sent).toMatchObject({ type: 'template', template: 'presente_recebido' });
    expect(sent.parameters).toEqual(['Tia Cida', 'Jogo de panelas', formatBRL(payment.netCents)]);
    expect(payment.netCents).toBe(9611);
    const [logged] = await eventually(async () => {
      const rows = await logOf(phone);
      return rows[0]?.status === 'enviada' && rows;
    });
    expect(logged).toMatchObject({ recipient: 'casal', weddingId: optedIn.wedding.id, costCents: 5 });
    expect(logged?.body).toContain('Tia Cida deu Jogo de panelas');

    // The same event again (a replayed provider event): nothing new is logged or sent.
    await noticePaymentChange(app, payment);
    expect(await logOf(phone)).toHaveLength(1);
    expect(graph.sent.filter((m) => m.to === phone)).toHaveLength(1);
    const others = await db
      .select()
      .from(whatsappMessages)
      .where(eq(whatsappMessages.weddingId, notOptedIn.wedding.id));
    expect(others).toEqual([]);
  });

  it('moves a message through entregue and lida, never backwards, and records a failure with its reason', async () => {
    const phone = newPhone();
    const sent = await sentNotice(phone, '10.61.0.3');

    expect((await postWebhook(statusPayload(sent.id, 'delivered', phone))).statusCode).toBe(200);
    expect((await logOf(phone))[0]?.status).toBe('entregue');
    expect((await postWebhook(statusPayload(sent.id, 'read', phone))).statusCode).toBe(200);
    expect((await postWebhook(statusPayload(sent.id, 'delivered', phone))).statusCode).toBe(200);
    expect((await logOf(phone))[0]?.status).toBe('lida');

    const other = newPhone();
    const failed = await sentNotice(other, '10.61.0.4');
    await postWebhook(
      statusPayload(failed.id, 'failed', other, { code: 131026, title: 'Message undeliverable' }),
    );
    const [row] = await logOf(other);
    expect(row).toMatchObject({ status: 'falhou', error: '131026: Message undeliverable' });
  });

  it('refuses a webhook with a bad signature and changes nothing', async () => {
    const phone = newPhone();
    const sent = await sentNotice(phone, '10.61.0.5');
    const payload = statusPayload(sent.id, 'read', phone);
    const forged = await postWebhook(payload, signWebhook('outro-segredo', JSON.stringify(payload)));
    expect(forged.statusCode).toBe(401);
    expect(forged.json().error.message).toBe('Assinatura do webhook inválida.');
    const unsigned = await app.inject({
      method: 'POST',
      url: '/api/webhooks/whatsapp',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(incomingPayload(phone, 'SAIR', 'wamid.forjado')),
    });
    expect(unsigned.statusCode).toBe(401);
    expect((await logOf(phone)).map((m) => m.status)).toEqual(['enviada']);
    const [contact] = await db.select().from(whatsappContacts).where(eq(whatsappContacts.phone, phone));
    expect(contact).toBeUndefined();
  });

  it('stops every further message after SAIR, confirms it once, until the couple opts in again', async () => {
    const phone = newPhone();
    const couple = await coupleWithNotices(phone);
    expect((await postWebhook(incomingPayload(phone, 'SAIR', `wamid.sair.${phone}`))).statusCode).toBe(200);
    // Meta may post the same message twice: it is answered once.
    expect((await postWebhook(incomingPayload(phone, 'SAIR', `wamid.sair.${phone}`))).statusCode).toBe(200);
    const confirmation = await eventually(async () => graph.sent.find((m) => m.to === phone));
    expect(confirmation).toMatchObject({ type: 'text' });
    expect(confirmation.text).toContain('você não vai mais receber mensagens');

    await paidGift(couple, '10.61.0.6');
    const notices = await couple.b.get('painel', `/api/weddings/${couple.wedding.id}/whatsapp-notices`);
    expect(notices.json()).toMatchObject({ enabled: true, optedOut: true });
    const outgoing = (await logOf(phone)).filter((m) => m.direction === 'saida');
    expect(outgoing.map((m) => m.templateName)).toEqual([null]);
    expect(graph.sent.filter((m) => m.to === phone)).toHaveLength(1);

    // Saving the notices again is a new consent.
    await couple.b.put('painel', `/api/weddings/${couple.wedding.id}/whatsapp-notices`, {
      enabled: true,
      phone: typed(phone),
      giftReceived: true,
      payoutPaid: true,
      rsvpDigest: false,
    });
    await paidGift(couple, '10.61.0.7', 'paris');
    await eventually(async () =>
      graph.sent.find((m) => m.to === phone && m.template === 'presente_recebido'),
    );
  });

  it('tries again after the provider’s rate limit, and logs a refusal as a failure', async () => {
    const phone = newPhone();
    const couple = await coupleWithNotices(phone);
    graph.failNext({ status: 429, code: 130429, message: 'Rate limit hit' });
    await paidGift(couple, '10.61.0.8');
    await eventually(async () => graph.sent.find((m) => m.to === phone), 60_000);
    await eventually(async () => (await logOf(phone))[0]?.status === 'enviada', 60_000);

    const other = newPhone();
    const second = await coupleWithNotices(other);
    graph.failNext({ status: 400, code: 131026, message: 'Message undeliverable.' });
    await paidGift(second, '10.61.0.9');
    const [row] = await eventually(async () => {
      const rows = await logOf(other);
      return rows[0]?.status === 'falhou' && rows;
    });
    expect(row?.error).toBe('Message undeliverable.');
  }, 90_000);

  it('answers the verify-token handshake only with the right token', async () => {
    const query = (token: string) =>
      `/api/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=${token}&hub.challenge=1158201444`;
    const right = await app.inject({ method: 'GET', url: query('token-de-verificacao') });
    expect(right.statusCode).toBe(200);
    expect(right.body).toBe('1158201444');
    expect((await app.inject({ method: 'GET', url: query('errado') })).statusCode).toBe(403);
  });
});

describe('the couple’s notice choices', () => {
  it('refuses a number that is not a Brazilian mobile, changing nothing', async () => {
    const couple = await coupleWithNotices(null);
    const res = await couple.b.put('painel', `/api/weddings/${couple.wedding.id}/whatsapp-notices`, {
      enabled: true,
      phone: '123',
      giftReceived: true,
      payoutPaid: true,
      rsvpDigest: true,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Informe um celular com DDD, por exemplo (11) 98765-4321.');
    const now = await couple.b.get('painel', `/api/weddings/${couple.wedding.id}/whatsapp-notices`);
    expect(now.json()).toMatchObject({ enabled: false, available: true });
  });
});
