// The public header's two kinds of menu, as behaviour on the HTML the server rendered: the phone
// menu (a toggle and a full-height panel) and the product menus (disclosure navigation). The same
// functions serve the marketing pages, which load no React (marketing-client.ts), and the pages the
// app hydrates (their components call them from an effect): the DOM holds the state, in the
// button's `aria-expanded` and the panel's `hidden`, and the icons follow it through CSS.

function setOpen(button: HTMLButtonElement, panel: HTMLElement, open: boolean): void {
  button.setAttribute('aria-expanded', String(open));
  panel.hidden = !open;
}

function panelOf(button: HTMLButtonElement): HTMLElement | null {
  const id = button.getAttribute('aria-controls');
  return id ? document.getElementById(id) : null;
}

/**
 * The phone menu: the toggle opens and closes it; a link chosen in it, Escape (focus back on the
 * toggle), going back or forward, or a screen grown wide enough for the header's own links close
 * it. The page under an open menu does not scroll. Returns what undoes it.
 */
export function enhanceMobileMenu(button: HTMLButtonElement): () => void {
  const panel = panelOf(button);
  if (!panel) return () => undefined;
  let wide: MediaQueryList | undefined;
  const isOpen = () => button.getAttribute('aria-expanded') === 'true';
  const onWide = () => wide?.matches && open(false);
  function open(value: boolean) {
    if (!panel) return;
    setOpen(button, panel, value);
    document.body.style.overflow = value ? 'hidden' : '';
    // Asked only while open: a screen that grows to the header's own links closes the menu.
    wide?.removeEventListener('change', onWide);
    wide = value ? window.matchMedia('(min-width: 1024px)') : undefined;
    wide?.addEventListener('change', onWide);
  }
  const toggle = () => open(!isOpen());
  const onLink = (event: MouseEvent) => {
    if ((event.target as Element).closest('a')) open(false);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !isOpen()) return;
    open(false);
    button.focus();
  };
  const close = () => isOpen() && open(false);
  button.addEventListener('click', toggle);
  panel.addEventListener('click', onLink);
  document.addEventListener('keydown', onKeyDown);
  window.addEventListener('popstate', close);
  return () => {
    close();
    button.removeEventListener('click', toggle);
    panel.removeEventListener('click', onLink);
    document.removeEventListener('keydown', onKeyDown);
    window.removeEventListener('popstate', close);
  };
}

/**
 * A product menu (`root` holds its button and its list of links): the button opens and closes it;
 * ArrowDown opens it and walks the links, ArrowUp walks back to the button; Escape closes it with
 * focus on the button; a link chosen, a tap outside or focus leaving the menu close it.
 */
export function enhanceNavDropdown(root: HTMLElement): () => void {
  const button = root.querySelector<HTMLButtonElement>('button[aria-controls]');
  const panel = button && panelOf(button);
  if (!button || !panel) return () => undefined;
  const isOpen = () => button.getAttribute('aria-expanded') === 'true';
  const open = (value: boolean) => setOpen(button, panel, value);
  const onClick = (event: MouseEvent) => {
    if (button.contains(event.target as Node)) open(!isOpen());
    else if ((event.target as Element).closest('a')) open(false);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && isOpen()) {
      open(false);
      button.focus();
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    if (!isOpen()) open(true);
    const links = [...panel.querySelectorAll<HTMLAnchorElement>('a')];
    const target =
      links.indexOf(document.activeElement as HTMLAnchorElement) + (event.key === 'ArrowDown' ? 1 : -1);
    if (target < 0) button.focus();
    else links[Math.min(target, links.length - 1)]?.focus();
  };
  const onFocusOut = (event: FocusEvent) => {
    if (!root.contains(event.relatedTarget as Node | null)) open(false);
  };
  const onPointerDown = (event: PointerEvent) => {
    if (isOpen() && !root.contains(event.target as Node)) open(false);
  };
  root.addEventListener('click', onClick);
  root.addEventListener('keydown', onKeyDown);
  root.addEventListener('focusout', onFocusOut);
  document.addEventListener('pointerdown', onPointerDown);
  return () => {
    root.removeEventListener('click', onClick);
    root.removeEventListener('keydown', onKeyDown);
    root.removeEventListener('focusout', onFocusOut);
    document.removeEventListener('pointerdown', onPointerDown);
  };
}

/** Every header menu of a page the server rendered (the marketing pages, without React). */
export function enhanceHeaderMenus(): void {
  for (const button of document.querySelectorAll<HTMLButtonElement>('[data-mobile-menu]'))
    enhanceMobileMenu(button);
  for (const root of document.querySelectorAll<HTMLElement>('[data-nav-dropdown]')) enhanceNavDropdown(root);
}
