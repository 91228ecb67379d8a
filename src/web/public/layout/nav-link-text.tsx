// A public link's text wherever the header, the phone menu or the footer draws it: its label, with the
// "Em breve" badge when its page is not open yet (nav-links.ts).
import { SoonBadge } from '../../components/ui/badge.tsx';
import type { NavLink } from './nav-links.ts';

export function NavLinkText({ item }: { item: NavLink }) {
  return (
    <>
      {item.label}
      {item.soon && <SoonBadge />}
    </>
  );
}
