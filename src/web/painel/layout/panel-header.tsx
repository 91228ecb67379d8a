// The panel's top bar: menu button on phones, logo, the header links and the user menu.
import { lazy, Suspense } from 'react';
import { HelpButton } from '../../components/help/help-button.tsx';
import { AppHeader } from '../../components/layout/app-header.tsx';
import { useMediaQuery } from '../../lib/use-media-query.ts';
import { HeaderNav } from './header-nav.tsx';
import { panelPaths } from './panel-paths.ts';
import { MOBILE_QUERY } from './sidebar-state.tsx';
import { UserMenu } from './user-menu.tsx';

// The phone sheet (and the dialog behind it) loads on phones only; until then its button's place
// is kept so the logo does not move.
const MobileSheet = lazy(async () => ({ default: (await import('./mobile-sheet.tsx')).MobileSheet }));

function PhoneMenu() {
  const phone = useMediaQuery(MOBILE_QUERY);
  if (!phone) return null;
  return (
    <Suspense fallback={<span className="size-11 shrink-0" aria-hidden="true" />}>
      <MobileSheet />
    </Suspense>
  );
}

export function PanelHeader() {
  return (
    <AppHeader homeTo={panelPaths.dashboard} menu={<PhoneMenu />}>
      <div className="ml-auto flex items-center gap-1 md:gap-3">
        <HeaderNav />
        <HelpButton channel="painel" placement="header" />
        <UserMenu />
      </div>
    </AppHeader>
  );
}
