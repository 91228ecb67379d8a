import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { sessions } from '../../db/schema.ts';
import { signedInAdmin } from '../../testing/admins.ts';
import { TEST_PASSWORD, testCouple } from '../../testing/couples.ts';
import { openLiveStream } from '../../testing/live-stream.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { createSession, endAllSessions } from '../auth/sessions.ts';

const { app, db } = await createTestApp({ RATE_LIMIT_FACTOR: '50' });
const address = await app.listen({ port: 0, host: '127.0.0.1' });
const PANEL = 'painel.localhost:3000';
afterAll(() => vi.useRealTimers());

async function coupleWithSession() {
  const created = await testCouple(db, { password: TEST_PASSWORD });
  const { id } = await createSession(db, created.user.id, { adminSessionHours: 12 });
  return { ...created, sid: id };
}

/** Opens the live stream and resolves with everything it received once the server ends it. */
async function openStream(weddingId: string, sid: string) {
  const live = await openLiveStream(address, weddingId, `sid=${sid}`);
  expect(live.res.status).toBe(200);
  await live.until(': conectado');
  return { closed: live.until() };
}

describe('live streams end with their session', () => {
  it('closes on logout', async () => {
    const { wedding, sid } = await coupleWithSession();
    const { closed } = await openStream(wedding.id, sid);
    const out = await fetch(`${address}/api/auth/logout`, {
      method: 'POST',
      headers: { host: PANEL, origin: `http://${PANEL}`, cookie: `sid=${sid}` },
    });
    expect(out.status).toBe(200);
    expect(await closed).toContain(': conectado');
  });

  it('closes when a password reset ends every session of the account', async () => {
    const { wedding, user, sid } = await coupleWithSession();
    const { closed } = await openStream(wedding.id, sid);
    await endAllSessions(db, user.id);
    await closed;
  });

  it('closes when an admin deactivates the couple', async () => {
    const { wedding, user, sid } = await coupleWithSession();
    const { closed } = await openStream(wedding.id, sid);
    const { b: admin } = await signedInAdmin(app, db, '10.32.0.1');
    const res = await admin.post('admin', `/api/admin/couples/${user.id}/deactivate`);
    expect(res.statusCode, res.body).toBe(200);
    await closed;
  });

  it('a stream whose notification was missed closes at the next ping, when its session has expired', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { wedding, sid, user } = await coupleWithSession();
    const { closed } = await openStream(wedding.id, sid);
    // An expiry deletes nothing, so no notification comes: only the ping's check can see it.
    await db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, user.id));
    await vi.advanceTimersByTimeAsync(25_000);
    vi.useRealTimers();
    expect(await closed).toContain(': ping');
  });
});
