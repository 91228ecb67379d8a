// The marketing pages' script (issue 24): the landing, the product and pricing pages, "Quem somos",
// the blog and the legal pages arrive complete from the server and need no React to work: links are
// links and the hero's search is a GET form. What they do in the browser is the header's menus
// (header-menus.ts), the FAQ's accordion and the help assistant, whose React loads on its first
// opening.
// The public app hydrates the other public pages (login, sign-up, reset, find-a-couple).
import { openHelpOnFirstPress } from '../components/help/help-root.ts';
import { enhanceAccordions } from '../components/ui/accordion-behaviour.ts';
import { enhanceHeaderMenus } from './layout/header-menus.ts';

enhanceHeaderMenus();
enhanceAccordions();

/** The whole stylesheet, which this page's inlined styles leave out and the assistant needs. */
function wholeStylesheet(): Promise<unknown> {
  const styles = [...document.querySelectorAll<HTMLStyleElement>('style[data-href]')];
  return Promise.all(
    styles.map(
      (style) =>
        new Promise((resolve) => {
          const link = Object.assign(document.createElement('link'), {
            rel: 'stylesheet',
            href: style.dataset.href ?? '',
          });
          // A stylesheet that fails to load must not keep the assistant from opening.
          link.onload = link.onerror = resolve;
          document.head.append(link);
        }),
    ),
  );
}

openHelpOnFirstPress('site', wholeStylesheet);

// What the end-to-end tests wait for after a page loads, as on the pages the app hydrates.
document.documentElement.dataset.appReady = '';
