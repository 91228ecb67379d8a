// The site's RSVP settings, kept on the wedding: the open form or personal links only, and the
// optional last day to answer.
import { eq } from 'drizzle-orm';
import type { RsvpSettings } from '../../../shared/wedding-events.ts';
import type { Db } from '../../db/client.ts';
import { weddings } from '../../db/schema.ts';

export function rsvpSettingsOf(wedding: { rsvpMode: RsvpSettings['rsvpMode']; rsvpDeadline: string | null }) {
  return { rsvpMode: wedding.rsvpMode, rsvpDeadline: wedding.rsvpDeadline };
}

export async function saveRsvpSettings(
  db: Db,
  weddingId: string,
  input: RsvpSettings,
): Promise<RsvpSettings> {
  const [row] = await db
    .update(weddings)
    .set({ rsvpMode: input.rsvpMode, rsvpDeadline: input.rsvpDeadline })
    .where(eq(weddings.id, weddingId))
    .returning({ rsvpMode: weddings.rsvpMode, rsvpDeadline: weddings.rsvpDeadline });
  return rsvpSettingsOf(row!);
}
