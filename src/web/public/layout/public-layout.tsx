// Shell of every public page: header, the page, footer and the help assistant; new pages start at
// the top.
import { Outlet, ScrollRestoration } from 'react-router';
import { HelpButton } from '../../components/help/help-button.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';

export function PublicLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#conteudo"
        className="sr-only z-[60] rounded-full bg-brand-dark px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Pular para o conteúdo
      </a>
      <SiteHeader />
      <main id="conteudo" className="flex-1">
        <Outlet />
      </main>
      <SiteFooter />
      {/* The marketing pages draw the assistant here on its first opening (marketing-client.ts). */}
      <div data-help-root className="contents">
        <HelpButton channel="site" />
      </div>
      <ScrollRestoration />
    </div>
  );
}
