// A link inside a sentence (help answers, a page's explanation), underlined to stand out of the
// text; to a panel page, it is named as the menus name that page.
import { Link } from 'react-router';
import type { PanelLink } from './panel-links.ts';

export const inlineLinkClass = 'font-semibold text-brand-dark underline underline-offset-2';

export function InlinePageLink({ link }: { link: PanelLink }) {
  return (
    <Link to={link.to} className={inlineLinkClass}>
      {link.label}
    </Link>
  );
}
