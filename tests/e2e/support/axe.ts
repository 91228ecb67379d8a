// The accessibility check every screen joins (DESIGN.md 5a): axe-core's WCAG 2.1 A and AA rules on
// the page as it is now; any violation fails, listed with the elements it names.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export async function expectNoAxeViolations(page: Page, label = page.url()): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const found = results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n${v.nodes
        .slice(0, 8)
        .map(
          (n) =>
            `    ${n.target.join(' ')}${n.failureSummary ? ` — ${n.failureSummary.split('\n').slice(1, 2).join('').trim()}` : ''}`,
        )
        .join('\n')}`,
  );
  expect(found, `axe em ${label}`).toEqual([]);
}
