import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

// Three tiers in one run: unit tests (`*.test.ts`), integration tests (`*.integration.test.ts`, HTTP +
// real PostgreSQL) and component tests (`*.test.tsx`: React in jsdom with Testing Library, no server).
// Tests that change platform-wide settings (`*.global.integration.test.ts`, the fee...) run on their
// own after the others (TEST_GLOBAL_SETTINGS=1, see scripts/run-tests.ts), so no test sees them.
// TEST_TIER=unit leaves the integration files out (`npm run test:unit`: no database needed);
// TEST_TIER=int keeps only them (`npm run test:int`).
//
// Files run in parallel, in groups one after the other:
// 1. server files, one worker fewer than cores (Vitest's own default: one on 2 cores). Each worker
//    has its own pg-boss schema (testing/test-app.ts), so VITEST_WORKERS=3 runs them three at a time;
//    on a 2-core machine that took 434 s once and 740 s once against about 500 s on one worker, no
//    clear gain. More than 3 exhausts PostgreSQL's default 100 connections (10 per file's app).
// 2. component files, one worker a core: jsdom is all CPU.
// 3. `*.serial.integration.test.ts`, one at a time: they read platform-wide figures (the admin's
//    dashboard, finances, gift-list stats) before and after a change, which other files running
//    beside them would move, or the guest pages' cache, which an admin change in any file empties.
// VITEST_WORKERS overrides the first two.
const globalSettings = '**/*.global.integration.test.ts';
const serial = '**/*.serial.integration.test.ts';
const integration = '**/*.integration.test.ts';
const onlyGlobal = process.env.TEST_GLOBAL_SETTINGS === '1';
const tier = process.env.TEST_TIER;
const cores = availableParallelism();
const workers = (n: number) => Number(process.env.VITEST_WORKERS) || n;

function serverFiles(): { include: string[]; exclude: string[] } {
  if (onlyGlobal) return { include: [`src/${globalSettings}`], exclude: configDefaults.exclude };
  const exclude = [...configDefaults.exclude, globalSettings, serial];
  if (tier === 'unit')
    return { include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'], exclude: [...exclude, integration] };
  if (tier === 'int') return { include: [`src/${integration}`], exclude };
  return { include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'], exclude };
}

const server: TestProjectInlineConfiguration = {
  extends: true,
  test: {
    name: 'server',
    ...serverFiles(),
    // A worker's files share one process: importing the app once instead of once a file saves
    // minutes. Each file's apps are closed after it (testing/close-test-apps.ts), so none outlives its file.
    isolate: false,
    globalSetup: ['src/server/testing/global-setup.ts'],
    setupFiles: ['src/server/testing/close-test-apps.ts'],
    maxWorkers: onlyGlobal ? 1 : workers(Math.max(1, cores - 1)),
    sequence: { groupOrder: 0 },
  },
};

const components: TestProjectInlineConfiguration = {
  extends: true,
  test: {
    name: 'components',
    include: ['src/**/*.test.tsx'],
    environment: 'jsdom',
    setupFiles: ['src/web/testing/component-setup.ts'],
    maxWorkers: workers(cores),
    sequence: { groupOrder: 1 },
  },
};

const serverSerial: TestProjectInlineConfiguration = {
  extends: true,
  test: {
    name: 'server-serial',
    include: [`src/${serial}`],
    isolate: false,
    globalSetup: ['src/server/testing/global-setup.ts'],
    setupFiles: ['src/server/testing/close-test-apps.ts'],
    maxWorkers: 1,
    sequence: { groupOrder: 2 },
  },
};

function projects(): TestProjectInlineConfiguration[] {
  if (onlyGlobal) return [server];
  if (tier === 'int') return [server, serverSerial];
  if (tier === 'unit') return [server, components];
  return [server, components, serverSerial];
}

export default defineConfig({
  test: {
    testTimeout: 20_000,
    hookTimeout: 60_000,
    pool: 'forks',
    projects: projects(),
  },
});
