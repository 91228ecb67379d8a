// The demo's seeds run on every start of the app, so their tests run each one as two starts would.
import type { Db } from '../db/client.ts';

/** Runs a demo seed as two starts of the app do: the second finds its work done and adds nothing. */
export async function seedTwice(
  seed: (db: Db, weddingId: string) => Promise<unknown>,
  db: Db,
  weddingId: string,
): Promise<void> {
  await seed(db, weddingId);
  await seed(db, weddingId);
}
