import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { defaultSections } from '../../../shared/theme-design.ts';
import { siteSections, weddings } from '../../db/schema.ts';
import { mp3Sample } from '../../testing/audio-samples.ts';
import {
  expectKeptOut,
  type SignedInCouple,
  signedInCouple as signedInCoupleOf,
} from '../../testing/couples.ts';
import { browser } from '../../testing/http.ts';
import { multipartFile, plainImage } from '../../testing/multipart.ts';
import { createTestApp } from '../../testing/test-app.ts';

const { app, db } = await createTestApp({ RATE_LIMIT_FACTOR: '50' });

const signedInCouple = () => signedInCoupleOf(app, db, { sitePublished: true }, '10.6.0.1');

async function upload(
  b: SignedInCouple['b'],
  weddingId: string,
  body: ReturnType<typeof multipartFile>,
  kind = 'image',
) {
  return b.request('painel', {
    method: 'POST',
    url: `/api/weddings/${weddingId}/media?kind=${kind}`,
    ...body,
  });
}

describe('site editor', () => {
  it('edits sections: rename, hide, reorder, content; the guest site follows', async () => {
    const { b, wedding } = await signedInCouple();
    const state = (await b.get('painel', `/api/weddings/${wedding.id}/site`)).json();
    expect(state.sections.map((s: { kind: string }) => s.kind)).toEqual(defaultSections.map((d) => d.slug));
    const byKind = (k: string) => state.sections.find((s: { kind: string }) => s.kind === k);
    await b.request('painel', {
      method: 'PATCH',
      url: `/api/weddings/${wedding.id}/site/sections/${byKind('o-casal').id}`,
      payload: { title: 'Nossa história', content: { story: 'Era uma vez <b>nós</b>.' } },
    });
    await b.request('painel', {
      method: 'PATCH',
      url: `/api/weddings/${wedding.id}/site/sections/${byKind('padrinhos').id}`,
      payload: { visible: false },
    });
    const blank = await b.request('painel', {
      method: 'PATCH',
      url: `/api/weddings/${wedding.id}/site/sections/${byKind('recados').id}`,
      payload: { title: '   ' },
    });
    expect(blank.json().error.message).toBe('O nome da seção não pode ficar vazio.');
    const ids = state.sections.map((s: { id: string }) => s.id);
    const moved = [ids[0], ids[6], ...ids.slice(1, 6), ids[7]];
    expect(
      (await b.put('painel', `/api/weddings/${wedding.id}/site/sections/order`, { ids: moved })).statusCode,
    ).toBe(200);
    expect(
      (await b.put('painel', `/api/weddings/${wedding.id}/site/sections/order`, { ids: ids.slice(1) }))
        .statusCode,
    ).toBe(400);

    const page = (await browser(app).get('noivos', `/${wedding.slug}`)).body;
    expect(page).toContain('Nossa história');
    expect(page).toContain('Era uma vez &lt;b&gt;nós&lt;/b&gt;.');
    expect(page).not.toContain('id="padrinhos"');
    expect(page.indexOf('id="confirme-sua-presenca"')).toBeLessThan(page.indexOf('id="o-casal"'));
  });

  it('adds and deletes extra sections; default ones can only be hidden', async () => {
    const { b, wedding } = await signedInCouple();
    const added = await b.post('painel', `/api/weddings/${wedding.id}/site/sections`, { kind: 'videos' });
    expect(added.statusCode).toBe(201);
    await b.request('painel', {
      method: 'PATCH',
      url: `/api/weddings/${wedding.id}/site/sections/${added.json().id}`,
      payload: { content: { videos: [{ url: 'https://youtu.be/dQw4w9WgXcQ', title: 'Pedido' }] } },
    });
    expect((await browser(app).get('noivos', `/${wedding.slug}`)).body).toContain(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    );
    expect(
      (
        await b.request('painel', {
          method: 'DELETE',
          url: `/api/weddings/${wedding.id}/site/sections/${added.json().id}`,
        })
      ).statusCode,
    ).toBe(200);
    const [home] = await db
      .select()
      .from(siteSections)
      .where(eq(siteSections.weddingId, wedding.id))
      .limit(1);
    const refused = await b.request('painel', {
      method: 'DELETE',
      url: `/api/weddings/${wedding.id}/site/sections/${home!.id}`,
    });
    expect(refused.json().error.message).toBe('Seções padrão não podem ser excluídas, apenas ocultadas.');
  });

  it('publishes, unpublishes, hides from search and sets, changes and removes the password', async () => {
    const { b, wedding } = await signedInCouple();
    await b.put('painel', `/api/weddings/${wedding.id}/site/publication`, { published: false });
    // Guests read "Site em preparação" (200, noindex) instead of the 404 of before issue 20.
    const hidden = await browser(app).get('noivos', `/${wedding.slug}`);
    expect(hidden.statusCode).toBe(200);
    expect(hidden.body).toContain('Site em preparação');
    expect(hidden.body).not.toContain('Ana <span class="amp">');
    await b.put('painel', `/api/weddings/${wedding.id}/site/publication`, { published: true });
    await b.put('painel', `/api/weddings/${wedding.id}/site/search-visibility`, { hidden: true });
    await b.put('painel', `/api/weddings/${wedding.id}/site/password`, { password: 'casamento' });
    expect((await browser(app).get('noivos', `/${wedding.slug}`)).body).toContain(
      'Este site é protegido por senha',
    );
    expect(
      (await b.put('painel', `/api/weddings/${wedding.id}/site/password`, { password: 'ab' })).json().error
        .message,
    ).toBe('A senha do site precisa ter pelo menos 8 caracteres.');
    expect(
      (await b.put('painel', `/api/weddings/${wedding.id}/site/password`, { password: 'abc1234' }))
        .statusCode,
    ).toBe(400);
    await b.put('painel', `/api/weddings/${wedding.id}/site/password`, { password: null });
    expect((await browser(app).get('noivos', `/${wedding.slug}`)).body).toContain(
      'id="confirme-sua-presenca"',
    );
    const [w] = await db.select().from(weddings).where(eq(weddings.id, wedding.id));
    expect(w).toMatchObject({ sitePublished: true, hiddenFromSearch: true, sitePasswordHash: null });
  });

  it('leaves out sections that would only say their content comes "em breve", on the site and its preview', async () => {
    const { b, wedding } = await signedInCouple();
    const state = (await b.get('painel', `/api/weddings/${wedding.id}/site`)).json();
    const byKind = (kind: string) => state.sections.find((s: { kind: string }) => s.kind === kind);
    const site = async () => (await browser(app).get('noivos', `/${wedding.slug}`)).body;
    const preview = async () => (await b.get('painel', `/api/weddings/${wedding.id}/site/preview`)).body;
    for (const page of [await site(), await preview()]) {
      expect(page).not.toContain('Os padrinhos serão apresentados em breve.');
      expect(page).not.toContain('id="padrinhos"');
      expect(page).not.toContain('Em breve, a nossa história.');
      expect(page).not.toContain('id="o-casal"');
    }

    const write = (kind: string, content: object) =>
      b.request('painel', {
        method: 'PATCH',
        url: `/api/weddings/${wedding.id}/site/sections/${byKind(kind).id}`,
        payload: { content },
      });
    await write('padrinhos', { people: [{ name: 'Marina Souza', role: 'Madrinha' }] });
    await write('o-casal', { story: 'Nos conhecemos numa roda de samba.' });
    for (const page of [await site(), await preview()]) {
      expect(page).toContain('id="padrinhos"');
      expect(page).toContain('Marina Souza');
      expect(page).toContain('id="o-casal"');
      expect(page).toContain('Nos conhecemos numa roda de samba.');
    }
  });

  it('previews the site before publication, for the owner only', async () => {
    const { b, wedding } = await signedInCouple();
    await b.put('painel', `/api/weddings/${wedding.id}/site/publication`, { published: false });
    const preview = await b.get('painel', `/api/weddings/${wedding.id}/site/preview`);
    expect(preview.statusCode).toBe(200);
    expect(preview.body).toContain('Ana <span class="amp">&amp;</span> Rui');
    const other = await signedInCouple();
    expect((await other.b.get('painel', `/api/weddings/${wedding.id}/site/preview`)).statusCode).toBe(404);
  });
});

describe('uploads', () => {
  it('re-encodes a photo and uses it as the cover', async () => {
    const { b, wedding } = await signedInCouple();
    const png = await plainImage('png', 1200, 800);
    const res = await upload(b, wedding.id, multipartFile('foto.png', 'image/png', png));
    expect(res.statusCode).toBe(201);
    const item = res.json();
    expect(item).toMatchObject({ kind: 'image', width: 1200, height: 800 });
    expect(item.url).toMatch(/^\/media\/[0-9a-f-]{36}\.webp$/);
    const served = await browser(app).get('noivos', item.url);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');

    await b.put('painel', `/api/weddings/${wedding.id}/site/settings`, {
      intro: { coverMediaId: item.id, headline: 'Vem aí!', showDate: true, countdown: false },
    });
    const page = (await browser(app).get('noivos', `/${wedding.slug}`)).body;
    expect(page).toContain(`src="${item.url}"`);
    expect(page).toContain('Vem aí!');
    expect(page).not.toContain('data-countdown');
  });

  it("serves a locked site's photos only with its unlock cookie and never with a public cache", async () => {
    const { b, wedding } = await signedInCouple();
    const png = await plainImage('png', 40, 30, '#335577');
    const { url } = (await upload(b, wedding.id, multipartFile('foto.png', 'image/png', png))).json();
    const open = await browser(app).get('noivos', url);
    expect(open.statusCode).toBe(200);
    expect(open.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    await b.put('painel', `/api/weddings/${wedding.id}/site/password`, { password: 'casamento' });
    const stranger = await browser(app, '10.6.0.9').get('noivos', url);
    expect(stranger.statusCode).toBe(403);
    expect(stranger.rawPayload.subarray(0, 4).toString()).not.toBe('RIFF');

    const guest = browser(app, '10.6.0.8');
    await guest.postForm('noivos', `/${wedding.slug}/senha`, 'password=casamento');
    const unlocked = await guest.get('noivos', url);
    expect(unlocked.statusCode).toBe(200);
    expect(unlocked.headers['content-type']).toBe('image/webp');
    expect(unlocked.headers['cache-control']).toBe('private, max-age=3600');
    // The couple sees its own photos in the panel.
    const own = await b.get('painel', url);
    expect(own.statusCode).toBe(200);
    expect(own.headers['cache-control']).toBe('private, max-age=3600');
  });

  it('refuses files that are not images, even named .jpg', async () => {
    const { b, wedding } = await signedInCouple();
    const res = await upload(
      b,
      wedding.id,
      multipartFile('foto.jpg', 'image/jpeg', Buffer.from('<html><script>alert(1)</script></html>')),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Envie uma imagem JPG, PNG, WebP ou HEIC.');
  });

  it('refuses files over 10 MB', async () => {
    const { b, wedding } = await signedInCouple();
    const res = await upload(
      b,
      wedding.id,
      multipartFile('grande.jpg', 'image/jpeg', Buffer.alloc(10 * 1024 * 1024 + 10, 1)),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('O arquivo é maior que 10 MB.');
  });

  it('refuses pixel floods (a tiny file declaring a huge image)', async () => {
    const { b, wedding } = await signedInCouple();
    const flood = await sharp({ create: { width: 10_000, height: 10_000, channels: 3, background: '#000' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(flood.length).toBeLessThan(1024 * 1024);
    const res = await upload(b, wedding.id, multipartFile('flood.png', 'image/png', flood));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('A imagem é grande demais. Envie uma foto de até 40 megapixels.');
  });

  it('accepts music by its bytes and refuses anything else as audio', async () => {
    const { b, wedding } = await signedInCouple();
    expect(
      (await upload(b, wedding.id, multipartFile('musica.mp3', 'audio/mpeg', mp3Sample()), 'audio'))
        .statusCode,
    ).toBe(201);
    const fake = await upload(
      b,
      wedding.id,
      multipartFile('musica.mp3', 'audio/mpeg', Buffer.from('nada a ver')),
      'audio',
    );
    expect(fake.json().error.message).toBe('Envie um arquivo de áudio MP3, M4A, OGG ou WAV.');
  });

  it('plays a YouTube or Spotify link on the guest site, over an uploaded song, and refuses other links', async () => {
    const { b, wedding } = await signedInCouple();
    const settingsUrl = `/api/weddings/${wedding.id}/site/settings`;
    const song = (
      await upload(b, wedding.id, multipartFile('musica.mp3', 'audio/mpeg', mp3Sample()), 'audio')
    ).json();
    const refused = await b.put('painel', settingsUrl, {
      music: { mediaId: song.id, url: 'https://exemplo.com/nossa-musica.mp3' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe('Use um link do YouTube ou do Spotify.');

    await b.put('painel', settingsUrl, { music: { mediaId: song.id, url: null } });
    let page = (await browser(app).get('noivos', `/${wedding.slug}`)).body;
    expect(page).toContain(`<audio src="${song.url}"`);
    expect(page).not.toContain('id="musica"');

    const link = 'https://youtu.be/dQw4w9WgXcQ?si=abc';
    const saved = await b.put('painel', settingsUrl, { music: { mediaId: song.id, url: ` ${link} ` } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().music).toEqual({ mediaId: song.id, url: link });
    page = (await browser(app).get('noivos', `/${wedding.slug}`)).body;
    expect(page).toContain(
      '<iframe class="music-player music-player-youtube" src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" title="Nossa música no YouTube"',
    );
    expect(page).not.toContain('<audio');

    await b.put('painel', settingsUrl, {
      music: { mediaId: null, url: 'https://open.spotify.com/intl-pt/album/4uLU6hMCjMI75M1A2tKUQC?si=x' },
    });
    const res = await browser(app).get('noivos', `/${wedding.slug}`);
    expect(res.body).toContain('src="https://open.spotify.com/embed/album/4uLU6hMCjMI75M1A2tKUQC"');
    expect(res.body).toContain('title="Nossa música no Spotify"');
    const frameSrc = String(res.headers['content-security-policy'])
      .split(';')
      .find((d) => d.startsWith('frame-src'));
    expect(frameSrc?.split(' ')).toEqual(
      expect.arrayContaining(['https://www.youtube-nocookie.com', 'https://open.spotify.com']),
    );
  });
});

describe('another couple', () => {
  it('cannot read or change this couple’s site, RSVPs, messages or uploads', async () => {
    const owner = await signedInCouple();
    await expectKeptOut(await signedInCouple(), owner, (intruder) => [
      intruder.get('/site'),
      intruder.put('/site/settings', { messagesRequireApproval: true }),
      intruder.put('/site/publication', { published: false }),
      intruder.put('/site/password', { password: 'roubado-agora' }),
      intruder.get('/rsvps'),
      intruder.get('/rsvps.csv'),
      intruder.get('/messages'),
      intruder.get('/households'),
      intruder.get('/media'),
      intruder.get('/events'),
    ]);
    const [w] = await db.select().from(weddings).where(eq(weddings.id, owner.wedding.id));
    expect(w).toMatchObject({ sitePublished: true, sitePasswordHash: null });
  });
});
