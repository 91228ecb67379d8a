// The Save the Date's link (`/{slug}/save-the-date`): once the couple saved their Save the Date it
// shows only the names and the date, also before the site is published, never the place or the
// message; its preview picture is the square card. Without a saved Save the Date, or for a
// deactivated couple, the address does not exist.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { StationeryTexts } from '../../../shared/stationery.ts';
import { users, weddings } from '../../db/schema.ts';
import { signedInCouple } from '../../testing/couples.ts';
import { createTestApp } from '../../testing/test-app.ts';

const { app, db } = await createTestApp({ RATE_LIMIT_FACTOR: '50' });

async function coupleWithSaveTheDate(ip: string) {
  const c = await signedInCouple(app, db, { name1: 'Marisa', name2: 'Joel', weddingDate: '2031-05-10' }, ip);
  const base = `/api/weddings/${c.wedding.id}/stationery`;
  const { texts } = (await c.b.get('painel', base)).json().items[1] as { texts: StationeryTexts };
  return { c, base, texts };
}

describe('the Save the Date link', () => {
  it('does not exist until the couple saves their Save the Date', async () => {
    const { c } = await coupleWithSaveTheDate('10.23.0.1');
    const page = await c.b.get('noivos', `/${c.wedding.slug}/save-the-date`);
    expect(page.statusCode).toBe(404);
    expect((await c.b.get('noivos', `/${c.wedding.slug}/save-the-date.png`)).statusCode).toBe(404);
    expect((await c.b.get('noivos', '/site-que-nao-existe/save-the-date')).statusCode).toBe(404);
  });

  it('shows only the names and the date of an unpublished site, with the square card as its preview', async () => {
    const { c, base, texts } = await coupleWithSaveTheDate('10.23.0.2');
    const saved = await c.b.put('painel', `${base}/save-the-date`, {
      layout: 'moldura',
      texts: { ...texts, place: 'Sítio Segredo, Atibaia', message: 'Mensagem só do cartão' },
    });
    expect(saved.statusCode).toBe(200);
    // The site itself is still in preparation.
    expect((await c.b.get('noivos', `/${c.wedding.slug}`)).body).toContain('Site em preparação');

    const page = await c.b.get('noivos', `/${c.wedding.slug}/save-the-date`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['x-robots-tag']).toBe('noindex');
    expect(page.body).toContain('<h1>Marisa &#38; Joel</h1>');
    expect(page.body).toContain(texts.date);
    expect(page.body).toContain('<meta name="robots" content="noindex">');
    expect(page.body).not.toContain('Sítio Segredo');
    expect(page.body).not.toContain('Mensagem só do cartão');
    const picture = `http://noivos.localhost:3000/${c.wedding.slug}/save-the-date.png`;
    expect(page.body).toContain(`<meta property="og:image" content="${picture}">`);

    const png = await c.b.get('noivos', `/${c.wedding.slug}/save-the-date.png`);
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect([png.rawPayload.readUInt32BE(16), png.rawPayload.readUInt32BE(20)]).toEqual([1080, 1080]);
  });

  it("stops when the couple's account is deactivated", async () => {
    const { c, base, texts } = await coupleWithSaveTheDate('10.23.0.3');
    await c.b.put('painel', `${base}/save-the-date`, { layout: 'classico', texts });
    expect((await c.b.get('noivos', `/${c.wedding.slug}/save-the-date`)).statusCode).toBe(200);
    const [wedding] = await db
      .select({ coupleId: weddings.coupleId })
      .from(weddings)
      .where(eq(weddings.id, c.wedding.id));
    await db.update(users).set({ status: 'inactive' }).where(eq(users.id, wedding!.coupleId));
    expect((await c.b.get('noivos', `/${c.wedding.slug}/save-the-date`)).statusCode).toBe(404);
  });
});
