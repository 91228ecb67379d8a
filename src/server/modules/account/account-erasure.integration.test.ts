import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { authMessages } from '../../../shared/auth/messages.ts';
import {
  auditLog,
  giftPayments,
  invitedHouseholds,
  outboxEmails,
  siteSections,
  users,
  weddings,
  withdrawals,
} from '../../db/schema.ts';
import { TEST_PASSWORD as password, type SignedInCouple, signedInCouple } from '../../testing/couples.ts';
import { insertGiftPayment } from '../../testing/gift-payments.ts';
import { browser } from '../../testing/http.ts';
import { multipartFile } from '../../testing/multipart.ts';
import { mailTo } from '../../testing/outbox.ts';
import {
  checkoutGift,
  coupleWithGiftList,
  eventually,
  GUEST_CPF,
  paymentRow,
} from '../../testing/payments.ts';
import { activeKey } from '../../testing/payout.ts';
import { createTestApp, unique } from '../../testing/test-app.ts';
import { sendQueuedMail } from '../mail/mail-job.ts';

const { app, db } = await createTestApp({ RATE_LIMIT_FACTOR: '50' });

const deleteAccount = (b: SignedInCouple['b']) =>
  b.request('painel', { method: 'DELETE', url: '/api/account', payload: { password } });

/** Every table and text-like column of the schema that holds `marker` anywhere. */
async function whereFound(marker: string): Promise<string[]> {
  const columns = await db.execute<{ table_name: string; column_name: string }>(sql`
    select table_name, column_name from information_schema.columns
    where table_schema = 'public' and data_type in ('text', 'jsonb', 'ARRAY', 'character varying')`);
  const found: string[] = [];
  for (const { table_name, column_name } of columns.rows) {
    const hit = await db.execute(
      sql`select 1 from ${sql.identifier(table_name)} where ${sql.identifier(column_name)}::text ilike ${`%${marker}%`} limit 1`,
    );
    if (hit.rows.length) found.push(`${table_name}.${column_name}`);
  }
  return found;
}

describe('account deletion', () => {
  it('is refused while a charge is pending or the wallet has a balance, changing nothing', async () => {
    const couple = await coupleWithGiftList(app, db, { ip: '10.4.2.1' });
    const { view } = await checkoutGift(app, couple, 'panelas');
    const pending = await deleteAccount(couple.b);
    expect(pending.statusCode).toBe(409);
    expect(pending.json().error.message).toBe(authMessages.accountHasMoney);
    expect(authMessages.accountHasMoney).toBe(
      'Saque o saldo da carteira e aguarde o fim das cobranças e saques pendentes antes de excluir a conta.',
    );

    const row = await paymentRow(db, view.token);
    await app.payments.sandbox?.setChargeState(row.providerChargeId as string, 'paid');
    await eventually(async () => (await paymentRow(db, view.token)).status === 'concluido');
    const balance = await deleteAccount(couple.b);
    expect(balance.statusCode).toBe(409);
    expect(balance.json().error.code).toBe('ACCOUNT_HAS_MONEY');

    const [w] = await db.select().from(weddings).where(eq(weddings.id, couple.wedding.id));
    expect(w).toMatchObject({ slug: couple.slug, sitePublished: true });
    const [u] = await db.select().from(users).where(eq(users.id, couple.user.id));
    expect(u).toMatchObject({ email: couple.email, status: 'active' });
  });

  it("erases the couple's and guests' data from every table and the files, keeping payments with CPFs masked", async () => {
    const name1 = unique('Noiva');
    const name2 = unique('Noivo');
    const couple = await signedInCouple(app, db, { name1, name2, sitePublished: true }, '10.4.2.2');
    const weddingId = couple.wedding.id;
    const oldSlug = couple.wedding.slug as string;
    const siteText = unique('historia-');
    const guestName = unique('Convidado ');
    const guestEmail = `${unique('convidado')}@exemplo.com`;
    const wallText = unique('recado-');

    // The site, its guests and what they wrote, through the same API the app uses.
    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#123456' } })
      .png()
      .toBuffer();
    const upload = await couple.b.request('painel', {
      method: 'POST',
      url: `/api/weddings/${weddingId}/media?kind=image`,
      ...multipartFile('foto.png', 'image/png', png),
    });
    const fileName = (upload.json().url as string).replace('/media/', '');
    await couple.b.get('painel', `/api/weddings/${weddingId}/site`);
    await db
      .update(siteSections)
      .set({ content: { story: siteText } })
      .where(eq(siteSections.weddingId, weddingId));
    const newSlug = unique('novo-');
    await couple.b.put('painel', `/api/weddings/${weddingId}/slug`, { slug: newSlug });
    const guest = browser(app, '10.4.2.3');
    expect(
      (
        await guest.post('noivos', `/api/sites/${newSlug}/rsvps`, {
          name: guestName,
          attending: true,
          email: guestEmail,
          note: wallText,
        })
      ).statusCode,
    ).toBe(200);
    // The guest's confirmation has left (the job queue sends it), so it is one of the stored e-mails.
    await mailTo(db, guestEmail);
    await guest.post('noivos', `/api/sites/${newSlug}/messages`, { authorName: guestName, body: wallText });
    await db
      .insert(invitedHouseholds)
      .values({ weddingId, name: guestName, nameKey: guestName.toLowerCase() });

    // Money moved: a paid gift (with the guest's CPF and message) and a withdrawal to the couple's e-mail key.
    await activeKey(db, weddingId, { key: couple.email });
    await insertGiftPayment(db, weddingId, {
      contributorName: 'Tia Rosa',
      contributorCpf: '52998224725',
      status: 'concluido',
      message: wallText,
      contributorEmail: guestEmail,
    });
    await db.insert(withdrawals).values({
      weddingId,
      amountCents: 9_611,
      pixKeyType: 'email',
      pixKey: couple.email,
      status: 'pago',
      provider: 'sandbox',
      idempotencyKey: unique('wd-'),
    });
    await db.insert(outboxEmails).values([
      { to: couple.email, subject: 'Bem-vindos', text: `Olá, ${name1} & ${name2}` },
      { to: guestEmail, subject: 'Obrigado', text: `Presente para ${name1} & ${name2}` },
    ]);
    await db.insert(auditLog).values({
      action: 'couple.update',
      targetType: 'couple',
      targetId: couple.user.id,
      details: { before: { name1, email: couple.email } },
    });
    for (const marker of [couple.email, name1, name2, siteText, guestName, guestEmail, wallText, oldSlug]) {
      expect(await whereFound(marker), marker).not.toEqual([]);
    }

    const res = await deleteAccount(couple.b);
    expect(res.statusCode).toBe(200);

    for (const marker of [
      couple.email,
      name1,
      name2,
      siteText,
      guestName,
      guestEmail,
      wallText,
      oldSlug,
      newSlug,
    ]) {
      expect(await whereFound(marker), marker).toEqual([]);
    }
    expect(await app.files.read(fileName)).toBeNull();
    const [kept] = await db.select().from(giftPayments).where(eq(giftPayments.weddingId, weddingId));
    expect(kept).toMatchObject({
      contributorName: 'Tia Rosa',
      contributorCpf: '***.982.247-**',
      netCents: 9_611,
    });
    const [payout] = await db.select().from(withdrawals).where(eq(withdrawals.weddingId, weddingId));
    expect(payout?.pixKey).toBe(`***${couple.email.slice(-4)}`);
    const [u] = await db.select().from(users).where(eq(users.id, couple.user.id));
    expect(u).toMatchObject({ status: 'inactive', passwordHash: null });

    // An e-mail about the wedding still queued at the erasure is dropped, never sent nor stored.
    const late = { to: guestEmail, subject: `Casamento de ${name1} & ${name2}`, text: wallText };
    await sendQueuedMail(app, { ...late, weddingId });
    expect(await whereFound(name2), name2).toEqual([]);
    const other = await signedInCouple(app, db, {}, '10.4.2.4');
    await sendQueuedMail(app, { ...late, to: other.email, weddingId: other.wedding.id });
    expect((await mailTo(db, other.email)).subject).toBe(late.subject);
  });
});

describe('data export', () => {
  it('adds withdrawals, the wallet statement and gift lists, with guests’ CPFs masked', async () => {
    const couple = await coupleWithGiftList(app, db, { ip: '10.4.2.4' });
    const { view } = await checkoutGift(app, couple, 'panelas');
    const row = await paymentRow(db, view.token);
    await app.payments.sandbox?.setChargeState(row.providerChargeId as string, 'paid');
    await eventually(async () => (await paymentRow(db, view.token)).status === 'concluido');
    await db.insert(withdrawals).values({
      weddingId: couple.wedding.id,
      amountCents: 1_000,
      pixKeyType: 'cpf',
      pixKey: '11144477735',
      status: 'falhou',
      provider: 'sandbox',
      idempotencyKey: unique('wd-'),
    });

    const res = await couple.b.get('painel', '/api/account/export');
    expect(res.statusCode).toBe(200);
    const data = res.json();
    expect(data.giftPayments).toEqual([
      expect.objectContaining({ contributorName: 'Tia Cida', contributorCpf: '***.982.247-**' }),
    ]);
    expect(data.withdrawals).toEqual([expect.objectContaining({ amountCents: 1_000, status: 'falhou' })]);
    expect(data.ledgerStatement).toEqual([
      expect.objectContaining({ kind: 'gift_payment', amountCents: 9_611, giftPaymentId: row.id }),
    ]);
    expect(data.giftLists).toEqual([expect.objectContaining({ isMain: true })]);
    expect(data.giftListItems.map((i: { name: string }) => i.name).sort()).toEqual([
      'Doação livre',
      'Jogo de panelas',
      'Lua de mel em Paris',
    ]);
    const text = JSON.stringify(data);
    expect(text).not.toContain(GUEST_CPF.replace(/\D/g, ''));
    expect(text).not.toContain(GUEST_CPF);
    expect(text).not.toContain(view.token);
  });
});
