import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signedInCouple } from '../../testing/couples.ts';
import { seedTwice } from '../../testing/seed-twice.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { users, weddingMembers } from '../schema.ts';
import { demoMemberLogins, seedDemoSharedAccess } from './demo-shared-access.ts';

const { app, db } = await createTestApp({ RATE_LIMIT_FACTOR: '50' });

describe('the demo couple’s shared access', () => {
  it('has its partner and cerimonialista accounts and one pending invitation, once', async () => {
    const couple = await signedInCouple(app, db, {}, '10.8.5.1');
    await seedTwice(seedDemoSharedAccess, db, couple.wedding.id);
    const rows = await db
      .select()
      .from(weddingMembers)
      .where(eq(weddingMembers.weddingId, couple.wedding.id));
    expect(rows.filter((r) => r.acceptedAt === null)).toMatchObject([{ role: 'planner', userId: null }]);
    const emails = [demoMemberLogins.partner.email, demoMemberLogins.planner.email];
    // The demo accounts exist once, whichever wedding was seeded with them first.
    const accounts = await db
      .select({ email: users.email, name: users.name })
      .from(users)
      .where(inArray(users.email, emails));
    expect(accounts).toHaveLength(2);
    // Each has the name their own "Minha conta" shows.
    expect(accounts.map((a) => a.name).sort()).toEqual(['João', 'Renata Alves']);
  });
});
