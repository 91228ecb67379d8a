// The panel's top bar: menu button on phones, logo, the header links and the user menu.
import { Link } from 'react-router';
import { RingsMark } from '../../components/logo.tsx';
import { HeaderNav } from './header-nav.tsx';
import { MobileSheet } from './mobile-sheet.tsx';
import { panelPaths } from './panel-paths.ts';
import { UserMenu } from './user-menu.tsx';

export function PanelHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-ink/5 bg-white/95 backdrop-blur">
      <div className="flex h-16 items-center gap-2 px-3 md:px-4">
        <MobileSheet />
        <Link
          to={panelPaths.dashboard}
          className="flex shrink-0 items-center gap-2 rounded-lg font-serif text-xl font-bold tracking-tight whitespace-nowrap text-ink"
        >
          <RingsMark />
          <span>Nosso Sim</span>
        </Link>
        <div className="ml-auto flex items-center gap-1 md:gap-3">
          <HeaderNav />
          <UserMenu />
        </div>
      </div>
    </header>
  );
}
