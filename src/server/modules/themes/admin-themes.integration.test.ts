import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { assetRuleMessage } from '../../../shared/assets.ts';
import { defaultSections } from '../../../shared/theme-design.ts';
import { type ThemeDetail, themeInUseMessage, themeMessages } from '../../../shared/theme-studio.ts';
import { auditLog, themeSections, themes } from '../../db/schema.ts';
import { signedInAdmin } from '../../testing/admins.ts';
import { signedInCouple } from '../../testing/couples.ts';
import { browser } from '../../testing/http.ts';
import { multipartFile } from '../../testing/multipart.ts';
import { createTestApp, unique } from '../../testing/test-app.ts';

const { app, db } = await createTestApp({ RATE_LIMIT_FACTOR: '1000' });
const admin = (await signedInAdmin(app, db, '10.44.0.1')).b;

async function newTheme(): Promise<ThemeDetail> {
  const res = await admin.post('admin', '/api/admin/themes');
  expect(res.statusCode).toBe(201);
  return res.json();
}

const patch = (url: string, payload: object) => admin.request('admin', { method: 'PATCH', url, payload });
const del = (url: string) => admin.request('admin', { method: 'DELETE', url });

async function storedPositions(themeId: string) {
  return db
    .select({ id: themeSections.id, position: themeSections.position })
    .from(themeSections)
    .where(eq(themeSections.themeId, themeId))
    .orderBy(asc(themeSections.position));
}

describe('who may call the themes studio', () => {
  it('refuses couples (403) and anonymous callers (401) on every theme route', async () => {
    const couple = await signedInCouple(app, db, {}, '10.44.0.2');
    const anonymous = browser(app, '10.44.0.3');
    const id = randomUUID();
    const routes: [string, string][] = [
      ['GET', '/api/admin/themes'],
      ['POST', '/api/admin/themes'],
      ['GET', `/api/admin/themes/${id}`],
      ['PATCH', `/api/admin/themes/${id}`],
      ['DELETE', `/api/admin/themes/${id}`],
      ['POST', `/api/admin/themes/${id}/publish`],
      ['POST', `/api/admin/themes/${id}/duplicate`],
      ['POST', `/api/admin/themes/${id}/preview`],
      ['PUT', `/api/admin/themes/${id}/content`],
      ['POST', `/api/admin/themes/${id}/sections`],
      ['PUT', `/api/admin/themes/${id}/sections/order`],
      ['PATCH', `/api/admin/themes/${id}/sections/${id}`],
      ['DELETE', `/api/admin/themes/${id}/sections/${id}`],
      ['POST', '/api/admin/assets?purpose=theme-thumbnail'],
    ];
    for (const [method, url] of routes) {
      const payload = method === 'GET' || method === 'DELETE' ? undefined : {};
      const asCouple = await couple.b.request('painel', { method: method as 'GET', url, payload });
      const asNobody = await anonymous.request('admin', { method: method as 'GET', url, payload });
      expect([method, url, asCouple.statusCode]).toEqual([method, url, 403]);
      expect([method, url, asNobody.statusCode]).toEqual([method, url, 401]);
    }
  });
});

describe('themes', () => {
  it('creates "Novo Tema", rascunho 1.0, with the eight default sections in order, and audits it', async () => {
    const theme = await newTheme();
    expect(theme).toMatchObject({ name: 'Novo Tema', status: 'rascunho', version: '1.0', sitesUsing: 0 });
    expect(theme.createdBy).toMatch(/@exemplo\.com$/);
    expect(theme.sections.map((s) => [s.name, s.slug, s.type, s.position, s.visible])).toEqual(
      defaultSections.map((s, i) => [s.name, s.slug, 'default', i + 1, true]),
    );
    const [entry] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'theme.create'), eq(auditLog.targetId, theme.id)));
    expect(entry?.targetType).toBe('theme');
  });

  it('lists the seeded themes and filters by accent-insensitive name, status and tag', async () => {
    const all = (await admin.get('admin', '/api/admin/themes')).json();
    expect(all.summary.byStatus.publicado).toBeGreaterThanOrEqual(9);
    expect(all.pageSize).toBe(20);
    const classico = (await admin.get('admin', '/api/admin/themes?search=CLASSICO')).json();
    expect(classico.items.map((t: { name: string }) => t.name)).toContain('Clássico');

    const mine = await newTheme();
    const name = `Aurora ${unique()}`;
    await patch(`/api/admin/themes/${mine.id}`, { name, tags: ['Praia', 'Tropical'], status: 'em_revisao' });
    const byName = (await admin.get('admin', `/api/admin/themes?search=${encodeURIComponent(name)}`)).json();
    expect(byName.items.map((t: { id: string }) => t.id)).toEqual([mine.id]);
    const both = `/api/admin/themes?search=${encodeURIComponent(name)}&status=em_revisao&tag=Praia`;
    expect((await admin.get('admin', both)).json().total).toBe(1);
    const wrongTag = `/api/admin/themes?search=${encodeURIComponent(name)}&tag=Vintage`;
    expect((await admin.get('admin', wrongTag)).json().total).toBe(0);
    const wrongStatus = `/api/admin/themes?search=${encodeURIComponent(name)}&status=publicado`;
    expect((await admin.get('admin', wrongStatus)).json().total).toBe(0);
  });

  it('saves basic information and design, refusing an empty name with the message', async () => {
    const theme = await newTheme();
    const empty = await patch(`/api/admin/themes/${theme.id}`, { name: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe(themeMessages.nameRequired);
    const design = {
      ...theme.design,
      colors: { ...theme.design.colors, primary: '#123456' },
      typography: { ...theme.design.typography, headingFont: 'Great Vibes' },
    };
    const saved = await patch(`/api/admin/themes/${theme.id}`, {
      name: 'Luar',
      description: 'Noite estrelada',
      tags: ['Elegante'],
      design,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ name: 'Luar', description: 'Noite estrelada', tags: ['Elegante'] });
    expect(saved.json().design.colors.primary).toBe('#123456');
    const outside = await patch(`/api/admin/themes/${theme.id}`, {
      design: {
        ...design,
        background: { useImage: true, imageUrl: 'https://x.example/a.png', fallbackColor: '#FFFFFF' },
      },
    });
    expect(outside.statusCode).toBe(400);
  });

  it('publishes with the next version; only published themes reach couples, who cannot pick a draft', async () => {
    const draft = await newTheme();
    const couple = await signedInCouple(app, db, {}, '10.44.0.4');
    const offered = async () =>
      (await couple.b.get('painel', '/api/themes')).json().map((t: { id: string }) => t.id) as string[];
    expect(await offered()).not.toContain(draft.id);
    const refused = await couple.b.put('painel', `/api/weddings/${couple.wedding.id}/theme`, {
      themeId: draft.id,
    });
    expect(refused.statusCode).toBe(404);

    const published = await admin.post('admin', `/api/admin/themes/${draft.id}/publish`);
    expect(published.json()).toMatchObject({ status: 'publicado', version: '1.1' });
    expect(await offered()).toContain(draft.id);
    const chosen = await couple.b.put('painel', `/api/weddings/${couple.wedding.id}/theme`, {
      themeId: draft.id,
    });
    expect(chosen.statusCode).toBe(200);
    expect((await admin.post('admin', `/api/admin/themes/${draft.id}/publish`)).json().version).toBe('1.2');

    await patch(`/api/admin/themes/${draft.id}`, { status: 'arquivado' });
    expect(await offered()).not.toContain(draft.id);
  });

  it('refuses to delete a theme in use (archive it instead) and deletes one no site uses', async () => {
    const used = await newTheme();
    await admin.post('admin', `/api/admin/themes/${used.id}/publish`);
    const couple = await signedInCouple(app, db, {}, '10.44.0.5');
    await couple.b.put('painel', `/api/weddings/${couple.wedding.id}/theme`, { themeId: used.id });
    const refused = await del(`/api/admin/themes/${used.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(themeInUseMessage(1));
    expect((await admin.get('admin', `/api/admin/themes/${used.id}`)).json().sitesUsing).toBe(1);

    const unused = await newTheme();
    expect((await del(`/api/admin/themes/${unused.id}`)).statusCode).toBe(200);
    expect((await admin.get('admin', `/api/admin/themes/${unused.id}`)).statusCode).toBe(404);
    expect(await db.select().from(themeSections).where(eq(themeSections.themeId, unused.id))).toEqual([]);
  });

  it('duplicates a theme as a draft copy with its sections and blocks', async () => {
    const theme = await newTheme();
    const [home] = theme.sections;
    await admin.put('admin', `/api/admin/themes/${theme.id}/content`, {
      sections: [
        {
          id: home!.id,
          blocks: [{ id: 'b1', type: 'quote', content: { text: 'O amor tudo suporta', author: 'Paulo' } }],
          style: { background: 'color', backgroundColor: '#FAFAFA', graphic: 'none' },
        },
      ],
    });
    await admin.post('admin', `/api/admin/themes/${theme.id}/publish`);
    const copy = await admin.post('admin', `/api/admin/themes/${theme.id}/duplicate`);
    expect(copy.statusCode).toBe(201);
    expect(copy.json()).toMatchObject({ name: 'Cópia de Novo Tema', status: 'rascunho', version: '1.0' });
    expect(copy.json().sections).toHaveLength(8);
    expect(copy.json().sections[0].blocks[0].content.text).toBe('O amor tudo suporta');
    expect(copy.json().sections[0].style).toMatchObject({ background: 'color', graphic: 'none' });
  });

  it('renders a preview with unsaved design and blocks', async () => {
    const theme = await newTheme();
    const res = await admin.post('admin', `/api/admin/themes/${theme.id}/preview`, {
      design: { ...theme.design, colors: { ...theme.design.colors, primary: '#0A7E8C' } },
      sections: [
        {
          id: theme.sections[1]!.id,
          blocks: [{ id: 'q', type: 'quote', content: { text: 'Frase da prévia', author: '' } }],
          style: {},
        },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('--c-primary:#0A7E8C');
    expect(res.body).toContain('Frase da prévia');
    expect(res.body).toContain('Ana <span class="amp">&amp;</span> Rui');
  });
});

describe('the cover layout setting', () => {
  it('saves a layout the studio offers, refuses another without changing the theme, and previews it', async () => {
    const theme = await newTheme();
    expect(theme.design.heroLayout).toBe('centered');
    const url = `/api/admin/themes/${theme.id}`;
    const refused = await patch(url, { design: { ...theme.design, heroLayout: 'diagonal' } });
    expect(refused.statusCode).toBe(400);
    expect((await admin.get('admin', url)).json().design.heroLayout).toBe('centered');

    const saved = await patch(url, { design: { ...theme.design, heroLayout: 'arch' } });
    expect(saved.statusCode).toBe(200);
    expect((await admin.get('admin', url)).json().design.heroLayout).toBe('arch');
    const preview = await admin.post('admin', `${url}/preview`, {});
    expect(preview.body).toContain('<header id="home" class="cover cover-arch"');
  });
});

describe('theme sections', () => {
  it('renames with the slug of SPEC 5, hides, adds and deletes pages; default sections stay', async () => {
    const theme = await newTheme();
    const base = `/api/admin/themes/${theme.id}/sections`;
    const casal = theme.sections[1]!;
    const renamed = await patch(`${base}/${casal.id}`, { name: '  Nossa   História! ' });
    expect(renamed.json()).toMatchObject({
      name: 'Nossa   História!',
      slug: 'nossa-historia',
      key: 'o-casal',
    });
    expect((await patch(`${base}/${casal.id}`, { name: '' })).statusCode).toBe(400);
    expect((await patch(`${base}/${casal.id}`, { visible: false })).json().visible).toBe(false);

    const page = await admin.post('admin', base);
    expect(page.statusCode).toBe(201);
    expect(page.json()).toMatchObject({ name: 'Nova Página', type: 'custom', position: 9, visible: true });
    expect(page.json().slug).toMatch(/^nova-pagina-\d+$/);

    const defaultDelete = await del(`${base}/${casal.id}`);
    expect(defaultDelete.statusCode).toBe(400);
    expect(defaultDelete.json().error.message).toBe(themeMessages.defaultsHelp);

    const second = (await admin.post('admin', base)).json();
    const afterDelete = await del(`${base}/${page.json().id}`);
    expect(afterDelete.json().map((s: { position: number }) => s.position)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9,
    ]);
    expect(afterDelete.json().at(-1).id).toBe(second.id);
  });

  it('refuses an order that does not list every section exactly once', async () => {
    const theme = await newTheme();
    const ids = theme.sections.map((s) => s.id);
    const url = `/api/admin/themes/${theme.id}/sections/order`;
    for (const wrong of [ids.slice(1), [...ids, ids[0]], [...ids.slice(1), randomUUID()]]) {
      expect((await admin.put('admin', url, { ids: wrong })).statusCode).toBe(400);
    }
    expect((await storedPositions(theme.id)).map((s) => s.id)).toEqual(ids);
  });

  it('keeps positions 1..n and one of the sent orders under concurrent reorders, adds and deletes', async () => {
    const theme = await newTheme();
    const ids = theme.sections.map((s) => s.id);
    const url = `/api/admin/themes/${theme.id}/sections/order`;
    const orders = Array.from({ length: 12 }, (_, i) => {
      const copy = [...ids];
      copy.push(...copy.splice(0, (i % 7) + 1));
      return copy;
    });
    const results = await Promise.all(orders.map((o) => admin.put('admin', url, { ids: o })));
    expect(results.map((r) => r.statusCode)).toEqual(orders.map(() => 200));
    const stored = await storedPositions(theme.id);
    expect(stored.map((s) => s.position)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(orders.map((o) => o.join())).toContain(stored.map((s) => s.id).join());

    // Reorders racing with added and deleted pages: some orders go stale and are refused, but
    // positions never repeat or leave gaps.
    const pages = await Promise.all(
      [1, 2, 3].map(() => admin.post('admin', `/api/admin/themes/${theme.id}/sections`)),
    );
    const now = (await storedPositions(theme.id)).map((s) => s.id);
    await Promise.all([
      admin.put('admin', url, { ids: [...now].reverse() }),
      del(`/api/admin/themes/${theme.id}/sections/${pages[0]!.json().id}`),
      admin.put('admin', url, { ids: now }),
      admin.post('admin', `/api/admin/themes/${theme.id}/sections`),
      admin.put('admin', url, { ids: [...now.slice(1), now[0]!] }),
    ]);
    const final = await storedPositions(theme.id);
    expect(final.map((s) => s.position)).toEqual(final.map((_, i) => i + 1));
    expect(new Set(final.map((s) => s.id)).size).toBe(final.length);
  });

  it('saves the builder blocks and styles, refusing unknown blocks and images from elsewhere', async () => {
    const theme = await newTheme();
    const url = `/api/admin/themes/${theme.id}/content`;
    const id = theme.sections[0]!.id;
    const ok = await admin.put('admin', url, {
      sections: [
        {
          id,
          blocks: [
            { id: 'a', type: 'title', content: { text: 'Bem-vindos', alignment: 'left' } },
            { id: 'b', type: 'list', content: { items: ['Traje: esporte fino'] } },
            { id: 'c', type: 'map', content: { address: 'Av. Paulista, 1000' } },
          ],
          style: { graphic: 'image', graphicUrl: '/media/ornamento.webp' },
        },
      ],
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()[0].blocks.map((b: { type: string }) => b.type)).toEqual(['title', 'list', 'map']);
    expect(ok.json()[0].blocks[2].content.showDirections).toBe(true);

    const bad = [
      { id, blocks: [{ id: 'x', type: 'marquee', content: {} }], style: {} },
      {
        id,
        blocks: [{ id: 'x', type: 'single-image', content: { src: 'https://x.example/a.png' } }],
        style: {},
      },
      { id, blocks: [], style: { background: 'image' } },
      { id: randomUUID(), blocks: [], style: {} },
    ];
    for (const section of bad) {
      expect((await admin.put('admin', url, { sections: [section] })).statusCode).toBe(400);
    }
    const [stored] = await db.select().from(themeSections).where(eq(themeSections.id, id));
    expect(stored?.blocks).toHaveLength(3);
  });
});

describe('theme images', () => {
  const png = (size: number) =>
    sharp({ create: { width: size, height: size, channels: 3, background: '#30B8B2' } })
      .png()
      .toBuffer();
  const upload = (purpose: string, name: string, type: string, bytes: Buffer) =>
    admin.request('admin', {
      method: 'POST',
      url: `/api/admin/assets?purpose=${purpose}`,
      ...multipartFile(name, type, bytes),
    });

  it('refuses thumbnails over 2 MB, backgrounds over 5 MB and files that are not images', async () => {
    const padded = async (bytes: number) => Buffer.concat([await png(32), Buffer.alloc(bytes)]);
    const thumb = await upload(
      'theme-thumbnail',
      'miniatura.png',
      'image/png',
      await padded(2 * 1024 * 1024),
    );
    expect(thumb.statusCode).toBe(400);
    expect(thumb.json().error.message).toBe('Envie uma imagem PNG ou JPG de até 2 MB.');
    const bg = await upload('theme-background', 'fundo.png', 'image/png', await padded(5 * 1024 * 1024));
    expect(bg.statusCode).toBe(400);
    expect(bg.json().error.message).toBe('Envie uma imagem PNG ou JPG de até 5 MB.');
    const text = await upload(
      'theme-graphic',
      'grafismo.png',
      'image/png',
      Buffer.from('<svg onload=alert(1)>'),
    );
    expect(text.statusCode).toBe(400);
    expect(text.json().error.message).toBe(assetRuleMessage('theme-graphic'));
  });

  it('stores a thumbnail the theme then shows', async () => {
    const theme = await newTheme();
    const res = await upload('theme-thumbnail', 'miniatura.png', 'image/png', await png(1600));
    expect(res.statusCode).toBe(201);
    const saved = await patch(`/api/admin/themes/${theme.id}`, { thumbnailUrl: res.json().url });
    expect(saved.json().thumbnailUrl).toBe(res.json().url);
    const [row] = await db.select({ url: themes.thumbnailUrl }).from(themes).where(eq(themes.id, theme.id));
    expect(row?.url).toBe(res.json().url);
  });
});
