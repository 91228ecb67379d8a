// The database fixture now lives with the other E2E helpers in fixtures.ts; specs may import either.
export { expect, test } from './fixtures.ts';
