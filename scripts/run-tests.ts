// `npm test`: installs what the tests need (Debian's Chromium), prepares a PostgreSQL database,
// builds the web app, runs Vitest (unit + integration) and Playwright (E2E), and closes with the
// plain total "N passed, N failed" over all suites.
import { execSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import pg from 'pg';

const LOCAL_SERVER = 'postgres://postgres@127.0.0.1:5432/postgres';

function run(cmd: string, args: string[], env: NodeJS.ProcessEnv = {}): number {
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status ?? 1;
}

function ensureChromium(): void {
  if (existsSync('/usr/bin/chromium')) return;
  console.log('Instalando o Chromium do Debian (apt-get install -y chromium)...');
  const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
  execSync(`${sudo}apt-get update -qq && ${sudo}apt-get install -y -qq chromium`, { stdio: 'inherit' });
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

interface Totals {
  passed: number;
  failed: number;
  skipped: number;
}

function vitestTotals(file: string): Totals {
  if (!existsSync(file)) return { passed: 0, failed: 1, skipped: 0 };
  const r = JSON.parse(readFileSync(file, 'utf8'));
  // A file that fails to load, or whose set-up fails (its tests then count as skipped), has no failed
  // test of its own: count it once so the total cannot look green.
  const brokenFiles = (r.testResults as { status: string; assertionResults: { status: string }[] }[]).filter(
    (f) => f.status === 'failed' && !f.assertionResults.some((a) => a.status === 'failed'),
  ).length;
  return {
    passed: r.numPassedTests,
    failed: r.numFailedTests + brokenFiles,
    skipped: r.numPendingTests + r.numTodoTests,
  };
}

function playwrightTotals(file: string): Totals {
  if (!existsSync(file)) return { passed: 0, failed: 1, skipped: 0 };
  const s = JSON.parse(readFileSync(file, 'utf8')).stats;
  return {
    passed: s.expected + s.flaky,
    failed: s.unexpected + (s.expected + s.unexpected === 0 ? 1 : 0),
    skipped: s.skipped,
  };
}

mkdirSync('.tmp', { recursive: true });
for (const f of ['.tmp/vitest.json', '.tmp/vitest-global.json', '.tmp/playwright.json'])
  rmSync(f, { force: true });
ensureChromium();
await ensureRedis();
const database = await prepareDatabase();
const env = { DATABASE_URL: database.url, CI: process.env.CI ?? '' };
let totals: Totals[] = [];
try {
  if (run('npx', ['vite', 'build', '--logLevel', 'warn']) !== 0) throw new Error('vite build failed');
  const vitest = (output: string, extra: NodeJS.ProcessEnv = {}) =>
    run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${output}`], {
      ...env,
      ...extra,
    });
  vitest('.tmp/vitest.json');
  // Then, alone, the tests that change platform-wide settings (vitest.config.ts).
  vitest('.tmp/vitest-global.json', { TEST_GLOBAL_SETTINGS: '1' });
  run('npx', ['playwright', 'test'], { ...env, PLAYWRIGHT_JSON_OUTPUT_NAME: '.tmp/playwright.json' });
  const [all, global] = [vitestTotals('.tmp/vitest.json'), vitestTotals('.tmp/vitest-global.json')];
  totals = [
    {
      passed: all.passed + global.passed,
      failed: all.failed + global.failed,
      skipped: all.skipped + global.skipped,
    },
    playwrightTotals('.tmp/playwright.json'),
  ];
} finally {
  await database.drop?.();
}
const sum = totals.reduce(
  (a, t) => ({ passed: a.passed + t.passed, failed: a.failed + t.failed, skipped: a.skipped + t.skipped }),
  {
    passed: 0,
    failed: 0,
    skipped: 0,
  },
);
console.log(
  `\nVitest: ${totals[0]?.passed} passed, ${totals[0]?.failed} failed · Playwright: ${totals[1]?.passed} passed, ${totals[1]?.failed} failed`,
);
console.log(`${sum.passed} passed, ${sum.failed} failed${sum.skipped ? `, ${sum.skipped} skipped` : ''}`);
process.exit(sum.failed > 0 || totals.length < 2 ? 1 : 0);
