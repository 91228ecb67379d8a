import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signedInCouple } from '../../testing/couples.ts';
import { insertHousehold } from '../../testing/invited-households.ts';
import { seedTwice } from '../../testing/seed-twice.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { invitedHouseholds } from '../schema.ts';
import { seedDemoEvents } from './demo-events.ts';
import { seedDemoSite } from './demo-site.ts';

const { app, db } = await createTestApp({ RATE_LIMIT_FACTOR: '50' });

describe('the demo couple’s events', () => {
  it('come from the site’s places, invite the guest list once and count the answered households', async () => {
    const couple = await signedInCouple(app, db, { sitePublished: true }, '10.8.4.1');
    const weddingId = couple.wedding.id;
    await seedDemoSite(db, weddingId, null);
    // Before the guest list exists: the events alone.
    await seedDemoEvents(db, weddingId);
    const households = [];
    for (const name of [
      'Família Alves',
      'Família Borges',
      'Família Costa',
      'Família Dias',
      'Família Esteves',
    ]) {
      households.push(
        await insertHousehold(db, weddingId, {
          name,
          members: [{ name: `${name} 1` }, { name: `${name} 2` }],
        }),
      );
    }
    await db
      .update(invitedHouseholds)
      .set({ answeredAt: new Date(), answeredBy: 'convite' })
      .where(eq(invitedHouseholds.id, households[0]!.id));
    await seedTwice(seedDemoEvents, db, weddingId);

    const events = (await couple.api.get('/wedding-events')).json();
    expect(events).toHaveLength(2);
    expect(events[0]).toMatchObject({
      name: 'Cerimônia religiosa',
      placeName: 'Paróquia Nossa Senhora do Brasil',
      date: '2027-05-15',
      time: '16:00',
      counts: { households: 4, adults: 2, waiting: 6 },
    });
    expect(events[1]).toMatchObject({
      name: 'Festa',
      placeName: 'Casa Jardim Botânico',
      time: '18:30',
      dressCode: 'Esporte fino',
      counts: { households: 5, adults: 2, waiting: 8 },
    });
    const settings = (await couple.api.get('/rsvp-settings')).json();
    expect(settings.rsvpDeadline).toBe('2027-04-15');
  });
});
