import { configDefaults, defineConfig } from 'vitest/config';

// Unit tests (`*.test.ts`) and integration tests (`*.integration.test.ts`, HTTP + real PostgreSQL).
// Tests that change platform-wide settings (`*.global.integration.test.ts`, the fee...) run on their
// own after the others (TEST_GLOBAL_SETTINGS=1, see scripts/run-tests.ts), so no test sees them.
const globalSettings = '**/*.global.integration.test.ts';
const onlyGlobal = process.env.TEST_GLOBAL_SETTINGS === '1';

export default defineConfig({
  test: {
    include: onlyGlobal ? [`src/${globalSettings}`] : ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
    exclude: onlyGlobal ? configDefaults.exclude : [...configDefaults.exclude, globalSettings],
    globalSetup: ['src/server/testing/global-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
