// A pure function's examples as a table: one test per example, named after its input and result.
import { expect, it } from 'vitest';

/** One test per case: `fn(input)` is `expected` (compared with `toBe`). */
export function itReturns<I, O>(title: string, fn: (input: I) => O, cases: [I, O][]): void {
  it.each(cases)(`${title}: %j → %j`, (input, expected) => {
    expect(fn(input)).toBe(expected);
  });
}
