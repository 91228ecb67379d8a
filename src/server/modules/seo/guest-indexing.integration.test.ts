// Guest sites in search engines (issue 24): noindex until the couple opts in through "Publicação e
// senha" (then the home, the gift list and each gift's page are listed); a site with a password, a
// guest's own page, a form's outcome, payment and invitation pages stay noindex;
// robots.txt per host and a sitemap of the public pages that never lists a guest site.
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { publicPaths } from '../../../shared/routes.ts';
import { expectKeptOut, type SignedInCouple, signedInCouple } from '../../testing/couples.ts';
import { orderExtra } from '../../testing/extras.ts';
import { browser, testHosts } from '../../testing/http.ts';
import { insertHousehold } from '../../testing/invited-households.ts';
import { checkoutGift, coupleWithGiftList } from '../../testing/payments.ts';
import { createTestApp } from '../../testing/test-app.ts';

const { app, db } = await createTestApp({ RATE_LIMIT_FACTOR: '50' });
const NOINDEX_META = '<meta name="robots" content="noindex">';

function optIn(couple: SignedInCouple, indexed = true) {
  return couple.b.put('painel', `/api/weddings/${couple.wedding.id}/site/search-indexing`, { indexed });
}

function expectNoindex(res: LightMyRequestResponse, what: string) {
  expect(res.statusCode, what).toBeLessThan(400);
  expect(res.headers['x-robots-tag'], what).toBe('noindex');
  expect(res.body, what).toContain(NOINDEX_META);
  expect(res.body, what).not.toContain('rel="canonical"');
}

function expectIndexable(res: LightMyRequestResponse, canonical: string) {
  expect(res.statusCode, canonical).toBe(200);
  expect(res.headers['x-robots-tag'], canonical).toBeUndefined();
  expect(res.body, canonical).not.toContain('name="robots"');
  expect(res.body, canonical).toContain(`<link rel="canonical" href="${canonical}">`);
}

describe('guest site indexing', () => {
  it('is noindex by default; once the couple opts in, the home, the gift list and each gift drop it and name their canonical', async () => {
    const couple = await coupleWithGiftList(app, db);
    const guest = browser(app, '10.31.0.9');
    const site = `http://${testHosts.noivos}/${couple.slug}`;
    expect((await couple.b.get('painel', `/api/weddings/${couple.wedding.id}/site`)).json()).toMatchObject({
      searchIndexing: false,
    });
    expectNoindex(await guest.get('noivos', `/${couple.slug}`), 'home');
    expectNoindex(await guest.get('noivos', `/${couple.slug}/presentes`), 'gift list');

    const saved = await optIn(couple);
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await couple.b.get('painel', `/api/weddings/${couple.wedding.id}/site`)).json()).toMatchObject({
      searchIndexing: true,
    });
    // Rendered, then served from the page cache: the same answer.
    expectIndexable(await guest.get('noivos', `/${couple.slug}`), site);
    expectIndexable(await guest.get('noivos', `/${couple.slug}`), site);
    expectIndexable(await guest.get('noivos', `/${couple.slug}/presentes`), `${site}/presentes`);
    expectIndexable(await guest.get('noivos', `/${couple.slug}/presentes`), `${site}/presentes`);
    // A guest's own view of the home (after answering) is theirs: never listed.
    expectNoindex(await guest.get('noivos', `/${couple.slug}?rsvp=sim`), 'own RSVP');

    // A gift's page is as public as the list that links to it (ADR 024, amended)...
    const gift = `/${couple.slug}/presentes/${couple.items.panelas.id}`;
    expectIndexable(await guest.get('noivos', gift), `http://${testHosts.noivos}${gift}`);
    // ...but what a guest posted there is theirs, and payment and invitation pages carry personal
    // data: noindex whatever the choice.
    const posted = await guest.postForm('noivos', gift, 'name=&email=');
    expect(posted.statusCode).toBe(400);
    expect(posted.headers['x-robots-tag']).toBe('noindex');
    expect(posted.body).toContain(NOINDEX_META);
    const { view } = await checkoutGift(app, couple, 'panelas');
    expectNoindex(await guest.get('noivos', `/${couple.slug}/pagamento/${view.token}`), 'payment');
    const household = await insertHousehold(db, couple.wedding.id, {
      name: 'Família Souza',
      members: [{ name: 'Lia Souza' }],
    });
    const invitation = await guest.get('noivos', `/${couple.slug}/convite/${household.code}`);
    expect(invitation.body).toContain('Família Souza');
    expectNoindex(invitation, 'invitation');
    // This browser's home now greets the household by name: not for search engines either.
    const greeted = await guest.get('noivos', `/${couple.slug}`);
    expect(greeted.body).toContain('Família Souza');
    expect(greeted.headers['x-robots-tag']).toBe('noindex');
    const order = await orderExtra(couple, { service: 'copia_do_site' });
    expect(order.statusCode, order.body).toBe(201);
    const { checkoutUrl } = order.json() as { checkoutUrl: string };
    expectNoindex(await couple.b.get('noivos', new URL(checkoutUrl).pathname), 'service checkout');

    // Turned off again: private at once.
    expect((await optIn(couple, false)).statusCode).toBe(200);
    expectNoindex(await guest.get('noivos', `/${couple.slug}`), 'home after opting out');
  });

  it('keeps a site with a password noindex even after the couple opts in, unlocked or not', async () => {
    const couple = await signedInCouple(app, db, { sitePublished: true }, '10.31.0.2');
    expect((await optIn(couple)).statusCode).toBe(200);
    const password = await couple.b.put('painel', `/api/weddings/${couple.wedding.id}/site/password`, {
      password: 'senha-do-site',
    });
    expect(password.statusCode).toBe(200);
    const guest = browser(app, '10.31.0.10');
    const gate = await guest.get('noivos', `/${couple.wedding.slug}`);
    expect(gate.body).toContain('Este site é protegido por senha');
    expectNoindex(gate, 'password gate');
    const unlocked = await guest.postForm(
      'noivos',
      `/${couple.wedding.slug}/senha`,
      'password=senha-do-site',
    );
    expect(unlocked.statusCode).toBe(303);
    const page = await guest.get('noivos', `/${couple.wedding.slug}`);
    expect(page.body).toContain('id="confirme-sua-presenca"');
    expectNoindex(page, 'unlocked site');
  });

  it("refuses another couple's change and a body that is not true or false, in Portuguese", async () => {
    const owner = await signedInCouple(app, db, { sitePublished: true }, '10.31.0.3');
    const other = await signedInCouple(app, db, { sitePublished: true }, '10.31.0.4');
    await expectKeptOut(other, owner, (intruder) => [
      intruder.put('/site/search-indexing', { indexed: true }),
    ]);
    expect(
      (await owner.b.get('painel', `/api/weddings/${owner.wedding.id}/site`)).json().searchIndexing,
    ).toBe(false);
    expectNoindex(await browser(app).get('noivos', `/${owner.wedding.slug}`), "other couple's try");

    const bad = await optIn(owner, 'sim' as unknown as boolean);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatchObject({
      code: 'VALIDATION',
      message: 'Valor inválido: esperado verdadeiro ou falso.',
    });
  });
});

describe('robots.txt and sitemap.xml', () => {
  const publicOrigin = `http://${testHosts.public}`;

  it('lets crawlers into the public host, keeps them off the API and names the sitemap', async () => {
    const res = await browser(app).get('public', '/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.body).toBe(
      `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${publicOrigin}/sitemap.xml\n`,
    );
  });

  it("closes the panel and the back office, and opens the couples' host without a sitemap", async () => {
    for (const host of ['painel', 'admin'] as const) {
      const res = await browser(app).get(host, '/robots.txt');
      expect(res.statusCode, host).toBe(200);
      expect(res.body, host).toBe('User-agent: *\nDisallow: /\n');
    }
    // Crawlers must reach each guest page to read its noindex, and the pages of opted-in sites.
    const noivos = await browser(app).get('noivos', '/robots.txt');
    expect(noivos.statusCode).toBe(200);
    expect(noivos.body).toBe('User-agent: *\nAllow: /\nDisallow: /api/\n');
    for (const host of ['painel', 'admin', 'noivos'] as const)
      expect((await browser(app).get(host, '/sitemap.xml')).statusCode, host).toBe(404);
  });

  it('lists the public marketing pages with absolute addresses, and no guest site, opted in or not', async () => {
    const couple = await signedInCouple(app, db, { sitePublished: true }, '10.31.0.5');
    expect((await optIn(couple)).statusCode).toBe(200);
    const res = await browser(app).get('public', '/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual(
      [
        publicPaths.home,
        publicPaths.weddingSite,
        publicPaths.weddingList,
        publicPaths.pricing,
        publicPaths.findCouple,
        publicPaths.about,
        publicPaths.blog,
        publicPaths.terms,
        publicPaths.privacy,
        publicPaths.signUp,
      ].map((path) => `${publicOrigin}${path}`),
    );
    expect(res.body).not.toContain(testHosts.noivos);
    expect(res.body).not.toContain(String(couple.wedding.slug));
  });
});
