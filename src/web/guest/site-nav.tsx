// The site's sections under the couple's monogram: a bar on wide screens, a "Menu" on phones. The
// menu is a <details>, so it opens without JavaScript; site-menu.ts adds aria-expanded and closes
// it on a chosen link, Esc or a tap outside.
import type { GuestSiteData } from '../../shared/guest-site-data.ts';
import { guestTexts as t } from '../../shared/guest-texts.ts';

function MenuIcon() {
  return (
    <svg className="nav-menu-icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
      <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

export function SiteNav({
  site,
  home,
}: {
  site: Pick<GuestSiteData, 'name1' | 'name2' | 'sections'>;
  /** Where the sections are: '' on the home itself, `/{slug}` on the site's other pages. */
  home: string;
}) {
  const links = (className: string) => (
    <ul className={className}>
      {site.sections.map((s) => (
        <li key={s.id}>
          <a href={`${home}#${s.anchor}`}>{s.title}</a>
        </li>
      ))}
    </ul>
  );
  return (
    <nav className="nav" aria-label={t.navLabel}>
      <a className="nav-monogram" href={`${home}#home`}>
        {site.name1.charAt(0)}&amp;{site.name2.charAt(0)}
      </a>
      {links('nav-links')}
      <details className="nav-menu" data-site-menu>
        <summary className="button button-outline nav-menu-button">
          <MenuIcon />
          {t.menu}
        </summary>
        {links('nav-menu-links')}
      </details>
    </nav>
  );
}
