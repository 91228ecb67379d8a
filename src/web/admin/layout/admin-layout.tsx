// The frame of every admin page: header with the signed-in admin and the way out, the sidebar of
// SPEC 2.7 (a sheet under 768 px) and the page. Data pages share the host's one query cache
// (lib/mount.tsx).
import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { Outlet } from 'react-router';
import { useLogout } from '../../components/auth/use-logout.ts';
import { AppHeader } from '../../components/layout/app-header.tsx';
import { MenuSheet } from '../../components/layout/menu-sheet.tsx';
import { SkipLink } from '../../components/ui/skip-link.tsx';
import { useAdminSession } from '../session/admin-guard.tsx';
import { AdminNav } from './admin-nav.tsx';
import { adminPagePaths } from './admin-paths.ts';

function PhoneMenu() {
  const [open, setOpen] = useState(false);
  return (
    <MenuSheet title="Menu da administração" open={open} onOpenChange={setOpen}>
      <AdminNav onNavigate={() => setOpen(false)} />
    </MenuSheet>
  );
}

function AdminHeader() {
  const session = useAdminSession();
  const { pending, logOut } = useLogout();
  return (
    <AppHeader
      homeTo={adminPagePaths.dashboard}
      menu={<PhoneMenu />}
      tag={
        <span className="rounded-full bg-teal-soft px-2 py-0.5 font-sans text-xs font-semibold text-ink">
          Admin
        </span>
      }
    >
      <div className="ml-auto flex min-w-0 items-center gap-2">
        <span className="hidden truncate text-sm text-muted sm:block">{session.user.email}</span>
        <button
          type="button"
          onClick={logOut}
          disabled={pending}
          className="flex h-10 items-center gap-2 rounded-full px-3 text-sm font-semibold whitespace-nowrap text-ink transition-colors hover:bg-brand-soft disabled:opacity-60"
        >
          <LogOut className="size-4" aria-hidden="true" />
          <span className="sr-only sm:not-sr-only">Sair da conta</span>
        </button>
      </div>
    </AppHeader>
  );
}

export function AdminLayout() {
  return (
    <>
      <SkipLink />
      <div className="flex min-h-dvh flex-col bg-cream">
        <AdminHeader />
        <div className="flex flex-1">
          <aside
            aria-label="Menu lateral"
            className="hidden w-64 shrink-0 border-r border-ink/5 bg-white md:block"
          >
            <div className="sticky top-16 h-[calc(100dvh-4rem)] overflow-y-auto">
              <AdminNav />
            </div>
          </aside>
          <main
            id="conteudo"
            tabIndex={-1}
            className="min-w-0 flex-1 px-4 py-6 outline-none sm:px-6 md:py-8 lg:px-8"
          >
            <Outlet />
          </main>
        </div>
      </div>
    </>
  );
}
