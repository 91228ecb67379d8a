// What couples and guests see of a theme made in the studio: its design, graphics, section styles
// and blocks, read when the page renders, so an edited theme shows at once.
import { describe, expect, it } from 'vitest';
import type { ThemeDetail } from '../../../shared/theme-studio.ts';
import { signedInAdmin } from '../../testing/admins.ts';
import { signedInCouple } from '../../testing/couples.ts';
import { browser } from '../../testing/http.ts';
import { createTestApp, unique } from '../../testing/test-app.ts';

const { app, db } = await createTestApp({ RATE_LIMIT_FACTOR: '1000' });
const admin = (await signedInAdmin(app, db, '10.45.0.1')).b;

const quote = (text: string) => ({ id: unique('b'), type: 'quote', content: { text, author: 'Rumi' } });

/** A published theme whose "O Casal" has a quote, "Cerimônia" a title, and a page with a list. */
async function studioTheme(): Promise<ThemeDetail> {
  const theme: ThemeDetail = (await admin.post('admin', '/api/admin/themes')).json();
  const page = (await admin.post('admin', `/api/admin/themes/${theme.id}/sections`)).json();
  await admin.request('admin', {
    method: 'PATCH',
    url: `/api/admin/themes/${theme.id}/sections/${page.id}`,
    payload: { name: 'Hospedagem' },
  });
  const [home, casal, , cerimonia] = theme.sections;
  await admin.put('admin', `/api/admin/themes/${theme.id}/content`, {
    sections: [
      { id: home!.id, blocks: [], style: { background: 'color', backgroundColor: '#F0E6DA' } },
      {
        id: casal!.id,
        blocks: [quote('O amor é a ponte')],
        style: { graphic: 'image', graphicUrl: '/media/flor.webp' },
      },
      {
        id: cerimonia!.id,
        blocks: [{ id: 'c1', type: 'title', content: { text: 'Chegue cedo' } }],
        style: { graphic: 'none', background: 'image', backgroundImageUrl: '/media/jardim.webp' },
      },
      { id: page.id, blocks: [{ id: 'l', type: 'list', content: { items: ['Hotel Central'] } }], style: {} },
    ],
  });
  const design = {
    ...theme.design,
    background: { useImage: true, imageUrl: '/media/papel.webp', fallbackColor: '#FFFFFF' },
    colors: { ...theme.design.colors, primary: '#7A3E9D' },
    typography: { ...theme.design.typography, headingFont: 'Dancing Script' },
  };
  await admin.request('admin', {
    method: 'PATCH',
    url: `/api/admin/themes/${theme.id}`,
    payload: { design },
  });
  return (await admin.post('admin', `/api/admin/themes/${theme.id}/publish`)).json();
}

async function guestPage(slug: string): Promise<string> {
  const res = await browser(app).get('noivos', `/${slug}`);
  expect(res.statusCode).toBe(200);
  return res.body;
}

describe('a site wearing a studio theme', () => {
  it('shows the design, graphics, section styles, pages and blocks of sections the couple has not written', async () => {
    const theme = await studioTheme();
    const couple = await signedInCouple(app, db, { sitePublished: true, themeId: theme.id }, '10.45.0.2');
    const page = await guestPage(couple.wedding.slug!);
    expect(page).toContain('--c-primary:#7A3E9D');
    expect(page).toContain('--f-heading:"Dancing Script"');
    expect(page).toContain(
      'class="site-backdrop" style="background-image:url(&quot;/media/papel.webp&quot;)"',
    );
    expect(page).toContain('<blockquote><p>O amor é a ponte</p></blockquote><figcaption>Rumi</figcaption>');
    expect(page).toContain('<img class="section-graphic" src="/media/flor.webp" alt=""/>');
    expect(page).toMatch(
      /<section id="cerimonia" class="section section-own-image" style="background-image:url\(&quot;\/media\/jardim.webp&quot;\)"/,
    );
    expect(page).toContain('<h3 class="block-title" style="text-align:center">Chegue cedo</h3>');
    expect(page).toMatch(/<header id="home" class="cover" style="background-color:#F0E6DA">/);
    // The theme's page became a section of the couple's site, with its list.
    expect(page).toContain('>Hospedagem</h2>');
    expect(page).toContain('<ul class="block-list"><li>Hotel Central</li></ul>');
  });

  it('drops the theme blocks of a section once the couple writes it', async () => {
    const theme = await studioTheme();
    const couple = await signedInCouple(app, db, { sitePublished: true, themeId: theme.id }, '10.45.0.3');
    const state = (await couple.b.get('painel', `/api/weddings/${couple.wedding.id}/site`)).json();
    const casal = state.sections.find((s: { kind: string }) => s.kind === 'o-casal');
    await couple.b.request('painel', {
      method: 'PATCH',
      url: `/api/weddings/${couple.wedding.id}/site/sections/${casal.id}`,
      payload: { content: { story: 'Nos conhecemos num show.', photoIds: [] } },
    });
    const page = await guestPage(couple.wedding.slug!);
    expect(page).toContain('Nos conhecemos num show.');
    expect(page).not.toContain('O amor é a ponte');
    expect(page).toContain('Chegue cedo');
  });

  it('changes as soon as the admin edits the published theme, and keeps the couple’s own colours', async () => {
    const theme = await studioTheme();
    const couple = await signedInCouple(app, db, { sitePublished: true, themeId: theme.id }, '10.45.0.4');
    await couple.b.put('painel', `/api/weddings/${couple.wedding.id}/site/settings`, {
      design: { colors: { secondary: '#112233' } },
    });
    await guestPage(couple.wedding.slug!);
    const design = {
      ...theme.design,
      colors: { ...theme.design.colors, primary: '#0B6E4F', secondary: '#AAAAAA' },
    };
    await admin.request('admin', {
      method: 'PATCH',
      url: `/api/admin/themes/${theme.id}`,
      payload: { design },
    });
    await admin.put('admin', `/api/admin/themes/${theme.id}/content`, {
      sections: [{ id: theme.sections[1]!.id, blocks: [quote('Nova frase do tema')], style: {} }],
    });
    const page = await guestPage(couple.wedding.slug!);
    expect(page).toContain('--c-primary:#0B6E4F');
    expect(page).toContain('--c-secondary:#112233');
    expect(page).toContain('Nova frase do tema');
    expect(page).not.toContain('O amor é a ponte');
  });

  it('names a new site’s sections as the theme renamed them and keeps them in the theme’s order', async () => {
    const theme: ThemeDetail = (await admin.post('admin', '/api/admin/themes')).json();
    const ids = theme.sections.map((s) => s.id);
    await admin.request('admin', {
      method: 'PATCH',
      url: `/api/admin/themes/${theme.id}/sections/${ids[1]}`,
      payload: { name: 'Nossa História' },
    });
    await admin.put('admin', `/api/admin/themes/${theme.id}/sections/order`, {
      ids: [ids[0], ids[3], ids[1], ...ids.slice(4), ids[2]],
    });
    await admin.post('admin', `/api/admin/themes/${theme.id}/publish`);
    const couple = await signedInCouple(app, db, { themeId: theme.id }, '10.45.0.5');
    const state = (await couple.b.get('painel', `/api/weddings/${couple.wedding.id}/site`)).json();
    expect(state.sections.map((s: { kind: string; title: string }) => `${s.kind}:${s.title}`)).toEqual([
      'home:Home',
      'cerimonia:Cerimônia',
      'o-casal:Nossa História',
      'recepcao:Recepção',
      'lista-de-presentes:Lista de Presentes',
      'confirme-sua-presenca:Confirme sua Presença',
      'recados:Recados',
      'padrinhos:Padrinhos',
    ]);
  });
});
