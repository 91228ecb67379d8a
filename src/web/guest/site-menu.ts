// The phone menu (site-nav.tsx) with JavaScript: its button says whether it is open, and it closes
// when a section is chosen, on Esc (focus back on the button) or on a tap outside it (the dimmed
// page under the menu is the menu's own backdrop, so a tap there reaches the <details> itself).

export function enhanceSiteMenu(): void {
  const menu = document.querySelector<HTMLDetailsElement>('[data-site-menu]');
  const button = menu?.querySelector('summary');
  if (!menu || !button) return;
  const sync = () => button.setAttribute('aria-expanded', String(menu.open));
  sync();
  menu.addEventListener('toggle', sync);
  menu.addEventListener('click', (event) => {
    if ((event.target as Element).closest('a')) menu.open = false;
  });
  menu.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || !menu.open) return;
    menu.open = false;
    button.focus();
  });
  document.addEventListener('click', (event) => {
    const target = event.target as Node;
    if (menu.open && (target === menu || !menu.contains(target))) menu.open = false;
  });
}
