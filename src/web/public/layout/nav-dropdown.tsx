// A header menu button that discloses a short list of links (disclosure navigation pattern).
import { ChevronDown } from 'lucide-react';
import { type FocusEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { Link } from 'react-router';
import type { NavGroup } from './nav-links.ts';

export function NavDropdown({ group }: { group: NavGroup }) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    function onPointerDown(event: PointerEvent) {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    }
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  /** Arrow keys walk the links (the first ArrowDown opens the menu); Escape closes it. */
  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape' && open) {
      setOpen(false);
      buttonRef.current?.focus();
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    if (!open) flushSync(() => setOpen(true));
    const links = [...(rootRef.current?.querySelectorAll<HTMLAnchorElement>('a') ?? [])];
    const target =
      links.indexOf(document.activeElement as HTMLAnchorElement) + (event.key === 'ArrowDown' ? 1 : -1);
    if (target < 0) buttonRef.current?.focus();
    else links[Math.min(target, links.length - 1)]?.focus();
  }

  /** Tabbing out of the menu closes it. */
  function onBlur(event: FocusEvent) {
    if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
  }

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((v) => !v)}
        onKeyDown={onKeyDown}
        onBlur={onBlur}
        className="flex h-10 items-center gap-1 rounded-full px-3 text-sm font-medium text-ink transition-colors hover:bg-brand-soft hover:text-brand-dark aria-expanded:bg-brand-soft aria-expanded:text-brand-dark"
      >
        {group.label}
        <ChevronDown
          className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`}
          aria-hidden="true"
        />
      </button>
      <ul
        id={menuId}
        hidden={!open}
        className="absolute top-full left-0 z-50 mt-2 w-72 rounded-2xl border border-ink/5 bg-white p-2 shadow-xl shadow-ink/10"
      >
        {group.items.map((item) => (
          <li key={item.to}>
            <Link
              to={item.to}
              onClick={() => setOpen(false)}
              onKeyDown={onKeyDown}
              onBlur={onBlur}
              className="block rounded-xl px-4 py-3 transition-colors hover:bg-brand-soft focus-visible:bg-brand-soft"
            >
              <span className="block text-sm font-semibold text-ink">{item.label}</span>
              {item.description && (
                <span className="mt-0.5 block text-xs text-muted">{item.description}</span>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
