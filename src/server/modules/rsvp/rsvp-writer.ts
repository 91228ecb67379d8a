// Group commit for RSVPs (issue 13): answers arriving together are written by one multi-row upsert
// in one transaction, so a burst after the invitation goes out costs a few commits a second instead
// of one per guest. Each caller still gets its own row back (new or updated) or its own error. An
// existing answer is replaced only from the browser that gave it or by an answer carrying its
// contact; otherwise the caller gets null and the answer is kept apart (rsvp-conflicts.ts).
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rsvps } from '../../db/schema.ts';

export type RsvpValues = Omit<typeof rsvps.$inferInsert, 'id' | 'createdAt' | 'updatedAt'> & {
  weddingId: string;
  nameKey: string;
  contactKey: string;
};

export interface Written {
  id: string;
  created: boolean;
}

interface Waiting {
  values: RsvpValues;
  /** null: the guest's existing answer may not be replaced by this one. */
  resolve: (row: Written | null) => void;
  reject: (err: unknown) => void;
}

const SEPARATOR = '\u001f';
const keyOf = (v: RsvpValues) => [v.weddingId, v.nameKey, v.contactKey].join(SEPARATOR);

export class RsvpWriter {
  private waiting: Waiting[] = [];
  private running = 0;
  /** Guests whose answer is being written: their next answer waits, so answers keep their order. */
  private readonly inFlight = new Set<string>();

  /** `maxConcurrent` batches in flight at once; answers arriving meanwhile form the next batch. */
  constructor(
    private readonly db: Db,
    private readonly maxBatch = 500,
    private readonly maxConcurrent = 2,
  ) {}

  write(values: RsvpValues): Promise<Written | null> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ values, resolve, reject });
      this.kick();
    });
  }

  private kick(): void {
    while (this.running < this.maxConcurrent && this.waiting.length > 0) {
      const batch = this.take();
      if (batch.length === 0) return;
      const keys = batch.map((b) => keyOf(b.values));
      for (const key of keys) this.inFlight.add(key);
      this.running += 1;
      void this.flush(batch).finally(() => {
        for (const key of keys) this.inFlight.delete(key);
        this.running -= 1;
        this.kick();
      });
    }
  }

  /**
   * The next batch: one answer per guest, none of a guest being written now (a second answer by the
   * same guest waits for a later batch).
   */
  private take(): Waiting[] {
    const batch: Waiting[] = [];
    const rest: Waiting[] = [];
    const keys = new Set<string>();
    for (const item of this.waiting) {
      const key = keyOf(item.values);
      if (batch.length < this.maxBatch && !keys.has(key) && !this.inFlight.has(key)) {
        keys.add(key);
        batch.push(item);
      } else rest.push(item);
    }
    this.waiting = rest;
    return batch;
  }

  private async flush(batch: Waiting[]): Promise<void> {
    try {
      const rows = await upsert(
        this.db,
        batch.map((b) => b.values),
      );
      const byKey = new Map(rows.map((r) => [r.key, r]));
      for (const item of batch) {
        const row = byKey.get(keyOf(item.values));
        item.resolve(row ? { id: row.id, created: row.created } : null);
      }
    } catch (err) {
      if (batch.length === 1) {
        batch[0]?.reject(err);
        return;
      }
      // One bad answer must not fail the others: each is written alone to find its own error.
      for (const item of batch) {
        await upsert(this.db, [item.values]).then(([row]) => item.resolve(row ?? null), item.reject);
      }
    }
  }
}

/**
 * One statement for the whole batch, its columns passed as arrays (unnest): the statement's text is
 * the same for any batch size, so neither side spends time on thousands of parameters.
 */
async function upsert(db: Db, values: RsvpValues[]): Promise<(Written & { key: string })[]> {
  const column = <T>(pick: (v: RsvpValues) => T) => sql.param(values.map(pick));
  const result = await db.execute<{ id: string; created: boolean; key: string }>(sql`
    insert into ${rsvps} (wedding_id, household_id, name, name_key, contact_key, attending, companions,
      companion_names, phone, email, note, device_hash, needs_link, mail_pending_since)
    select w, h, n, nk, ck, a, c, array(select jsonb_array_elements_text(cn)), p, e, nt, d, nl, now()
    from unnest(
      ${column((v) => v.weddingId)}::uuid[], ${column((v) => v.householdId ?? null)}::uuid[],
      ${column((v) => v.name)}::text[], ${column((v) => v.nameKey)}::text[],
      ${column((v) => v.contactKey)}::text[], ${column((v) => v.attending)}::boolean[],
      ${column((v) => v.companions ?? 0)}::int[], ${column((v) => JSON.stringify(v.companionNames ?? []))}::jsonb[],
      ${column((v) => v.phone ?? null)}::text[], ${column((v) => v.email ?? null)}::text[],
      ${column((v) => v.note ?? null)}::text[], ${column((v) => v.deviceHash ?? null)}::text[],
      ${column((v) => v.needsLink ?? false)}::boolean[]
    ) as answer(w, h, n, nk, ck, a, c, cn, p, e, nt, d, nl)
    on conflict (wedding_id, name_key, contact_key) do update set
      -- The household it was linked to, or its wait for one, stays (open-answer-match.ts).
      name = excluded.name, attending = excluded.attending,
      companions = excluded.companions, companion_names = excluded.companion_names,
      phone = excluded.phone, email = excluded.email, note = excluded.note, updated_at = now(),
      device_hash = excluded.device_hash,
      -- An answer the couple has not been told about yet stays "new" (see rsvp-outbox.ts).
      mail_pending_since = coalesce(${rsvps.mailPendingSince}, now()), mail_claimed_at = null
    -- Matching a contact the first answer gave proves it; without one, only its browser may change it.
    where ${rsvps.contactKey} <> '' or ${rsvps.deviceHash} = excluded.device_hash
    returning id, (xmax = 0) as created,
      concat_ws(chr(31), wedding_id::text, name_key, contact_key) as key`);
  return result.rows;
}
