// The WhatsApp log's retention: after 180 days messages, resolved hand-offs and contacts not heard
// from are deleted; newer ones, open hand-offs and numbers that replied SAIR stay.
import { randomInt } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { whatsappContacts, whatsappHandoffs, whatsappMessages } from '../../db/schema.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { pruneWhatsAppLog } from './whatsapp-retention.ts';

const { app, db } = await createTestApp();
const newPhone = () => `55319${String(randomInt(10_000_000, 99_999_999))}`;
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);

describe('the WhatsApp log’s retention', () => {
  it('deletes what is older than 180 days and keeps SAIR, open hand-offs and newer rows', async () => {
    const [old, recent, left, quiet] = [newPhone(), newPhone(), newPhone(), newPhone()];
    const message = (phone: string, at: Date) => ({
      idempotencyKey: `retencao:${phone}`,
      direction: 'entrada' as const,
      phone,
      recipient: 'contato' as const,
      category: 'servico' as const,
      body: 'oi',
      status: 'recebida' as const,
      createdAt: at,
    });
    await db.insert(whatsappMessages).values([message(old, daysAgo(200)), message(recent, daysAgo(10))]);
    await db.insert(whatsappContacts).values([
      { phone: old, createdAt: daysAgo(200), lastInboundAt: daysAgo(200) },
      { phone: recent, createdAt: daysAgo(200), lastInboundAt: daysAgo(10) },
      { phone: left, createdAt: daysAgo(300), optedOutAt: daysAgo(300) },
      { phone: quiet, createdAt: daysAgo(190) },
    ]);
    await db.insert(whatsappHandoffs).values([
      {
        phone: old,
        question: 'resolvida há muito',
        status: 'resolvida',
        createdAt: daysAgo(250),
        resolvedAt: daysAgo(200),
      },
      { phone: recent, question: 'ainda aberta', createdAt: daysAgo(250) },
    ]);

    await pruneWhatsAppLog(app);
    const phones = [old, recent, left, quiet];
    const messages = await db.select().from(whatsappMessages).where(inArray(whatsappMessages.phone, phones));
    expect(messages.map((m) => m.phone)).toEqual([recent]);
    const contacts = await db.select().from(whatsappContacts).where(inArray(whatsappContacts.phone, phones));
    expect(contacts.map((c) => c.phone).sort()).toEqual([recent, left].sort());
    const handoffs = await db.select().from(whatsappHandoffs).where(inArray(whatsappHandoffs.phone, phones));
    expect(handoffs.map((h) => h.question)).toEqual(['ainda aberta']);
  });
});
