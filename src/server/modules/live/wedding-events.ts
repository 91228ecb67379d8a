// Live updates for the couple's panel, carried by PostgreSQL NOTIFY so that every app process
// serving the panel hears about an RSVP or a message written by any other process.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

export const WEDDING_EVENTS = 'wedding_events';
export type WeddingEventType = 'rsvp' | 'message' | 'gift' | 'wallet' | 'invitation' | 'checkin';

export async function publishWeddingEvent(db: Db, weddingId: string, type: WeddingEventType): Promise<void> {
  await db.execute(sql`select pg_notify(${WEDDING_EVENTS}, ${JSON.stringify({ weddingId, type })})`);
}
