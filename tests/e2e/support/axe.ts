// The accessibility check every screen joins (DESIGN.md 5a): axe-core's WCAG 2.1 A and AA rules on
// the page as it is now; any violation fails, listed with the elements it names.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Every WCAG 2.1 A/AA violation on the page, one readable line block per rule. */
export async function axeViolations(page: Page): Promise<string[]> {
  // Transitions (toasts, sheets) must have ended, or axe measures colours half-way through a fade.
  await page.evaluate(() =>
    Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))),
  );
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n${v.nodes
        .slice(0, 8)
        .map(
          (n) =>
            `    ${n.target.join(' ')}${n.failureSummary ? ` — ${n.failureSummary.split('\n').slice(1, 2).join('').trim()}` : ''}`,
        )
        .join('\n')}`,
  );
}

export async function expectNoAxeViolations(page: Page, label = page.url()): Promise<void> {
  expect(await axeViolations(page), `axe em ${label}`).toEqual([]);
}

/**
 * For specs that walk many pages: records each page's violations without stopping, so one run
 * names every page that fails (the test still fails at its end).
 */
export async function softAxeCheck(page: Page, label = page.url()): Promise<void> {
  expect.soft(await axeViolations(page), `axe em ${label}`).toEqual([]);
}

/** The two widths every page is checked at: a small phone and a laptop. */
export const axeViewports = [
  { name: '375', width: 375, height: 740 },
  { name: '1280', width: 1280, height: 800 },
] as const;
