import { describe, expect, it } from 'vitest';
import { signedInCouple } from '../../testing/couples.ts';
import { seedTwice } from '../../testing/seed-twice.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { seedDemoGuestList } from './demo-guest-list.ts';
import { seedDemoOpenAnswers } from './demo-open-answers.ts';

const { app, database } = await createTestApp({ RATE_LIMIT_FACTOR: '50' });

describe('the demo couple’s open answers', () => {
  it('wait in "Respostas sem convite" once, and only on a wedding with a guest list', async () => {
    const couple = await signedInCouple(app, database.db, {}, '10.28.3.1');
    await seedDemoOpenAnswers(database.db, couple.wedding.id);
    expect((await couple.api.get('/rsvp-unlinked')).json()).toEqual([]);

    await seedDemoGuestList(database.db, couple.wedding.id);
    await seedTwice(seedDemoOpenAnswers, database.db, couple.wedding.id);
    const listed = (await couple.api.get('/rsvp-unlinked')).json();
    expect(listed.map((a: { name: string }) => a.name).sort()).toEqual([
      'Carol Moura',
      'Pedro Henrique Souza',
    ]);
    expect(listed.every((a: { sameName: number }) => a.sameName === 0)).toBe(true);
  });
});
