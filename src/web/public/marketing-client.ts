// The marketing pages' script (issue 24): the landing, the product and pricing pages, "Quem somos",
// the blog and the legal pages arrive complete from the server and need no React to work: links are
// links and the hero's search is a GET form. What they do in the browser is the header's menus
// (header-menus.ts), the FAQ's accordion and the help assistant, whose React loads on its first
// opening.
// The public app hydrates the other public pages (login, sign-up, reset, find-a-couple).
import { enhanceAccordions } from '../components/ui/accordion-behaviour.ts';
import { enhanceHeaderMenus } from './layout/header-menus.ts';

enhanceHeaderMenus();
enhanceAccordions();

const help = document.querySelector<HTMLElement>('[data-help-root]');
if (help) {
  const onFirstPress = (event: MouseEvent) => {
    if (!(event.target as Element).closest('[data-help-toggle]')) return;
    help.removeEventListener('click', onFirstPress);
    void import('../components/help/help-island.tsx').then(({ openHelpIsland }) =>
      openHelpIsland(help, 'site'),
    );
  };
  help.addEventListener('click', onFirstPress);
}

// What the end-to-end tests wait for after a page loads, as on the pages the app hydrates.
document.documentElement.dataset.appReady = '';
