// The demo's WhatsApp: the couple's notices are on, the back office's log, hand-off and SAIR have
// something to show, a household that has not answered asked for reminders, and a second start adds
// nothing.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signedInCouple } from '../../testing/couples.ts';
import { insertGiftPayment } from '../../testing/gift-payments.ts';
import { insertHousehold } from '../../testing/invited-households.ts';
import { seedTwice } from '../../testing/seed-twice.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { whatsappGuestReminders, whatsappMessages } from '../schema.ts';
import { seedDemoWhatsApp } from './demo-whatsapp.ts';

const { app, db } = await createTestApp();

describe('the demo’s WhatsApp', () => {
  it('turns the couple’s notices on and logs two gift notices once', async () => {
    const c = await signedInCouple(app, db, {}, '10.8.9.1');
    await insertGiftPayment(db, c.wedding.id, { status: 'concluido', confirmedAt: new Date() });
    await insertGiftPayment(db, c.wedding.id, {
      status: 'concluido',
      confirmedAt: new Date(),
      contributorName: 'Vô Zé',
    });
    const souza = await insertHousehold(db, c.wedding.id, {
      name: 'Família Souza',
      members: [{ name: 'Ana' }],
    });
    await seedTwice(seedDemoWhatsApp, db, c.wedding.id);
    const notices = await c.api.get('/whatsapp-notices');
    expect(notices.json()).toMatchObject({ enabled: true, phone: '(11) 98765-4321', rsvpDigest: true });
    const logged = await db
      .select()
      .from(whatsappMessages)
      .where(eq(whatsappMessages.weddingId, c.wedding.id));
    expect(logged.map((m) => m.templateName)).toEqual(['presente_recebido', 'presente_recebido']);
    expect(logged.map((m) => m.body).join(' ')).toContain('Vô Zé deu Jogo de panelas');
    const reminders = await db
      .select()
      .from(whatsappGuestReminders)
      .where(eq(whatsappGuestReminders.weddingId, c.wedding.id));
    expect(reminders).toMatchObject([
      { householdId: souza.id, name: 'Família Souza', phone: '5521998765555' },
    ]);
  });
});
