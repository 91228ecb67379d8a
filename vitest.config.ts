import { defineConfig } from 'vitest/config';

// Unit tests (`*.test.ts`) and integration tests (`*.integration.test.ts`, HTTP + real PostgreSQL).
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
    globalSetup: ['src/server/testing/global-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
