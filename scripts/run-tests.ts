// `npm test`: installs what the tests need (Debian's Chromium and its headless shell), prepares a
// PostgreSQL database, builds the web app, runs Vitest (unit + integration) and Playwright (E2E), and
// closes with the plain total "N passed, N failed" over all suites.
// One tier alone: `npm run test:unit` (`*.test.ts` that are not integration, and the component tier
// `*.test.tsx`: no database, no build), `npm run test:int` (`*.integration.test.ts`: database and the
// built web app) or `npm run test:e2e` (Playwright against the built app). Same closing line.
import { execSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import pg from 'pg';
import { playwrightTotals, sumTotals, type Totals, vitestTotals } from './test-totals.ts';

const LOCAL_SERVER = 'postgres://postgres@127.0.0.1:5432/postgres';

function run(cmd: string, args: string[], env: NodeJS.ProcessEnv = {}): number {
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status ?? 1;
}

/** Debian's Chromium and its headless shell (what the E2E run drives; see playwright.config.ts). */
function ensureChromium(): void {
  if (existsSync('/usr/bin/chromium') && existsSync('/usr/bin/chromium-headless-shell')) return;
  const packages = 'chromium chromium-headless-shell';
  console.log(`Instalando o Chromium do Debian (apt-get install -y ${packages})...`);
  const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
  execSync(`${sudo}apt-get update -qq && ${sudo}apt-get install -y -qq ${packages}`, { stdio: 'inherit' });
}

/** Redis for the tests of shared rate limits: started from Debian's redis-server when it is down. */
async function ensureRedis(): Promise<void> {
  const url = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
  const { Redis } = await import('ioredis');
  const ping = async () => {
    const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
    try {
      await client.connect();
      await client.ping();
      return true;
    } catch {
      return false;
    } finally {
      client.disconnect();
    }
  };
  if (await ping()) return;
  if (spawnSync('which', ['redis-server']).status === 0) {
    console.log('Iniciando o Redis local (redis-server)...');
    execSync('redis-server --daemonize yes --bind 127.0.0.1 --port 6379 --save "" --appendonly no', {
      stdio: 'inherit',
    });
    for (let i = 0; i < 50 && !(await ping()); i++) await new Promise((r) => setTimeout(r, 100));
  }
  if (!(await ping())) {
    throw new Error(`Redis não respondeu em ${url}. Instale/inicie o redis-server ou defina TEST_REDIS_URL.`);
  }
}

/** A fresh database on the local server, unless DATABASE_URL already names one. */
async function prepareDatabase(): Promise<{ url: string; drop?: () => Promise<void> }> {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL };
  const name = `casamento_test_${Date.now()}`;
  const admin = new pg.Client({ connectionString: LOCAL_SERVER });
  await admin.connect().catch((err) => {
    throw new Error(
      `PostgreSQL não respondeu em 127.0.0.1:5432 (${err.message}). Inicie-o ou defina DATABASE_URL para um banco de testes.`,
    );
  });
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = LOCAL_SERVER.replace(/\/postgres$/, `/${name}`);
  return {
    url,
    drop: async () => {
      const c = new pg.Client({ connectionString: LOCAL_SERVER });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

type Tier = 'unit' | 'int' | 'e2e';
const tiers: Tier[] = ['unit', 'int', 'e2e'];
const only = process.argv[2];
if (only !== undefined && !tiers.includes(only as Tier)) {
  console.error(`Uso: tsx scripts/run-tests.ts [${tiers.join('|')}]`);
  process.exit(2);
}
const runs = (tier: Tier) => only === undefined || only === tier;
const needsServer = runs('int') || runs('e2e');

mkdirSync('.tmp', { recursive: true });
for (const f of ['.tmp/vitest.json', '.tmp/vitest-global.json', '.tmp/playwright.json'])
  rmSync(f, { force: true });
if (runs('e2e')) ensureChromium();
if (runs('int')) await ensureRedis();
const database = needsServer ? await prepareDatabase() : { url: process.env.DATABASE_URL ?? '' };
const env = { DATABASE_URL: database.url, CI: process.env.CI ?? '' };
const suites: { name: string; totals: Totals }[] = [];
try {
  if (needsServer && run('npx', ['vite', 'build', '--logLevel', 'warn']) !== 0)
    throw new Error('vite build failed');
  const vitest = (output: string, extra: NodeJS.ProcessEnv = {}) =>
    run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${output}`], {
      ...env,
      ...extra,
    });
  if (runs('unit') || runs('int')) {
    // The whole Vitest run, or one tier of it: unit leaves integration files out, int keeps only them.
    vitest('.tmp/vitest.json', only ? { TEST_TIER: only } : {});
    const all = vitestTotals('.tmp/vitest.json');
    if (runs('int')) {
      // Then, alone, the tests that change platform-wide settings (vitest.config.ts).
      vitest('.tmp/vitest-global.json', { TEST_GLOBAL_SETTINGS: '1' });
      const global = vitestTotals('.tmp/vitest-global.json');
      all.passed += global.passed;
      all.failed += global.failed;
      all.skipped += global.skipped;
    }
    suites.push({ name: 'Vitest', totals: all });
  }
  if (runs('e2e')) {
    run('npx', ['playwright', 'test'], { ...env, PLAYWRIGHT_JSON_OUTPUT_NAME: '.tmp/playwright.json' });
    suites.push({ name: 'Playwright', totals: playwrightTotals('.tmp/playwright.json') });
  }
} finally {
  await database.drop?.();
}
const expected = only === undefined ? 2 : 1;
const sum = sumTotals(suites.map((s) => s.totals));
console.log(
  `\n${suites.map((s) => `${s.name}: ${s.totals.passed} passed, ${s.totals.failed} failed`).join(' · ')}`,
);
console.log(`${sum.passed} passed, ${sum.failed} failed${sum.skipped ? `, ${sum.skipped} skipped` : ''}`);
process.exit(sum.failed > 0 || suites.length < expected ? 1 : 0);
