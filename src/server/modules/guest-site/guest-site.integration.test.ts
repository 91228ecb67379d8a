import { and, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { guestMessages, outboxEmails, rsvps, siteSections, users, weddings } from '../../db/schema.ts';
import { createCoupleWithWedding } from '../../db/seed/factories.ts';
import { browser } from '../../testing/http.ts';
import { createTestApp, unique } from '../../testing/test-app.ts';
import { hashPassword } from '../auth/password-hash.ts';
import { ensureSiteSections } from './site-sections.ts';

const { app, db } = await createTestApp({ RATE_LIMIT_FACTOR: '50' });

async function site(
  overrides: Parameters<typeof createCoupleWithWedding>[1] extends infer T ? Partial<T> : never = {},
) {
  const email = `${unique()}@exemplo.com`;
  return {
    email,
    ...(await createCoupleWithWedding(db, {
      email,
      name1: 'Conceição',
      name2: 'Joaquim',
      weddingDate: '2031-10-11',
      slug: unique('site-'),
      sitePublished: true,
      ...overrides,
    })),
  };
}

/** A new published site and a guest's RSVP form posted to it from `ip` by a browser without JavaScript. */
async function rsvpWithoutScript(ip: string, body: string) {
  const { wedding } = await site();
  const res = await browser(app, ip).postForm('noivos', `/${wedding.slug}/rsvp`, body);
  return { wedding, res };
}

const rsvp = (extra: Record<string, unknown> = {}) => ({
  name: 'Tia Glória',
  attending: true,
  companions: 2,
  companionNames: ['Tio Ruy', 'Prima Lia'],
  phone: '(11) 99999-0000',
  ...extra,
});

describe('guest site', () => {
  it('renders the published site as HTML with the OG tags and the names, no JavaScript needed', async () => {
    const { wedding } = await site();
    const res = await browser(app).get('noivos', `/${wedding.slug}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<meta property="og:title" content="Conceição &#38; Joaquim | Nosso Sim">');
    expect(res.body).toMatch(
      /<meta property="og:description" content="[^"]*Conceição &#38; Joaquim vão se casar em 11 de outubro de 2031/,
    );
    expect(res.body).toContain(
      `<meta property="og:image" content="http://noivos.localhost:3000/${wedding.slug}/og.png">`,
    );
    expect(res.body).toContain('Conceição <span class="amp">&amp;</span> Joaquim');
    expect(res.body).toContain('id="confirme-sua-presenca"');
    const og = await browser(app).get('noivos', `/${wedding.slug}/og.png`);
    expect(og.headers['content-type']).toBe('image/png');
    expect(og.rawPayload.subarray(1, 4).toString()).toBe('PNG');
  });

  it("starts its script after the first paint, its forms' React at the guest's first touch (ADR 030)", async () => {
    const { wedding } = await site();
    const res = await browser(app).get('noivos', `/${wedding.slug}`);
    expect(res.body).toMatch(
      /<script src="\/static\/after-first-paint\.js" data-module="\/assets\/guest-[\w-]+\.js" data-preload="[^"]*" data-scope="\[data-island\]" defer><\/script>/,
    );
    expect(res.body).not.toContain('type="module"');
    // The islands are a chunk the page's script imports when needed, never preloaded.
    expect(res.body).not.toMatch(/guest-islands/);
  });

  it('answers 404 with the not-found page for unknown and deactivated sites, published or not', async () => {
    const off = await site();
    const offDraft = await site({ sitePublished: false });
    for (const couple of [off, offDraft])
      await db.update(users).set({ status: 'inactive' }).where(eq(users.id, couple.user.id));
    for (const slug of ['ninguem-tem-este-link', off.wedding.slug, offDraft.wedding.slug]) {
      const res = await browser(app).get('noivos', `/${slug}`);
      expect(res.statusCode, String(slug)).toBe(404);
      expect(res.body).toContain('Página não encontrada');
    }
  });

  it('shows "Site em preparação" for a site not yet published: 200, noindex, nothing of the couple', async () => {
    // Until issue 20 this address answered 404; a link already printed on an invitation now says
    // the site is on its way.
    const draft = await site({ sitePublished: false });
    const res = await browser(app).get('noivos', `/${draft.wedding.slug}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['x-robots-tag']).toBe('noindex');
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.body).toContain('<meta name="robots" content="noindex">');
    expect(res.body).toContain('<h1>Site em preparação</h1>');
    expect(res.body).toContain('Os noivos estão preparando este site. Volte em breve!');
    expect(res.body).toContain('<a href="http://localhost:3000/">Conhecer o Nosso Sim</a>');
    for (const secret of ['Conceição', 'Joaquim', '2031', 'outubro', 'og:'])
      expect(res.body, secret).not.toContain(secret);
    // Only the home says so: its other pages and its API stay unknown.
    for (const path of ['/presentes', '/agenda.ics', '/og.png'])
      expect((await browser(app).get('noivos', `/${draft.wedding.slug}${path}`)).statusCode, path).toBe(404);
    const api = await browser(app).post('noivos', `/api/sites/${draft.wedding.slug}/rsvps`, rsvp());
    expect(api.statusCode).toBe(404);
  });

  it('offers the wedding as an iCalendar file', async () => {
    const { wedding } = await site();
    const res = await browser(app).get('noivos', `/${wedding.slug}/agenda.ics`);
    expect(res.headers['content-type']).toContain('text/calendar');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="casamento-${wedding.slug}.ics"`);
    expect(res.body).toContain('DTSTART;VALUE=DATE:20311011');
    expect(res.body).toContain('SUMMARY:Casamento de Conceição & Joaquim');
  });

  it("writes the ceremony's time in UTC and its place in a valid iCalendar file", async () => {
    const { wedding } = await site();
    await ensureSiteSections(db, wedding.id, wedding.themeId);
    const place = 'Capela do Largo da Ordem, com estacionamento ao lado - Rua Mateus Leme, 1000 - Curitiba';
    await db
      .update(siteSections)
      .set({ content: { place, address: '', date: '', time: '17:15', notes: '' } })
      .where(and(eq(siteSections.weddingId, wedding.id), eq(siteSections.kind, 'cerimonia')));
    const ics = (await browser(app).get('noivos', `/${wedding.slug}/agenda.ics`)).body;
    const lines = ics.split('\r\n');
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(lines.every((l) => new TextEncoder().encode(l).length <= 75)).toBe(true);
    const unfolded = ics.replace(/\r\n /g, '').split('\r\n');
    expect(unfolded.slice(0, 2)).toEqual(['BEGIN:VCALENDAR', 'VERSION:2.0']);
    expect(unfolded.filter((l) => /^(BEGIN|END):/.test(l))).toEqual([
      'BEGIN:VCALENDAR',
      'BEGIN:VEVENT',
      'END:VEVENT',
      'END:VCALENDAR',
    ]);
    expect(unfolded).toEqual(
      expect.arrayContaining([
        `UID:${wedding.id}@noivos.localhost:3000`,
        'DTSTART:20311011T201500Z',
        'DTEND:20311012T021500Z',
        `LOCATION:${place.replaceAll(',', '\\,')}`,
      ]),
    );
    expect(ics).not.toContain('TZID');
  });
});

describe('password gate', () => {
  it('shows the gate, cannot be skipped through the API, and unlocks only with the right password', async () => {
    const { wedding } = await site();
    await db
      .update(weddings)
      .set({ sitePasswordHash: await hashPassword('segredo') })
      .where(eq(weddings.id, wedding.id));
    const guest = browser(app, '10.5.0.1');

    const gate = await guest.get('noivos', `/${wedding.slug}`);
    expect(gate.body).toContain('Este site é protegido por senha');
    expect(gate.body).not.toContain('id="confirme-sua-presenca"');
    expect((await guest.post('noivos', `/api/sites/${wedding.slug}/rsvps`, rsvp())).statusCode).toBe(403);
    expect(
      (await guest.post('noivos', `/api/sites/${wedding.slug}/messages`, { authorName: 'X', body: 'oi' }))
        .statusCode,
    ).toBe(403);
    expect((await guest.get('noivos', `/${wedding.slug}/agenda.ics`)).statusCode).toBe(403);
    const form = await guest.postForm(
      'noivos',
      `/${wedding.slug}/rsvp`,
      'name=Intruso&attending=sim&companions=0',
    );
    expect(form.statusCode).toBe(303);
    expect(await db.select().from(rsvps).where(eq(rsvps.weddingId, wedding.id))).toEqual([]);

    const wrong = await guest.postForm('noivos', `/${wedding.slug}/senha`, 'password=errada');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).toContain('Senha incorreta');
    const forged = await app.inject({
      method: 'GET',
      url: `/${wedding.slug}`,
      headers: { host: 'noivos.localhost:3000', cookie: `site_${wedding.id.replaceAll('-', '')}=qualquer` },
    });
    expect(forged.body).toContain('Este site é protegido por senha');

    const right = await guest.postForm('noivos', `/${wedding.slug}/senha`, 'password=segredo');
    expect(right.statusCode).toBe(303);
    expect((await guest.get('noivos', `/${wedding.slug}`)).body).toContain('id="confirme-sua-presenca"');
    expect((await guest.post('noivos', `/api/sites/${wedding.slug}/rsvps`, rsvp())).statusCode).toBe(200);

    // A new password locks the browser out again.
    await db
      .update(weddings)
      .set({ sitePasswordHash: await hashPassword('outra') })
      .where(eq(weddings.id, wedding.id));
    expect((await guest.get('noivos', `/${wedding.slug}`)).body).toContain('Este site é protegido por senha');
  });
});

describe('RSVP', () => {
  it('records an answer with companions, and answering again with the same name and contact updates it', async () => {
    const { wedding, email } = await site();
    const guest = browser(app, '10.5.1.1');
    const first = await guest.post('noivos', `/api/sites/${wedding.slug}/rsvps`, rsvp());
    expect(first.json()).toEqual({
      status: 'created',
      message: 'Presença confirmada! Os noivos vão adorar ver você.',
      answer: expect.objectContaining({ id: expect.any(String), attending: true }),
    });
    const again = await guest.post(
      'noivos',
      `/api/sites/${wedding.slug}/rsvps`,
      rsvp({ name: 'TIA GLORIA', companions: 1, companionNames: ['Tio Ruy'] }),
    );
    expect(again.json().status).toBe('updated');
    const rows = await db.select().from(rsvps).where(eq(rsvps.weddingId, wedding.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ companions: 1, companionNames: ['Tio Ruy'], phone: '11999990000' });
    // The couple's e-mail goes out from a job, once the answers are in (rsvp-outbox.ts).
    await vi.waitFor(
      async () => {
        const mails = await db.select().from(outboxEmails).where(eq(outboxEmails.to, email));
        expect(mails.map((m) => m.subject)).toContainEqual(
          expect.stringMatching(/^(Tia Glória|TIA GLORIA) confirmou presença no casamento$/),
        );
        const [row] = await db.select().from(rsvps).where(eq(rsvps.weddingId, wedding.id));
        expect(row?.mailPendingSince).toBeNull();
      },
      { timeout: 20_000, interval: 100 },
    );
  });

  it('works as a plain form post without JavaScript', async () => {
    const { wedding, res } = await rsvpWithoutScript(
      '10.5.1.2',
      'name=Dona+Cida&attending=sim&companions=2&companionNames=Seu+Zé%0D%0ABia&phone=&email=cida%40exemplo.com&note=Oba',
    );
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/${wedding.slug}?rsvp=sim#confirme-sua-presenca`);
    const [row] = await db.select().from(rsvps).where(eq(rsvps.weddingId, wedding.id));
    expect(row).toMatchObject({
      name: 'Dona Cida',
      companions: 2,
      companionNames: ['Seu Zé', 'Bia'],
      email: 'cida@exemplo.com',
    });
    const page = await browser(app).get('noivos', `/${wedding.slug}?rsvp=sim`);
    expect(page.body).toContain('Presença confirmada!');
  });

  it('without JavaScript, explains the exact problem and saves nothing', async () => {
    const { wedding, res } = await rsvpWithoutScript(
      '10.5.1.6',
      'name=Dona+Cida&attending=sim&companions=0&email=sem-arroba',
    );
    expect(res.headers.location).toBe(`/${wedding.slug}?rsvp=erro&motivo=RSVP_EMAIL#confirme-sua-presenca`);
    const page = await browser(app).get('noivos', `/${wedding.slug}?rsvp=erro&motivo=RSVP_EMAIL`);
    expect(page.body).toContain('role="alert">Por favor, insira um e-mail válido</p>');
    expect(await db.select().from(rsvps).where(eq(rsvps.weddingId, wedding.id))).toEqual([]);
    const unknown = await browser(app).get('noivos', `/${wedding.slug}?rsvp=erro&motivo=<b>qualquer</b>`);
    expect(unknown.body).not.toContain('qualquer');
  });

  it('needs a name for every companion', async () => {
    const { wedding } = await site();
    const res = await browser(app, '10.5.1.3').post(
      'noivos',
      `/api/sites/${wedding.slug}/rsvps`,
      rsvp({ companionNames: ['Só um'] }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Informe o nome de cada acompanhante.');
  });

  it('with invited households, matches the name without accents or case, keeps a stranger for the couple and enforces the companions cap', async () => {
    const { wedding, user, email } = await site();
    const couple = browser(app, '10.5.1.4');
    await db
      .update(users)
      .set({ passwordHash: await hashPassword('Bem-Casado-2027') })
      .where(eq(users.id, user.id));
    await couple.post('painel', '/api/auth/login', { email, password: 'Bem-Casado-2027' });
    expect(
      (
        await couple.post('painel', `/api/weddings/${wedding.id}/households`, {
          name: 'Glória Araújo',
          maxCompanions: 1,
        })
      ).statusCode,
    ).toBe(201);

    const guest = browser(app, '10.5.1.5');
    const stranger = await guest.post(
      'noivos',
      `/api/sites/${wedding.slug}/rsvps`,
      rsvp({ name: 'Penetra da Silva' }),
    );
    // Not on the list: the answer is kept, unlinked, for the couple ("Respostas sem convite").
    expect(stranger.json()).toMatchObject({ status: 'created', answer: { name: 'Penetra da Silva' } });
    const unlinked = await couple.get('painel', `/api/weddings/${wedding.id}/rsvp-unlinked`);
    expect(unlinked.json()).toEqual([expect.objectContaining({ name: 'Penetra da Silva', sameName: 0 })]);
    const tooMany = await guest.post(
      'noivos',
      `/api/sites/${wedding.slug}/rsvps`,
      rsvp({ name: 'gloria araujo' }),
    );
    expect(tooMany.json().error.message).toBe('Seu convite permite até 1 acompanhante.');
    const ok = await guest.post(
      'noivos',
      `/api/sites/${wedding.slug}/rsvps`,
      rsvp({ name: 'gloria araujo', companions: 1, companionNames: ['Ruy'] }),
    );
    expect(ok.statusCode).toBe(200);
  });
});

describe('message wall', () => {
  const payloads = ['<script>alert("x")</script>', '<img src=x onerror="alert(1)">'];

  it('stores hostile text as typed and shows it inert, as text', async () => {
    const { wedding } = await site();
    const guest = browser(app, '10.5.2.1');
    for (const body of payloads) {
      const res = await guest.post('noivos', `/api/sites/${wedding.slug}/messages`, {
        authorName: '<b>Hacker</b>',
        body,
      });
      expect(res.statusCode).toBe(201);
    }
    const stored = await db
      .select({ body: guestMessages.body })
      .from(guestMessages)
      .where(eq(guestMessages.weddingId, wedding.id));
    expect(stored.map((m) => m.body).sort()).toEqual([...payloads].sort());
    const page = (await guest.get('noivos', `/${wedding.slug}`)).body;
    expect(page).not.toContain('<script>alert');
    expect(page).not.toContain('<img src=x');
    expect(page).not.toContain('<b>Hacker</b>');
    expect(page).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(page).toContain('&lt;img src=x onerror=&quot;alert(1)&quot;&gt;');
  });

  it('drops bots that fill the honeypot, and holds messages for approval when the couple asks', async () => {
    const { wedding } = await site();
    const guest = browser(app, '10.5.2.2');
    const bot = await guest.post('noivos', `/api/sites/${wedding.slug}/messages`, {
      authorName: 'Bot',
      body: 'compre já',
      website: 'http://spam',
    });
    expect(bot.statusCode).toBe(201);
    expect(await db.select().from(guestMessages).where(eq(guestMessages.weddingId, wedding.id))).toEqual([]);

    await db
      .update(weddings)
      .set({ siteSettings: { messagesRequireApproval: true } })
      .where(eq(weddings.id, wedding.id));
    // Written behind the app's back here; the panel's API tells the caches itself.
    await app.siteChanged(wedding.id);
    const held = await guest.post('noivos', `/api/sites/${wedding.slug}/messages`, {
      authorName: 'Ana',
      body: 'Felicidades!',
    });
    expect(held.json()).toMatchObject({
      status: 'pending',
      message: 'Recado enviado! Ele aparece aqui assim que os noivos aprovarem.',
      item: null,
    });
    expect((await guest.get('noivos', `/${wedding.slug}`)).body).not.toContain('Felicidades!');
  });

  it('limits message length', async () => {
    const { wedding } = await site();
    const guest = browser(app, '10.5.2.3');
    const long = await guest.post('noivos', `/api/sites/${wedding.slug}/messages`, {
      authorName: 'Ana',
      body: 'x'.repeat(1001),
    });
    expect(long.json().error.message).toBe('A mensagem pode ter até 1000 caracteres.');
  });
});
