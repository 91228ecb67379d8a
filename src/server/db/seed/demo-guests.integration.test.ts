import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signedInCouple } from '../../testing/couples.ts';
import { browser } from '../../testing/http.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { slugHolds } from '../schema.ts';
import { seedDemoGuests } from './demo-guests.ts';

const { app, db } = await createTestApp({ RATE_LIMIT_FACTOR: '50' });

describe('the demo couple’s guests', () => {
  it('show an answer to check in the panel and an old link that redirects', async () => {
    const couple = await signedInCouple(app, db, { sitePublished: true }, '10.8.3.1');
    await db.delete(slugHolds).where(eq(slugHolds.slug, 'mariana-e-joao-2027'));
    await seedDemoGuests(db, couple.wedding.id);
    const conflicts = (await couple.api.get('/rsvp-conflicts')).json();
    expect(conflicts).toEqual([
      expect.objectContaining({
        current: expect.objectContaining({ name: 'Tia Rosa', attending: true }),
        answer: expect.objectContaining({ attending: false }),
      }),
    ]);
    const old = await browser(app).get('noivos', '/mariana-e-joao-2027');
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe(`/${couple.wedding.slug}`);
  });
});
