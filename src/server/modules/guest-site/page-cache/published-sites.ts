// The published sites guests are writing to, kept for a while per process (issue 13): a burst of
// RSVPs to one wedding reads its wedding row and whether it has an invited list once, not once per
// answer. Dropped with the wedding's cached pages on every change (page-cache-plugin.ts).
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { invitedHouseholds } from '../../../db/schema.ts';
import { findPublishedWedding } from '../load-site.ts';

export type PublishedSite = NonNullable<Awaited<ReturnType<typeof findPublishedWedding>>> & {
  /** Whether only invited households may answer (invited_households has rows). */
  hasInvitedList: boolean;
};

export class PublishedSites {
  private readonly entries = new Map<string, { site: PublishedSite; at: number }>();
  /** Bumped on every change, so a lookup that raced a change is not kept. */
  private epoch = 0;

  constructor(
    private readonly db: Db,
    private readonly maxAgeMs: number,
    private readonly maxEntries = 5_000,
    private readonly now: () => number = Date.now,
  ) {}

  async find(slug: string): Promise<PublishedSite | null> {
    const hit = this.entries.get(slug);
    if (hit && this.now() - hit.at <= this.maxAgeMs) return hit.site;
    const epoch = this.epoch;
    const found = await findPublishedWedding(this.db, slug);
    if (!found) return null;
    const [invited] = await this.db
      .select({ id: invitedHouseholds.id })
      .from(invitedHouseholds)
      .where(eq(invitedHouseholds.weddingId, found.wedding.id))
      .limit(1);
    const site = { ...found, hasInvitedList: Boolean(invited) };
    if (this.maxAgeMs > 0 && epoch === this.epoch) {
      this.entries.delete(slug);
      this.entries.set(slug, { site, at: this.now() });
      if (this.entries.size > this.maxEntries) {
        const oldest = this.entries.keys().next().value;
        if (oldest !== undefined) this.entries.delete(oldest);
      }
    }
    return site;
  }

  invalidate(weddingId: string): void {
    this.epoch += 1;
    for (const [slug, entry] of this.entries) {
      if (entry.site.wedding.id === weddingId) this.entries.delete(slug);
    }
  }

  clear(): void {
    this.epoch += 1;
    this.entries.clear();
  }
}
