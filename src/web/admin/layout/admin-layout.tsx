// The frame of every admin page: header with the signed-in admin and the way out, the sidebar of
// SPEC 2.7 (a sheet under 768 px) and the page. Data pages share the host's one query cache
// (lib/mount.tsx).
import { LogOut, Menu } from 'lucide-react';
import { useState } from 'react';
import { Link, Outlet } from 'react-router';
import { useLogout } from '../../components/auth/use-logout.ts';
import { RingsMark } from '../../components/logo.tsx';
import { Dialog, DialogTrigger, SheetContent } from '../../components/ui/dialog.tsx';
import { SkipLink } from '../../components/ui/skip-link.tsx';
import { useAdminSession } from '../session/admin-guard.tsx';
import { AdminNav } from './admin-nav.tsx';
import { adminPagePaths } from './admin-paths.ts';

function PhoneMenu() {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger
        aria-label="Abrir menu"
        className="grid size-11 shrink-0 place-items-center rounded-full text-ink transition-colors hover:bg-brand-soft md:hidden"
      >
        <Menu className="size-6" aria-hidden="true" />
      </DialogTrigger>
      <SheetContent title="Menu da administração" closeLabel="Fechar menu">
        <AdminNav onNavigate={() => setOpen(false)} />
      </SheetContent>
    </Dialog>
  );
}

function AdminHeader() {
  const session = useAdminSession();
  const { pending, logOut } = useLogout();
  return (
    <header className="sticky top-0 z-40 border-b border-ink/5 bg-white/95 backdrop-blur">
      <div className="flex h-16 items-center gap-2 px-3 md:px-4">
        <PhoneMenu />
        <Link
          to={adminPagePaths.dashboard}
          className="flex shrink-0 items-center gap-2 rounded-lg font-serif text-xl font-bold tracking-tight whitespace-nowrap text-ink"
        >
          <RingsMark />
          <span>Nosso Sim</span>
          <span className="rounded-full bg-teal-soft px-2 py-0.5 font-sans text-xs font-semibold text-ink">
            Admin
          </span>
        </Link>
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
      </div>
    </header>
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
