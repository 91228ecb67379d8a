// Issue 24: every public page arrives as complete HTML. Fetched with plain HTTP (no JavaScript), each
// page holds its main heading, its title, its canonical address and the settings it hydrates with;
// the landing holds its FAQ (also as FAQPage structured data) and the fee from the settings; the
// pricing page its own FAQ. Nothing here runs a browser.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { fillPlaceholders } from '../../../shared/marketing-content.ts';
import { formatPercent } from '../../../shared/money.ts';
import { settingsPhrases } from '../../../shared/settings-phrases.ts';
import { themes } from '../../db/schema.ts';
import { signedInCouple } from '../../testing/couples.ts';
import { browser, testHosts } from '../../testing/http.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { getPublicSettings } from '../settings/service.ts';
import { publishedThemes } from '../themes/theme-queries.ts';
import { liveMarketingContent } from './content-versions.ts';

const { app, db } = await createTestApp();

async function page(url: string) {
  const res = await app.inject({ method: 'GET', url, headers: { host: testHosts.public } });
  return { status: res.statusCode, html: res.body };
}

/** The text of the page's `<h1>`, tags and entities aside. */
function mainHeading(html: string): string {
  const inner = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '';
  return inner
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .trim();
}

/** The rendered app, without the JSON the server inlines beside it. */
function rendered(html: string): string {
  return /<div id="root">([\s\S]*)<\/div>\s*<\/body>/.exec(html)?.[1] ?? '';
}

describe('public pages as HTML', () => {
  const pages: [string, RegExp | string][] = [
    ['/', /^O site do seu casamento/],
    ['/site-de-casamento', 'Crie seu site de casamento grátis'],
    ['/lista-de-casamento', 'Lista de presentes em dinheiro, do jeito que vocês sonharam'],
    ['/precos-e-servicos', 'Site grátis para sempre. Extras só se vocês quiserem.'],
    ['/quem-somos', /^Feito para casais/],
    ['/blog', 'Blog Nosso Sim'],
    ['/terms', 'Termos de Uso'],
    ['/privacy', /^Política de Privacidade/],
    ['/encontre-um-casamento', 'Encontre o site de casamento'],
    ['/entrar', 'Entrar'],
    ['/crie-sua-conta/passo-1', 'Crie sua conta grátis'],
    ['/redefinir-senha', 'Redefinir senha'],
  ];

  it.each(pages)('%s holds its main heading, title and canonical address', async (url, heading) => {
    const { status, html } = await page(url);
    expect(status).toBe(200);
    expect(mainHeading(rendered(html))).toMatch(heading);
    expect(html).toMatch(/<title>[^<]+\| Nosso Sim<\/title>|<title>Nosso Sim – /);
    expect(html).toContain(`<link rel="canonical" href="http://${testHosts.public}${url}" />`);
    expect(html).toContain('<script id="app-settings" type="application/json">');
  });

  it('the landing holds every FAQ question and answer, the fee from the settings and FAQPage data', async () => {
    const [{ html }, settings, live] = await Promise.all([
      page('/'),
      getPublicSettings(db),
      liveMarketingContent(db),
    ]);
    const body = rendered(html);
    const t = settingsPhrases(settings);
    expect(body).toContain(`Taxa de ${formatPercent(settings.giftFeeBasisPoints)} por presente`);
    for (const item of live.content.faq.items) expect(body).toContain(fillPlaceholders(item.question, t));
    const data = JSON.parse(
      /<script id="dados-estruturados" type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1] ?? '[]',
    );
    const faq = data.find((d: { '@type': string }) => d['@type'] === 'FAQPage');
    expect(faq.mainEntity).toHaveLength(live.content.faq.items.length);
    expect(JSON.stringify(faq)).toContain(formatPercent(settings.giftFeeBasisPoints));
    expect(data.some((d: { '@type': string }) => d['@type'] === 'Organization')).toBe(true);
    // No placeholder is left unfilled.
    expect(body).not.toMatch(/\{(taxa|liberacao|parcelas|custo_saque|modelos)\}/);
  });

  it('the pricing page holds its own FAQ and the fee', async () => {
    const [{ html }, settings] = await Promise.all([page('/precos-e-servicos'), getPublicSettings(db)]);
    const body = rendered(html);
    for (const question of [
      'Existe alguma mensalidade?',
      'Quem paga a taxa da lista de presentes?',
      'Quanto custa sacar o dinheiro?',
    ])
      expect(body).toContain(question);
    expect(body).toContain(formatPercent(settings.giftFeeBasisPoints));
  });

  it('an unknown address is the 404 page, without a canonical address', async () => {
    const { status, html } = await page('/nao-existe');
    expect(status).toBe(404);
    expect(rendered(html)).toContain('Página não encontrada');
    expect(html).not.toContain('rel="canonical"');
  });

  it('the marketing pages load the marketing script, not the app; the forms hydrate with the app', async () => {
    /** The module the page loads once painted (static/after-first-paint.js), and its preloads. */
    const scripts = (html: string) => {
      const tag =
        /<script src="\/static\/after-first-paint\.js" data-module="([^"]+)" data-preload="([^"]*)"/.exec(
          html,
        );
      return { entry: tag?.[1] ?? '', preload: tag?.[2] ?? '' };
    };
    for (const path of [
      '/',
      '/site-de-casamento',
      '/lista-de-casamento',
      '/precos-e-servicos',
      '/quem-somos',
      '/blog',
      '/terms',
      '/privacy',
    ]) {
      const { entry, preload } = scripts((await page(path)).html);
      expect(entry, path).toMatch(/^\/assets\/marketing-[\w-]+\.js$/);
      // React itself is no module of theirs: its client loads with the help assistant, if opened.
      expect(preload, path).not.toMatch(/\/assets\/(public|client)-/);
    }
    for (const path of ['/entrar', '/crie-sua-conta/passo-1', '/encontre-um-casamento', '/nao-existe'])
      expect(scripts((await page(path)).html).entry, path).toMatch(/^\/assets\/public-[\w-]+\.js$/);
  });

  it("the forms' app waits for the person, unless the address carries a query the app must read", async () => {
    const waits = async (url: string) =>
      /after-first-paint\.js"[^>]*data-when="interaction"/.test((await page(url)).html);
    for (const path of ['/entrar', '/crie-sua-conta/passo-1', '/redefinir-senha', '/encontre-um-casamento'])
      expect(await waits(path), path).toBe(true);
    for (const url of [
      '/encontre-um-casamento?q=ana',
      '/redefinir-senha/nova?token=x',
      '/site-de-casamento',
      '/',
    ])
      expect(await waits(url), url).toBe(false);
  });

  it('the wedding-site page shows the published themes, a newly published or edited one on the next load', async () => {
    const names = (html: string) =>
      [...rendered(html).matchAll(/<p class="mt-2 text-center[^"]*">([^<]+)<\/p>/g)].map((m) => m[1]);
    const published = await publishedThemes(db);
    const before = names((await page('/site-de-casamento')).html);
    expect(before).toEqual(published.map((t) => t.name));
    expect(before.length).toBeGreaterThan(0);
    expect(rendered((await page('/site-de-casamento')).html)).not.toContain('Carregando temas');

    const [theme] = await db
      .insert(themes)
      .values({ name: 'Tema Lançado Agora', design: published[0]?.design ?? {}, status: 'publicado' })
      .returning();
    try {
      expect(names((await page('/site-de-casamento')).html)).toContain('Tema Lançado Agora');
      // An edit (the studio sets `updated_at`) shows on the next load too.
      if (theme)
        await db
          .update(themes)
          .set({ name: 'Tema Renomeado', updatedAt: new Date(Date.now() + 1000) })
          .where(eq(themes.id, theme.id));
      expect(names((await page('/site-de-casamento')).html)).toContain('Tema Renomeado');
    } finally {
      if (theme) await db.delete(themes).where(eq(themes.id, theme.id));
    }
  });

  it('the sign-up wizard past step 1 is left to the browser (it reads the visitor draft)', async () => {
    const { status, html } = await page('/crie-sua-conta/passo-2');
    expect(status).toBe(200);
    expect(html).toContain('<div id="root"></div>');
  });
});

describe('GET /api/auth/current-session', () => {
  it('answers null to a visitor, never a 401 the browser would log', async () => {
    const res = await browser(app).get('public', '/api/auth/current-session');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ session: null });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers the signed-in account', async () => {
    const { b, email } = await signedInCouple(app, db);
    const res = await b.get('painel', '/api/auth/current-session');
    expect(res.statusCode).toBe(200);
    expect(res.json().session.user.email).toBe(email);
  });
});
