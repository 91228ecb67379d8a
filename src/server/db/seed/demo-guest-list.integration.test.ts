import { describe, expect, it } from 'vitest';
import { inviteStates } from '../../../shared/guest-list.ts';
import { signedInCouple } from '../../testing/couples.ts';
import { seedTwice } from '../../testing/seed-twice.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { seedDemoGuestList } from './demo-guest-list.ts';

const { app, database } = await createTestApp({ RATE_LIMIT_FACTOR: '50' });

describe('the demo couple’s guest list', () => {
  it('has about thirty households in every state, with adults, children and babies, once', async () => {
    const couple = await signedInCouple(app, database.db, {}, '10.21.2.1');
    await seedTwice(seedDemoGuestList, database.db, couple.wedding.id);
    const list = (await couple.api.get('/guest-list')).json();
    const { counts } = list;
    expect(counts.households).toBe(30);
    expect(counts.children).toBeGreaterThan(5);
    expect(counts.babies).toBeGreaterThan(1);
    expect(counts.adults + counts.children + counts.babies).toBe(counts.people);
    for (const state of inviteStates) expect(counts.byState[state]).toBeGreaterThan(1);
    const souza = list.items.find((h: { name: string }) => h.name === 'Beatriz Souza');
    expect(souza).toMatchObject({ state: 'respondido', sentVia: 'email', answeredBy: 'Beatriz Souza' });
    expect(list.items.every((h: { inviteCode: string | null }) => h.inviteCode)).toBe(true);
  });
});
