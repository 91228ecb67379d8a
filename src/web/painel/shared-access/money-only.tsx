// The money pages' frame: the couple (owner or partner) sees the page; a planner who opens one (a
// saved link, a typed address) reads why not and where to go instead (shared access, issue 21).
import { Lock } from 'lucide-react';
import { Outlet } from 'react-router';
import { sharedAccessTexts as t } from '../../../shared/shared-access.ts';
import { ButtonLink } from '../../components/ui/button.tsx';
import { IconBadge } from '../../components/ui/icon-badge.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { panelPaths } from '../layout/panel-paths.ts';
import { useSeesMoney } from './use-wedding-role.ts';

function MoneyOnlyNotice() {
  usePageTitle(t.moneyOnlyTitle);
  return (
    <div className="mx-auto grid max-w-xl justify-items-center gap-4 rounded-3xl bg-white p-8 text-center shadow-sm ring-1 ring-ink/5">
      <IconBadge icon={Lock} className="size-12 bg-brand-soft text-brand-dark" />
      <h1 className="font-serif text-2xl font-bold text-ink">{t.moneyOnlyTitle}</h1>
      <p role="alert" className="leading-relaxed text-ink">
        {t.moneyOnly}
      </p>
      <ButtonLink to={panelPaths.guestList} size="lg">
        {t.moneyOnlyBack}
      </ButtonLink>
    </div>
  );
}

export function MoneyOnly() {
  return useSeesMoney() ? <Outlet /> : <MoneyOnlyNotice />;
}
