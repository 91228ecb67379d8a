// Applies migrations once to the test database before any integration test runs.
import { openDatabase } from '../db/client.ts';
import { seed } from '../db/seed/index.ts';

export default async function setup() {
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.warn(
      'DATABASE_URL is not set: integration tests need a PostgreSQL database (npm test sets one up).',
    );
    return;
  }
  const database = await openDatabase({ url });
  await database.migrate();
  await seed(database.db, { demo: false });
  await database.close();
}
