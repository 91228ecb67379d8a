// The guest site's preview image (og.png) is rendered once per change of the site, like its pages.
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { signedInCouple } from '../../../testing/couples.ts';
import { testHosts } from '../../../testing/http.ts';
import { multipartFile } from '../../../testing/multipart.ts';
import { eventually } from '../../../testing/payments.ts';
import { createTestApp } from '../../../testing/test-app.ts';

const t = await createTestApp({ RATE_LIMIT_FACTOR: '50', REDIS_URL: '' });

const ogImage = (slug: string) =>
  t.app.inject({ method: 'GET', url: `/${slug}/og.png`, headers: { host: testHosts.noivos } });

/**
 * Every process hears its own site-change notices back (PostgreSQL NOTIFY here), a moment after the
 * write already dropped its cache. The notices arrive in commit order, so once one sent now has come
 * back, the earlier ones have too, and none can drop the image the test is about to cache.
 */
async function changeNoticesDelivered(): Promise<void> {
  const marker = randomUUID();
  const before = t.app.pageCache.version(marker);
  await t.app.siteChanges.publish(marker);
  await eventually(async () => t.app.pageCache.version(marker) !== before || undefined);
}

describe('og.png', () => {
  it('is served from the cache until the site changes', async () => {
    const couple = await signedInCouple(t.app, t.database.db, { sitePublished: true });
    const slug = couple.wedding.slug as string;
    const base = `/api/weddings/${couple.wedding.id}`;
    const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#e77baf' } })
      .png()
      .toBuffer();
    const uploaded = await couple.b.request('painel', {
      method: 'POST',
      url: `${base}/media?kind=image`,
      ...multipartFile('capa.png', 'image/png', photo),
    });
    expect(uploaded.statusCode).toBe(201);
    const editor = (await couple.b.get('painel', `${base}/site`)).json();
    const saved = await couple.b.put('painel', `${base}/site/settings`, {
      intro: { ...editor.settings.intro, coverMediaId: uploaded.json().id },
    });
    expect(saved.statusCode).toBe(200);
    await changeNoticesDelivered();

    const first = await eventually(async () => {
      const res = await ogImage(slug);
      return res.headers['content-type'] === 'image/jpeg' ? res : undefined;
    });
    // The cover's file goes away behind the app's back: a new render would fall back to the card.
    await t.app.files.remove(String(uploaded.json().url).split('/').pop() as string);
    const second = await ogImage(slug);
    expect(second.headers['content-type']).toBe('image/jpeg');
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);

    // A change of the site drops the cached image, and the next request renders it again.
    const section = editor.sections.find((s: { kind: string }) => s.kind === 'o-casal');
    await couple.b.request('painel', {
      method: 'PATCH',
      url: `${base}/site/sections/${section.id}`,
      payload: { title: 'Nossa história' },
    });
    const after = await eventually(async () => {
      const res = await ogImage(slug);
      return res.headers['content-type'] === 'image/png' ? res : undefined;
    });
    expect(after.rawPayload.subarray(1, 4).toString()).toBe('PNG');
  });
});
