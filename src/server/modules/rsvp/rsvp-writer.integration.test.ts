// Group commit for RSVPs: answers written together still come back one by one, a guest answering
// twice at once updates one row, and one bad answer fails alone.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rsvps } from '../../db/schema.ts';
import { testCouple } from '../../testing/couples.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { type RsvpValues, RsvpWriter } from './rsvp-writer.ts';

const t = await createTestApp();
const db = t.database.db;

async function weddingId() {
  const { wedding } = await testCouple(db);
  return wedding.id;
}

const values = (weddingId: string, n: number, extra: Partial<RsvpValues> = {}): RsvpValues => ({
  weddingId,
  name: `Convidado ${n}`,
  nameKey: `convidado ${n}`,
  contactKey: `c${n}@exemplo.com`,
  attending: true,
  companions: 0,
  companionNames: [],
  ...extra,
});

describe('RsvpWriter', () => {
  it('writes a burst in a few statements and answers each caller with its own row', async () => {
    const id = await weddingId();
    const writer = new RsvpWriter(db, 100, 2);
    const written = await Promise.all(Array.from({ length: 300 }, (_, n) => writer.write(values(id, n))));
    expect(written.every((w) => w?.created)).toBe(true);
    expect(new Set(written.map((w) => w?.id)).size).toBe(300);
    const rows = await db.select().from(rsvps).where(eq(rsvps.weddingId, id));
    expect(rows).toHaveLength(300);
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(written.map((w) => byId.get(w?.id ?? '')?.name)).toEqual(written.map((_, n) => `Convidado ${n}`));
  });

  it('turns a second answer by the same guest, sent at the same moment, into an update', async () => {
    const id = await weddingId();
    const writer = new RsvpWriter(db);
    const [first, second] = await Promise.all([
      writer.write(values(id, 1)),
      writer.write(values(id, 1, { attending: false })),
    ]);
    expect(first?.created).toBe(true);
    expect(second).toEqual({ id: first?.id, created: false });
    const rows = await db.select().from(rsvps).where(eq(rsvps.weddingId, id));
    expect(rows.map((r) => r.attending)).toEqual([false]);
  });

  it('fails only the answer the database refuses', async () => {
    const id = await weddingId();
    const writer = new RsvpWriter(db);
    const results = await Promise.allSettled([
      writer.write(values(id, 1)),
      writer.write(values(id, 2, { companions: 99 })),
      writer.write(values(id, 3)),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(await db.$count(rsvps, eq(rsvps.weddingId, id))).toBe(2);
  });
});
