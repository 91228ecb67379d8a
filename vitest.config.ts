import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

// Three tiers in one run: unit tests (`*.test.ts`), integration tests (`*.integration.test.ts`, HTTP +
// real PostgreSQL) and component tests (`*.test.tsx`: React in jsdom with Testing Library, no server).
// Tests that change platform-wide settings (`*.global.integration.test.ts`, the fee...) run on their
// own after the others (TEST_GLOBAL_SETTINGS=1, see scripts/run-tests.ts), so no test sees them.
// TEST_TIER=unit leaves the integration files out (`npm run test:unit`: no database needed);
// TEST_TIER=int keeps only them (`npm run test:int`).
const globalSettings = '**/*.global.integration.test.ts';
const integration = '**/*.integration.test.ts';
const onlyGlobal = process.env.TEST_GLOBAL_SETTINGS === '1';
const tier = process.env.TEST_TIER;

function serverFiles(): { include: string[]; exclude: string[] } {
  if (onlyGlobal) return { include: [`src/${globalSettings}`], exclude: configDefaults.exclude };
  const exclude = [...configDefaults.exclude, globalSettings];
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
    globalSetup: ['src/server/testing/global-setup.ts'],
  },
};

const components: TestProjectInlineConfiguration = {
  extends: true,
  test: {
    name: 'components',
    include: ['src/**/*.test.tsx'],
    environment: 'jsdom',
    setupFiles: ['src/web/testing/component-setup.ts'],
  },
};

export default defineConfig({
  test: {
    testTimeout: 20_000,
    hookTimeout: 60_000,
    pool: 'forks',
    projects: onlyGlobal || tier === 'int' ? [server] : [server, components],
  },
});
