import { describe, expect, it } from 'vitest';
import type { SendQueue } from '../../../shared/invitation-sends.ts';
import { signedInCouple } from '../../testing/couples.ts';
import { seedTwice } from '../../testing/seed-twice.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { seedDemoGuestList } from './demo-guest-list.ts';
import { seedDemoInvitationSends } from './demo-invitation-sends.ts';

const { app, database } = await createTestApp({ RATE_LIMIT_FACTOR: '50' });

describe('the demo couple’s sends', () => {
  it('has e-mailed invitations, an opt-out, reminders marked and the automatic reminder on, once', async () => {
    const couple = await signedInCouple(app, database.db, {}, '10.25.9.1');
    await seedDemoGuestList(database.db, couple.wedding.id);
    await seedTwice(seedDemoInvitationSends, database.db, couple.wedding.id);
    const invitations: SendQueue = (await couple.api.get('/invitation-sends/queue')).json();
    expect(invitations.emailable).toBe(2);
    const reminders: SendQueue = (await couple.api.get('/invitation-sends/queue?kind=lembrete')).json();
    const byName = (name: string) => reminders.items.find((i) => i.name === name);
    expect(byName('Família Oliveira')).toMatchObject({
      remindedVia: 'whatsapp',
      remindedAt: expect.any(String),
    });
    expect(byName('Gustavo e Renata')).toMatchObject({ sentVia: 'email', emailOptOut: true });
    expect((await couple.api.get('/invitation-sends/settings')).json()).toMatchObject({
      autoReminderDays: 7,
    });
  });
});
