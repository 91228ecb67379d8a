// `db.execute` answers `{ rows }` with plain records on both drivers (PostgreSQL and PGlite); the
// report queries written in raw SQL read them through these.
export type RawRow = Record<string, unknown>;

export const rowsOf = (result: unknown): RawRow[] => (result as { rows: RawRow[] }).rows;

/** A timestamp of a raw row as ISO text; null stays null. */
export const isoTime = (value: unknown): string | null =>
  value ? new Date(value as string).toISOString() : null;
