// Direct database access for specs that build their own data with the seed's factories.
import { test as base } from '@playwright/test';
import { type Database, openDatabase } from '../../../src/server/db/client.ts';

export const test = base.extend<object, { database: Database }>({
  database: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies by destructuring.
    async ({}, use) => {
      const url = process.env.DATABASE_URL;
      if (!url) throw new Error('E2E specs need DATABASE_URL (run `npm test`).');
      const database = await openDatabase({ url });
      await use(database);
      await database.close();
    },
    { scope: 'worker' },
  ],
});

export { expect } from '@playwright/test';
