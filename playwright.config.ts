import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { defineConfig, devices } from '@playwright/test';

// E2E specs drive Debian's Chromium (never a downloaded browser) against the started app: its headless
// shell (package chromium-headless-shell, the same Chromium build without the desktop browser's GPU and
// UI processes) halves the E2E run on 2 cores; the full `/usr/bin/chromium` is used where the shell is
// missing and for `npm run shots`. E2E_CHROMIUM names another binary.
export const chromiumPath =
  process.env.E2E_CHROMIUM ??
  (existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : '/usr/bin/chromium');
const port = Number(process.env.E2E_PORT ?? 3210);
export const baseHost = `localhost:${port}`;

// One worker per core, at most 4, the same with or without CI=true. Each worker is one Chromium page
// and the app server is one Node process beside them: on 2 cores, 2 workers keep the load near the
// core count (3 workers drove it to 12 and the accessibility walks timed out waiting for "Carregando...");
// past 4 workers the single app server, not the browsers, is what limits the run. E2E_WORKERS overrides.
export const e2eWorkers = Number(process.env.E2E_WORKERS) || Math.max(1, Math.min(4, availableParallelism()));

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: e2eWorkers,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : 'list',
  use: {
    baseURL: `http://${baseHost}`,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    trace: 'off',
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        '--disable-sync',
        '--disable-quic',
        // One renderer may serve the four hosts of a test: fewer processes on a 2-core machine.
        '--disable-site-isolation-trials',
      ],
    },
  },
  // Specs that change platform-wide settings (`*.global.spec.ts`, the fee...) run after all others,
  // so no other spec sees them. Picture tours (`*.shots.spec.ts`: every step or page at two widths,
  // whose behaviour other specs check) run only in `npm run shots`.
  projects: [
    {
      name: 'chromium',
      testIgnore: ['**/*.global.spec.ts', ...(process.env.SHOTS === '1' ? [] : ['**/*.shots.spec.ts'])],
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
    {
      name: 'global-settings',
      testMatch: '**/*.global.spec.ts',
      dependencies: ['chromium'],
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
  ],
  webServer: {
    command: 'node --import tsx src/server/main.ts',
    url: `http://${baseHost}/api/health`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    env: {
      PORT: String(port),
      BASE_HOST: baseHost,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_FACTOR: '20',
      DATABASE_URL: process.env.DATABASE_URL ?? '',
      DATA_DIR: '.tmp/e2e-data',
    },
  },
});
