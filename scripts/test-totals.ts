// The totals `npm test` closes with, read from each runner's JSON report (scripts/run-tests.ts).
import { existsSync, readFileSync } from 'node:fs';

export interface Totals {
  passed: number;
  failed: number;
  skipped: number;
}

export function vitestTotals(file: string): Totals {
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

export function playwrightTotals(file: string): Totals {
  if (!existsSync(file)) return { passed: 0, failed: 1, skipped: 0 };
  const s = JSON.parse(readFileSync(file, 'utf8')).stats;
  return {
    passed: s.expected + s.flaky,
    failed: s.unexpected + (s.expected + s.unexpected === 0 ? 1 : 0),
    skipped: s.skipped,
  };
}

export function sumTotals(all: Totals[]): Totals {
  return all.reduce(
    (a, t) => ({ passed: a.passed + t.passed, failed: a.failed + t.failed, skipped: a.skipped + t.skipped }),
    { passed: 0, failed: 0, skipped: 0 },
  );
}
