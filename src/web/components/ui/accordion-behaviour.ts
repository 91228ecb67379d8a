// The accordion's behaviour (accordion.tsx), on its HTML, with or without React: one item open at a
// time, the open one collapses when pressed again. The DOM holds the state: the button's
// `aria-expanded` and its item's `data-open`, which the item's styles follow.

/** Makes the accordion in `root` work; returns what undoes it. */
export function enhanceAccordion(root: HTMLElement): () => void {
  const onClick = (event: MouseEvent) => {
    const pressed = (event.target as Element).closest<HTMLButtonElement>('button[aria-controls]');
    if (!pressed || !root.contains(pressed)) return;
    const opening = pressed.getAttribute('aria-expanded') !== 'true';
    for (const button of root.querySelectorAll<HTMLButtonElement>('button[aria-controls]')) {
      const open = opening && button === pressed;
      button.setAttribute('aria-expanded', String(open));
      button.closest('[data-accordion-item]')?.toggleAttribute('data-open', open);
    }
  };
  root.addEventListener('click', onClick);
  return () => root.removeEventListener('click', onClick);
}

/** Every accordion of a page the server rendered (the marketing pages, without React). */
export function enhanceAccordions(): void {
  for (const root of document.querySelectorAll<HTMLElement>('[data-accordion]')) enhanceAccordion(root);
}
