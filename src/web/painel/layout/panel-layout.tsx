// The frame of every /dashboard page (SPEC 2.6): header, side panel (a sheet on phones), the
// e-mail verification banner and the page. Data the pages share is cached in the host's one
// query cache (lib/mount.tsx).
import { Outlet } from 'react-router';
import { SkipLink } from '../../components/ui/skip-link.tsx';
import { VerifyEmailBanner } from '../session/verify-email-banner.tsx';
import { DesktopSidebar } from './desktop-sidebar.tsx';
import { PanelHeader } from './panel-header.tsx';
import { SidebarProvider } from './sidebar-state.tsx';

export function PanelLayout() {
  return (
    <SidebarProvider>
      <SkipLink />
      <div className="flex min-h-dvh flex-col bg-cream">
        <PanelHeader />
        <div className="flex flex-1">
          <DesktopSidebar />
          <div className="flex min-w-0 flex-1 flex-col">
            <VerifyEmailBanner />
            <main
              id="conteudo"
              tabIndex={-1}
              className="flex-1 px-4 py-6 outline-none sm:px-6 md:py-10 lg:px-10"
            >
              <Outlet />
            </main>
          </div>
        </div>
      </div>
    </SidebarProvider>
  );
}
