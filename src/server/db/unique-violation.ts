// PostgreSQL refuses a row that repeats a unique index with SQLSTATE 23505; the query builder wraps
// the driver's error, so the code may sit one level down.
type PgError = { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };

export function isUniqueViolation(err: unknown): boolean {
  const e = err as PgError | undefined;
  return e?.code === '23505' || e?.cause?.code === '23505';
}

/** The unique index the refused row repeats, when the driver names it. */
export function violatedConstraint(err: unknown): string | undefined {
  const e = err as PgError | undefined;
  return e?.cause?.constraint ?? e?.constraint;
}

/** Runs a write; a repeated unique value becomes `refusal()` (a business error) instead of a 500. */
export async function refuseDuplicate<T>(write: () => Promise<T>, refusal: () => Error): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err)) throw refusal();
    throw err;
  }
}
