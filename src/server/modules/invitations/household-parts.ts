// Each household's personal page, kept per process like the guest pages (ADR 008): the shared page
// with its part filled in, so a household opening its link again costs no query and no render. An entry is good while the
// wedding's page-cache version is the one it was rendered under (any change the couple makes, and
// every household's answer, moves it: `app.siteChanged`) and for at most the cache's maximum age.
// Openings are written at most once a minute per household, from here too. A kept page holds its
// brotli and gzip forms too, made once, so a browser gets it compressed like the guest page.
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const MAX_ENTRIES = 1_000;
const OPENED_EVERY_MS = 60_000;

export interface HouseholdPart {
  householdId: string;
  weddingId: string;
  /** The whole page: the shared page with the household's banner and part in their slots. */
  body: Buffer;
  /** Its compressed forms, once kept. */
  br?: Buffer;
  gzip?: Buffer;
}

/** The page with its compressed forms (brotli at a quality that costs a few milliseconds once). */
export async function compressed(part: HouseholdPart): Promise<HouseholdPart> {
  const [br, gz] = await Promise.all([
    brotli(part.body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6 } }),
    gzip(part.body, { level: 6 }),
  ]);
  return { ...part, br, gzip: gz };
}

interface Entry extends HouseholdPart {
  version: string;
  storedAt: number;
}

export class HouseholdParts {
  private readonly entries = new Map<string, Entry>();
  private readonly opened = new Map<string, number>();

  constructor(
    private readonly maxAgeMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  get(code: string, version: (weddingId: string) => string): HouseholdPart | undefined {
    const entry = this.entries.get(code);
    if (!entry) return undefined;
    if (entry.version !== version(entry.weddingId) || this.now() - entry.storedAt > this.maxAgeMs) {
      this.entries.delete(code);
      return undefined;
    }
    return entry;
  }

  /** Keeps the part if the wedding is still at `version` (taken before its data was read). */
  store(code: string, version: string, current: string, part: HouseholdPart): void {
    if (this.maxAgeMs <= 0 || version !== current) return;
    this.entries.delete(code);
    this.entries.set(code, { ...part, version, storedAt: this.now() });
    if (this.entries.size > MAX_ENTRIES) {
      const [oldest] = this.entries.keys();
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }

  /** Whether this opening should be written (the household's last one here is a minute old). */
  shouldMarkOpened(householdId: string): boolean {
    const last = this.opened.get(householdId);
    if (last !== undefined && this.now() - last < OPENED_EVERY_MS) return false;
    if (this.opened.size >= MAX_ENTRIES) this.opened.clear();
    this.opened.set(householdId, this.now());
    return true;
  }
}
