import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultSections } from '../../shared/theme-design.ts';
import { unique } from '../testing/test-app.ts';
import { type Database, openDatabase } from './client.ts';
import { seed } from './seed/index.ts';
import { themeSeeds } from './seed/themes/index.ts';

// A brand-new database on the same server, so migrations run from empty.
const serverUrl = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
const name = unique('mig_');
const adminUrl = Object.assign(new URL(serverUrl), { pathname: '/postgres' }).toString();
let database: Database;

async function admin(query: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(query);
  await client.end();
}

beforeAll(async () => {
  await admin(`create database ${name}`);
  database = await openDatabase({
    url: Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString(),
  });
});

afterAll(async () => {
  await database.close();
  await admin(`drop database if exists ${name} with (force)`);
});

async function count(table: string): Promise<number> {
  const result = await database.db.execute(sql.raw(`select count(*)::int as n from ${table}`));
  return (result.rows[0] as { n: number }).n;
}

describe('migrations and seed', () => {
  it('create every table from an empty database, and re-running them changes nothing', async () => {
    await database.migrate();
    await database.migrate();
    const result = await database.db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    const tables = result.rows.map((r) => (r as { table_name: string }).table_name);
    expect(tables).toEqual(
      expect.arrayContaining([
        'users',
        'sessions',
        'couples',
        'weddings',
        'onboarding_answers',
        'themes',
        'theme_sections',
        'gift_categories',
        'gift_subcategories',
        'catalog_products',
        'gift_list_items',
        'gift_payments',
        'ledger_accounts',
        'ledger_transactions',
        'ledger_entries',
        'settings',
        'audit_log',
        'outbox_emails',
      ]),
    );
  });

  it('seeds once: running the seed again adds no duplicate rows', async () => {
    await seed(database.db, { demo: true });
    const tables = [
      'themes',
      'theme_sections',
      'gift_categories',
      'gift_subcategories',
      'catalog_products',
      'users',
      'weddings',
      'settings',
    ];
    const first = await Promise.all(tables.map(count));
    await seed(database.db, { demo: true });
    const second = await Promise.all(tables.map(count));
    expect(second).toEqual(first);

    expect(await count('themes')).toBe(themeSeeds.length);
    expect(await count('theme_sections')).toBe(themeSeeds.length * 8);
    expect(await count('catalog_products')).toBeGreaterThan(0);
    const published = await database.db.execute(
      sql`select slug, search_indexing from weddings where site_published`,
    );
    // The demo couple shows "Aparecer em buscadores (Google)" chosen (issue 24); real couples start
    // out of search engines (the column's default, tested in seo/guest-indexing).
    expect(published.rows).toEqual([{ slug: 'mariana-e-joao', search_indexing: true }]);
    // The spec's marketing texts are version 1 of the admin's Layout, so a first edit can be undone.
    const layout = await database.db.execute(sql`select version from marketing_content_versions`);
    expect(layout.rows).toEqual([{ version: 1 }]);
  });

  it('seeds every theme (the nine onboarding themes among them) with design settings and the eight default sections in order', async () => {
    const result = await database.db.execute(
      sql`select t.name, t.design->'colors'->>'primary' as primary, array_agg(s.slug order by s.position) as sections
          from themes t join theme_sections s on s.theme_id = t.id group by t.name, t.design order by t.name`,
    );
    const names = result.rows.map((r) => (r as { name: string }).name).sort();
    expect(names).toEqual(themeSeeds.map((t) => t.name).sort());
    expect(names).toEqual(
      expect.arrayContaining([
        'Boho',
        'Clássico',
        'Elegante',
        'Floral',
        'Jardim',
        'Minimalista',
        'Moderno',
        'Praia',
        'Rústico',
      ]),
    );
    for (const row of result.rows as { primary: string; sections: string[] }[]) {
      expect(row.primary).toMatch(/^#[0-9A-F]{6}$/i);
      expect(row.sections).toEqual(defaultSections.map((d) => d.slug));
    }
  });
});
