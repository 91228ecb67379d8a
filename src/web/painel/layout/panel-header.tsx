// The panel's top bar: menu button on phones, logo, the header links and the user menu.
import { HelpButton } from '../../components/help/help-button.tsx';
import { AppHeader } from '../../components/layout/app-header.tsx';
import { HeaderNav } from './header-nav.tsx';
import { MobileSheet } from './mobile-sheet.tsx';
import { panelPaths } from './panel-paths.ts';
import { UserMenu } from './user-menu.tsx';

export function PanelHeader() {
  return (
    <AppHeader homeTo={panelPaths.dashboard} menu={<MobileSheet />}>
      <div className="ml-auto flex items-center gap-1 md:gap-3">
        <HeaderNav />
        <HelpButton channel="painel" placement="header" />
        <UserMenu />
      </div>
    </AppHeader>
  );
}
