// The cached guest page (issue 13): served with an ETag and precompressed, answered 304 when the
// browser holds it, and never stale after a change that shows on the page, in this process or in
// another one on the same database; locked sites and one guest's notice never go into it.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { rsvpMessages } from '../../../../shared/rsvp.ts';
import { signedInAdmin } from '../../../testing/admins.ts';
import { signedInCouple } from '../../../testing/couples.ts';
import { testHosts } from '../../../testing/http.ts';
import {
  checkout,
  coupleWithGiftList,
  eventually,
  guestBody,
  paymentRow,
} from '../../../testing/payments.ts';
import { createTestApp, unique } from '../../../testing/test-app.ts';

const t = await createTestApp({ RATE_LIMIT_FACTOR: '50', REDIS_URL: '' });
// A second process on the same database, told of changes by PostgreSQL NOTIFY.
const other = await createTestApp({ RATE_LIMIT_FACTOR: '50', REDIS_URL: '' });
const db = t.database.db;

function guestPage(app = t.app, slug: string, headers: Record<string, string> = {}) {
  return app.inject({ method: 'GET', url: `/${slug}`, headers: { host: testHosts.noivos, ...headers } });
}

/** Renames the ceremony, a section that shows even before the couple writes in it. */
async function renameCeremony(couple: Awaited<ReturnType<typeof signedInCouple>>, title: string) {
  const editor = (await couple.b.get('painel', `/api/weddings/${couple.wedding.id}/site`)).json();
  const section = editor.sections.find((s: { kind: string }) => s.kind === 'cerimonia');
  const res = await couple.b.request('painel', {
    method: 'PATCH',
    url: `/api/weddings/${couple.wedding.id}/site/sections/${section.id}`,
    payload: { title },
  });
  expect(res.statusCode).toBe(200);
}

describe('cached guest page', () => {
  it('is served precompressed with an ETag, and 304 when the browser already has it', async () => {
    const couple = await signedInCouple(t.app, db, { sitePublished: true });
    const slug = couple.wedding.slug as string;
    const plain = await guestPage(t.app, slug);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['cache-control']).toBe('public, no-cache');
    expect(plain.headers.vary).toContain('accept-encoding');
    const etag = String(plain.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(plain.headers['content-encoding']).toBeUndefined();

    const br = await guestPage(t.app, slug, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.etag).toBe(etag);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);

    const gz = await guestPage(t.app, slug, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);

    const again = await guestPage(t.app, slug, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it("shows the couple's edit at once, here and in the other process", async () => {
    const couple = await signedInCouple(t.app, db, { sitePublished: true });
    const slug = couple.wedding.slug as string;
    const before = await guestPage(t.app, slug);
    const beforeOther = await guestPage(other.app, slug);
    expect(beforeOther.headers.etag).toBe(before.headers.etag);

    const title = `Nossa cerimônia ${unique()}`;
    await renameCeremony(couple, title);
    const after = await guestPage(t.app, slug, { 'if-none-match': String(before.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(after.body).toContain(title);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    await expect
      .poll(async () => (await guestPage(other.app, slug)).body, { timeout: 10_000 })
      .toContain(title);

    // Unpublishing takes the cached page down too: guests read "Site em preparação" (until issue 20
    // the address answered 404).
    const off = await couple.b.put('painel', `/api/weddings/${couple.wedding.id}/site/publication`, {
      published: false,
    });
    expect(off.statusCode).toBe(200);
    const preparing = await guestPage(t.app, slug);
    expect(preparing.statusCode).toBe(200);
    expect(preparing.body).toContain('Site em preparação');
    expect(preparing.body).not.toContain(title);
  });

  it("shows a guest's published message and the quotas left after a payment", async () => {
    const couple = await coupleWithGiftList(t.app, db, { ip: '10.31.0.1' });
    const before = (await guestPage(t.app, couple.slug)).body;
    expect(before).toContain('Restam 10 de 10 cotas');

    const message = `Felicidades ${unique()}`;
    const posted = await t.app.inject({
      method: 'POST',
      url: `/api/sites/${couple.slug}/messages`,
      remoteAddress: '10.31.0.2',
      headers: { host: testHosts.noivos, origin: `http://${testHosts.noivos}` },
      payload: { authorName: 'Tia Cida', body: message },
    });
    expect(posted.statusCode).toBe(201);
    expect((await guestPage(t.app, couple.slug)).body).toContain(message);

    const { view } = await checkout(
      t.app,
      couple.slug,
      guestBody({ itemId: couple.items.paris.id, quantity: 3 }),
      '10.31.0.3',
    );
    const row = await paymentRow(db, view.token);
    await t.app.payments.sandbox?.setChargeState(row.providerChargeId as string, 'paid');
    await eventually(async () => (await paymentRow(db, view.token)).status === 'concluido');
    // The payment job drops the page just after it commits the payment: wait for that, not the commit.
    await eventually(async () => (await guestPage(t.app, couple.slug)).body.includes('Restam 7 de 10 cotas'));
  });

  it('drops every page when an administrator changes something', async () => {
    const couple = await signedInCouple(t.app, db, { sitePublished: true });
    const slug = couple.wedding.slug as string;
    await guestPage(t.app, slug);
    expect(t.app.pageCache.size).toBeGreaterThan(0);
    const admin = await signedInAdmin(t.app, db, '10.31.1.1');
    expect((await admin.b.post('admin', '/api/admin/themes')).statusCode).toBe(201);
    expect(t.app.pageCache.size).toBe(0);
  });

  it("never caches a locked site or a guest's notice", async () => {
    const couple = await signedInCouple(t.app, db, { sitePublished: true });
    const slug = couple.wedding.slug as string;
    const locked = await couple.b.put('painel', `/api/weddings/${couple.wedding.id}/site/password`, {
      password: 'segredo123',
    });
    expect(locked.statusCode).toBe(200);
    const gate = await guestPage(t.app, slug);
    expect(gate.headers['cache-control']).toBe('private, no-cache');
    expect(gate.headers.etag).toBeUndefined();

    const open = await signedInCouple(t.app, db, { sitePublished: true });
    const openSlug = open.wedding.slug as string;
    const thanks = await t.app.inject({
      method: 'GET',
      url: `/${openSlug}?rsvp=sim`,
      headers: { host: testHosts.noivos },
    });
    expect(thanks.body).toContain(rsvpMessages.thanksYes);
    expect(thanks.headers['cache-control']).toBe('private, no-cache');
    expect((await guestPage(t.app, openSlug)).body).not.toContain(rsvpMessages.thanksYes);
  });
});
