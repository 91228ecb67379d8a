// The accessibility check every screen joins (DESIGN.md 5a): axe-core's WCAG 2.1 A and AA rules on
// the page as it is now; any violation fails, listed with the elements it names.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const toaster = '[data-sonner-toaster]';

/**
 * Every WCAG 2.1 A/AA violation on the page, one readable line block per rule. Toasts are left out:
 * one may start fading while axe works (a slow machine takes seconds), and axe would measure its
 * colours half-way; expectToastAccessible checks them held still.
 */
export async function axeViolations(page: Page, only?: string): Promise<string[]> {
  // Transitions (sheets, dialogs) must have ended, or axe measures colours half-way through a fade.
  await page.evaluate(() =>
    Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))),
  );
  // Only violations are read: axe then skips detailing every passing node, most of its work.
  // Frames are left out: ours are previews of pages checked on their own (the admin's Layout, whose
  // sandboxed frame runs no script, axe's included) or other sites' maps and videos.
  // (`options` replaces what was set before it, so it comes before the tags.)
  const builder = new AxeBuilder({ page })
    .options({ resultTypes: ['violations'], iframes: false })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  const results = await (only ? builder.include(only) : builder.exclude(toaster)).analyze();
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
 * A toast on screen, held still (sonner pauses its timer while the pointer is over its list; the
 * event is sent to it directly, as an open dialog keeps the pointer from reaching it), checked alone.
 */
export async function expectToastAccessible(page: Page, text: string): Promise<void> {
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: text });
  await toast.dispatchEvent('mouseover');
  await expect(toast).toHaveAttribute('data-expanded', 'true');
  expect(await axeViolations(page, toaster), `axe no aviso "${text}"`).toEqual([]);
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
