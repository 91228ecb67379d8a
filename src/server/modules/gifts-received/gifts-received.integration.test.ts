import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { giftPayments } from '../../db/schema.ts';
import { csvLines } from '../../testing/http.ts';
import { mailsTo, mailTo } from '../../testing/outbox.ts';
import { checkout, coupleWithGiftList, guestBody } from '../../testing/payments.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

const t: TestApp = await createTestApp();

const card = { number: '4111111111111111', holderName: 'CIDA', expiry: '12/30', cvv: '123' };

async function coupleWithGifts() {
  const couple = await coupleWithGiftList(t.app, t.database.db, { feePayer: 'guests' });
  const cida = await checkout(
    t.app,
    couple.slug,
    guestBody({
      name: 'Tia Cida Araújo',
      itemId: couple.items.panelas.id,
      method: 'card',
      card,
      message: 'Muitas felicidades!',
    }),
  );
  await checkout(
    t.app,
    couple.slug,
    guestBody({ name: 'Primo Léo', itemId: couple.items.paris.id, quantity: 2 }),
  );
  return { couple, cida: cida.view };
}

describe('Presentes recebidos', () => {
  it('lists each gift with guest, message, amounts, method and status, and finds them without accents', async () => {
    const { couple } = await coupleWithGifts();
    const url = `/api/weddings/${couple.wedding.id}/gifts-received`;
    const all = (await couple.b.get('painel', url)).json();
    expect(all.total).toBe(2);
    expect(all.totals).toEqual({ count: 1, netCents: 10_000 });
    expect(all.gifts.map((g: { guestName: string; status: string }) => [g.guestName, g.status])).toEqual([
      ['Primo Léo', 'pendente'],
      ['Tia Cida Araújo', 'concluido'],
    ]);
    expect(all.gifts[1]).toMatchObject({
      itemName: 'Jogo de panelas',
      message: 'Muitas felicidades!',
      grossCents: 10_405,
      feeCents: 405,
      netCents: 10_000,
      method: 'card',
    });
    const found = (await couple.b.get('painel', `${url}?q=ARAUJO`)).json();
    expect(found.gifts.map((g: { guestName: string }) => g.guestName)).toEqual(['Tia Cida Araújo']);
    const byGift = (await couple.b.get('painel', `${url}?q=paris`)).json();
    expect(byGift.gifts).toHaveLength(1);
    const pending = (await couple.b.get('painel', `${url}?status=pendente`)).json();
    expect(pending.total).toBe(1);
  });

  it('exports every gift as CSV a Brazilian spreadsheet opens', async () => {
    const { couple } = await coupleWithGifts();
    const res = await couple.b.get('painel', `/api/weddings/${couple.wedding.id}/gifts-received.csv`);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = csvLines(res.body);
    expect(lines[0]).toBe(
      '"Data";"Convidado";"E-mail";"Presente";"Cotas";"Mensagem";"Valor pago";"Taxa";"Valor líquido";"Forma";"Parcelas";"Situação";"Agradecido em"',
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain('"Tia Cida Araújo"');
    expect(lines[1]).toContain('"104,05";"4,05";"100,00";"Cartão de crédito";"1";"Concluído"');
  });

  it('e-mails the couple’s thank-you to the guest and marks the gift thanked', async () => {
    const { couple, cida } = await coupleWithGifts();
    const list = (await couple.b.get('painel', `/api/weddings/${couple.wedding.id}/gifts-received`)).json();
    const gift = list.gifts.find((g: { guestName: string }) => g.guestName === 'Tia Cida Araújo');
    const res = await couple.b.post(
      'painel',
      `/api/weddings/${couple.wedding.id}/gifts-received/${gift.id}/thanks`,
      {
        message: 'Tia, amamos as panelas! Obrigado por tudo.',
      },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ thankYouMessage: 'Tia, amamos as panelas! Obrigado por tudo.' });
    expect(res.json().thankedAt).not.toBeNull();
    const mail = await mailTo(t.database.db, gift.guestEmail, 'Ana & Rui agradecem o seu presente');
    expect(mail.text).toContain('Tia, amamos as panelas! Obrigado por tudo.');
    expect(cida.token).toBeTruthy();

    const pendingGift = list.gifts.find((g: { status: string }) => g.status === 'pendente');
    const refused = await couple.b.post(
      'painel',
      `/api/weddings/${couple.wedding.id}/gifts-received/${pendingGift.id}/thanks`,
      { message: 'Oi' },
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe('Só é possível agradecer presentes com pagamento confirmado.');
    const empty = await couple.b.post(
      'painel',
      `/api/weddings/${couple.wedding.id}/gifts-received/${gift.id}/thanks`,
      { message: '  ' },
    );
    expect(empty.json().error.message).toBe('Escrevam uma mensagem de agradecimento.');
  });

  it('sends one thank-you per gift: again only with a changed text, and 3 at most', async () => {
    const { couple } = await coupleWithGifts();
    const list = (await couple.b.get('painel', `/api/weddings/${couple.wedding.id}/gifts-received`)).json();
    const gift = list.gifts.find((g: { guestName: string }) => g.guestName === 'Tia Cida Araújo');
    const thank = (message: string) =>
      couple.b.post('painel', `/api/weddings/${couple.wedding.id}/gifts-received/${gift.id}/thanks`, {
        message,
      });
    const refused = async (message: string, error: { code: string; message: string }) => {
      const res = await thank(message);
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toEqual(error);
    };
    expect((await thank('Obrigado, tia!')).statusCode).toBe(200);
    await refused('  Obrigado, tia!  ', {
      code: 'THANK_YOU_UNCHANGED',
      message: 'Este agradecimento já foi enviado. Para enviar de novo, mudem o texto.',
    });
    expect((await thank('Obrigado, tia! (com o nome certo)')).statusCode).toBe(200);
    expect((await thank('Obrigado, tia Cida!')).statusCode).toBe(200);
    await refused('Obrigado mais uma vez!', {
      code: 'THANK_YOU_LIMIT',
      message: 'Este convidado já recebeu 3 agradecimentos por este presente.',
    });
    const [row] = await t.database.db
      .select({ count: giftPayments.thankYouCount, message: giftPayments.thankYouMessage })
      .from(giftPayments)
      .where(eq(giftPayments.id, gift.id));
    expect(row).toEqual({ count: 3, message: 'Obrigado, tia Cida!' });
    const mails = await mailsTo(t.database.db, gift.guestEmail, {
      subject: 'Ana & Rui agradecem o seu presente',
      count: 3,
    });
    expect(mails).toHaveLength(3);
  });

  it('shows a couple only its own gifts', async () => {
    const { couple } = await coupleWithGifts();
    const other = await coupleWithGiftList(t.app, t.database.db, { ip: '10.9.0.9' });
    expect(
      (await other.b.get('painel', `/api/weddings/${couple.wedding.id}/gifts-received`)).statusCode,
    ).toBe(404);
    expect(
      (await other.b.get('painel', `/api/weddings/${couple.wedding.id}/gifts-received.csv`)).statusCode,
    ).toBe(404);
  });
});
