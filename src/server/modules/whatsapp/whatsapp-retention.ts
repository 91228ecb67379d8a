// How long the WhatsApp log keeps people's numbers and words (LGPD: no longer than it serves):
// messages and resolved hand-offs for 180 days, then a nightly job deletes them, with the contacts
// not heard from since. A number that replied SAIR is kept for good, so its SAIR is still honoured.
import { and, isNull, lt, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { whatsappContacts, whatsappHandoffs, whatsappMessages } from '../../db/schema.ts';

export const WHATSAPP_RETENTION_JOB = 'whatsapp-retention';
export const WHATSAPP_RETENTION_DAYS = 180;

export async function pruneWhatsAppLog(
  app: FastifyInstance,
  now = new Date(),
): Promise<{ messages: number; handoffs: number; contacts: number }> {
  const cutoff = new Date(now.getTime() - WHATSAPP_RETENTION_DAYS * 86_400_000);
  const messages = await app.db
    .delete(whatsappMessages)
    .where(lt(whatsappMessages.createdAt, cutoff))
    .returning({ id: whatsappMessages.id });
  const handoffs = await app.db
    .delete(whatsappHandoffs)
    .where(lt(whatsappHandoffs.resolvedAt, cutoff))
    .returning({ id: whatsappHandoffs.id });
  const contacts = await app.db
    .delete(whatsappContacts)
    .where(
      and(
        isNull(whatsappContacts.optedOutAt),
        lt(whatsappContacts.createdAt, cutoff),
        or(isNull(whatsappContacts.lastInboundAt), lt(whatsappContacts.lastInboundAt, cutoff)),
      ),
    )
    .returning({ phone: whatsappContacts.phone });
  return { messages: messages.length, handoffs: handoffs.length, contacts: contacts.length };
}
