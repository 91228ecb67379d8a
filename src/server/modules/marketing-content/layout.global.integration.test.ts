// Issue 24, the admin's "Layout": publishing a new version of the marketing content shows on the next
// load of the public pages, in this process and in a second app process on the same database;
// restoring the previous version brings the old text back; both are in the audit log. Bad content
// changes nothing; only admins may edit; the preview renders a draft without publishing it.
// Global: it changes what every public page shows, so it runs apart from the other tests.
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MarketingContent } from '../../../shared/marketing-content.ts';
import { defaultMarketingContent } from '../../../shared/marketing-content-defaults.ts';
import { auditLog } from '../../db/schema.ts';
import { signedInAdmin } from '../../testing/admins.ts';
import { BASE_HOST, freePort, Process, start } from '../../testing/app-process.ts';
import { signedInCouple } from '../../testing/couples.ts';
import { testHosts } from '../../testing/http.ts';
import { createTestApp } from '../../testing/test-app.ts';

const { app, db } = await createTestApp();
const other = new Process(await freePort());

beforeAll(async () => {
  other.child = await start(other.port, {
    BASE_HOST,
    PUBLIC_PROTOCOL: 'https',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    WEB_CONCURRENCY: '1',
  });
}, 300_000);

afterAll(() => {
  other.child?.kill('SIGTERM');
});

async function landing(): Promise<string> {
  return (await app.inject({ method: 'GET', url: '/', headers: { host: testHosts.public } })).body;
}

async function landingElsewhere(): Promise<string> {
  return (await other.request('', 'GET', '/')).body.toString();
}

function edited(base: MarketingContent, title: string, answer: string): MarketingContent {
  const faq = base.faq.items.map((item, i) => (i === 4 ? { ...item, answer } : item));
  return { ...base, hero: { ...base.hero, title }, faq: { ...base.faq, items: faq } };
}

describe('/api/admin/layout', () => {
  it('publishes a version every process shows, restores the previous one, and audits both', async () => {
    const { b, user } = await signedInAdmin(app, db);
    // From the spec's texts, whatever an earlier run on this database left on the air.
    const start = await b.post('admin', '/api/admin/layout', { content: defaultMarketingContent });
    expect(start.statusCode).toBe(200);
    const before = start.json();

    const title = 'Casamento lindo começa aqui, com tudo grátis';
    const answer = 'Pelo site, com um toque: nomes, acompanhantes e restrições alimentares.';
    const published = await b.post('admin', '/api/admin/layout', {
      content: edited(before.content, title, answer),
    });
    expect(published.statusCode).toBe(200);
    const version = published.json().version;
    expect(version).toBe(before.version + 1);
    expect(published.json().versions[0]).toMatchObject({ version, restoredFrom: null });

    for (const html of [await landing(), await landingElsewhere()]) {
      expect(html).toContain(title);
      expect(html).toContain(answer);
      expect(html).not.toContain(defaultMarketingContent.hero.title);
    }

    const restored = await b.post('admin', `/api/admin/layout/versions/${before.version}/restore`);
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({ version: version + 1, content: before.content });
    expect(restored.json().versions[0]).toMatchObject({ version: version + 1, restoredFrom: before.version });
    for (const html of [await landing(), await landingElsewhere()]) {
      expect(html).toContain(defaultMarketingContent.hero.title);
      expect(html).not.toContain(title);
    }

    const audited = await db
      .select({ action: auditLog.action, targetId: auditLog.targetId })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.actorUserId, user.id),
          inArray(auditLog.action, ['layout.publish', 'layout.restore']),
        ),
      );
    expect(audited).toEqual(
      expect.arrayContaining([
        { action: 'layout.publish', targetId: String(version) },
        { action: 'layout.restore', targetId: String(version + 1) },
      ]),
    );
  }, 60_000);

  it('shows texts with "$" as typed (never read as a replacement pattern)', async () => {
    const { b } = await signedInAdmin(app, db, '10.9.1.4');
    const title = "Presentes de R$& e $' até $$ grátis";
    const published = await b.post('admin', '/api/admin/layout', {
      content: { ...defaultMarketingContent, hero: { ...defaultMarketingContent.hero, title } },
    });
    expect(published.statusCode).toBe(200);
    const html = await landing();
    expect(html).toContain('Presentes de R$&amp; e $&#x27; até $$ grátis');
    expect(html.match(/<div id="root">/g)).toHaveLength(1);
    expect(
      (await b.post('admin', '/api/admin/layout', { content: defaultMarketingContent })).statusCode,
    ).toBe(200);
  });

  it('refuses bad content with a pt-BR message and changes nothing', async () => {
    const { b } = await signedInAdmin(app, db, '10.9.1.2');
    const before = (await b.get('admin', '/api/admin/layout')).json();
    const emptyTitle = { ...before.content, hero: { ...before.content.hero, title: ' ' } };
    const refused = await b.post('admin', '/api/admin/layout', { content: emptyTitle });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.issues[0].message).toBe('Preencha este campo.');

    const unknownField = {
      ...before.content,
      closing: { ...before.content.closing, lead: 'Só {desconto}!' },
    };
    const refusedToo = await b.post('admin', '/api/admin/layout', { content: unknownField });
    expect(refusedToo.statusCode).toBe(400);
    expect(JSON.stringify(refusedToo.json())).toContain('Use só os campos automáticos da lista');

    const missing = await b.post('admin', '/api/admin/layout/versions/99999/restore');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe('Versão não encontrada.');

    expect((await b.get('admin', '/api/admin/layout')).json().version).toBe(before.version);
  });

  it('previews a draft as a visitor would see it, without publishing it', async () => {
    const { b } = await signedInAdmin(app, db, '10.9.1.3');
    const before = (await b.get('admin', '/api/admin/layout')).json();
    const draft = edited(before.content, 'Título só na prévia', before.content.faq.items[4].answer);
    const preview = await b.post('admin', '/api/admin/layout/preview', { content: draft, page: 'inicio' });
    expect(preview.statusCode).toBe(200);
    expect(preview.json().html).toContain('Título só na prévia');
    expect(preview.json().html).not.toContain('<script type="module"');
    expect(await landing()).not.toContain('Título só na prévia');
    expect((await b.get('admin', '/api/admin/layout')).json().version).toBe(before.version);
  });

  it('is the admins’ alone', async () => {
    const { b } = await signedInCouple(app, db);
    expect((await b.get('painel', '/api/admin/layout')).statusCode).toBe(403);
    const res = await b.post('painel', '/api/admin/layout', { content: defaultMarketingContent });
    expect([401, 403]).toContain(res.statusCode);
  });
});
