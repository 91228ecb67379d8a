import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { playwrightTotals, sumTotals, vitestTotals } from './test-totals.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'test-totals-'));
function report(name: string, body: unknown): string {
  const file = path.join(dir, name);
  writeFileSync(file, JSON.stringify(body));
  return file;
}

describe('test totals', () => {
  it('counts a missing report as one failure, so a crashed runner never looks green', () => {
    expect(vitestTotals(path.join(dir, 'none.json'))).toEqual({ passed: 0, failed: 1, skipped: 0 });
    expect(playwrightTotals(path.join(dir, 'none.json'))).toEqual({ passed: 0, failed: 1, skipped: 0 });
  });

  it('counts a Vitest file that failed to load once', () => {
    const file = report('vitest.json', {
      numPassedTests: 3,
      numFailedTests: 1,
      numPendingTests: 1,
      numTodoTests: 0,
      testResults: [
        { status: 'failed', assertionResults: [{ status: 'failed' }] },
        { status: 'failed', assertionResults: [{ status: 'skipped' }] },
        { status: 'passed', assertionResults: [{ status: 'passed' }] },
      ],
    });
    expect(vitestTotals(file)).toEqual({ passed: 3, failed: 2, skipped: 1 });
  });

  it('counts flaky Playwright tests as passed and an empty run as failed', () => {
    const ran = report('pw.json', { stats: { expected: 4, flaky: 1, unexpected: 0, skipped: 2 } });
    expect(playwrightTotals(ran)).toEqual({ passed: 5, failed: 0, skipped: 2 });
    const empty = report('pw-empty.json', { stats: { expected: 0, flaky: 0, unexpected: 0, skipped: 0 } });
    expect(playwrightTotals(empty).failed).toBe(1);
  });

  it('adds the suites up', () => {
    expect(
      sumTotals([
        { passed: 2, failed: 1, skipped: 0 },
        { passed: 5, failed: 0, skipped: 3 },
      ]),
    ).toEqual({ passed: 7, failed: 1, skipped: 3 });
  });
});
