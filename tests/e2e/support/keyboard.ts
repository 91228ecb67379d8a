// Driving a page with the keyboard alone: Tab until a control has focus, checking on the way that
// every control focused shows it (its look, or its card's, changes when focus leaves); moving a
// picked-up row of a sortable list with the arrows.
import { expect, type Locator, type Page } from '@playwright/test';

/** Whether the focused element (or one of its three nearest ancestors) looks different unfocused. */
export async function focusIsVisible(
  page: Page,
): Promise<{ visible: boolean; element: string; programmatic: boolean }> {
  return page.evaluate(async () => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { visible: false, element: 'body', programmatic: false };
    const programmatic = el.tabIndex < 0;
    const chain: Element[] = [];
    for (let n: Element | null = el, i = 0; n && i < 4; n = n.parentElement, i++) chain.push(n);
    const frame = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    const look = () =>
      chain
        .map((n) => {
          const s = getComputedStyle(n);
          return [
            s.outlineStyle,
            s.outlineWidth,
            s.outlineColor,
            s.boxShadow,
            s.borderColor,
            s.backgroundColor,
          ].join('|');
        })
        .join('#');
    const name = `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`;
    if (el instanceof HTMLInputElement && /^(date|time|datetime-local|month|week)$/.test(el.type)) {
      // Past its year, Tab visits the browser's own calendar button inside the field.
      if (!el.matches(':focus')) return { visible: true, element: `${name} (calendário)`, programmatic };
      // Moving focus away and back would restart a date field at its first segment: compare it
      // with an unfocused copy of itself instead.
      const copy = el.cloneNode() as HTMLInputElement;
      copy.removeAttribute('id');
      el.after(copy);
      const styleOf = (n: Element) => {
        const s = getComputedStyle(n);
        return [s.outlineStyle, s.outlineWidth, s.outlineColor, s.boxShadow, s.borderColor].join('|');
      };
      const visible = styleOf(el) !== styleOf(copy);
      copy.remove();
      return { visible, element: name, programmatic };
    }
    const focused = look();
    // Focus moves to a stand-in rather than blur(), the way it leaves for another control.
    const standIn = document.createElement('button');
    standIn.style.cssText = 'position:fixed;left:-9999px;top:0';
    document.body.append(standIn);
    standIn.focus({ preventScroll: true });
    await frame();
    const blurred = look();
    el.focus({ preventScroll: true });
    standIn.remove();
    await frame();
    return { visible: focused !== blurred, element: name, programmatic };
  });
}

/** Presses Tab (at most `max` times) until `target` has focus; every stop must show its focus. */
export async function tabTo(page: Page, target: Locator, max = 60): Promise<void> {
  await expect(target).toHaveCount(1);
  const visited: string[] = [];
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return;
    const { visible, element, programmatic } = await focusIsVisible(page);
    const same = element === visited.at(-1);
    visited.push(element);
    // Past the last control, focus leaves the page for the browser's own buttons, then comes back;
    // a heading the app focuses after a page change (tabindex -1) is no Tab stop of its own; and
    // Tab inside a date field walks its day, month and year without leaving it.
    if (element === 'body' || programmatic || same) continue;
    expect(visible, `foco visível em ${element}`).toBe(true);
  }
  throw new Error(`Tab não chegou a ${target} em ${max} toques; passou por: ${visited.join(', ')}`);
}

/**
 * Types a date into a focused native date field, segment by segment. Chromium orders the segments
 * by its own interface language (day first in pt-BR, month first in the en-US of a bare machine),
 * so the order is read from the field itself: type, and if day and month landed swapped, go back
 * to the first segment and type them the other way.
 */
export async function typeDate(page: Page, field: Locator, iso: string): Promise<void> {
  const [year, month, day] = iso.split('-') as [string, string, string];
  await page.keyboard.type(`${day}${month}${year}`);
  if ((await field.inputValue()) === iso) return;
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.type(`${month}${day}${year}`);
  await expect(field).toHaveValue(iso);
}

/**
 * Moves a row picked up with Space (dnd-kit's keyboard sensor) to `position` with the arrows,
 * reading the live announcement ("… sobre a posição N de M."). dnd-kit listens for the arrows only
 * from a timer after pick-up, and Chromium runs input before timers, so on a busy machine the first
 * key can be lost: each check presses again toward the position (back if a late key overshot).
 */
export async function arrowRowTo(page: Page, position: number): Promise<void> {
  const announced = page.locator('[id^="DndLiveRegion"]');
  await expect
    .poll(
      async () => {
        const at = Number(/posição (\d+) de \d+/.exec((await announced.textContent()) ?? '')?.[1] ?? 0);
        if (at > position) await page.keyboard.press('ArrowUp');
        if (at > 0 && at < position) await page.keyboard.press('ArrowDown');
        return at;
      },
      { intervals: [1_000] },
    )
    .toBe(position);
}
