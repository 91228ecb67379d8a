// The frame of the gift-list pages: the five tabs of SPEC 2.6, a reminder while the list is hidden
// from the site, and the page once the list's state has loaded (started from the onboarding choice
// on the first visit).
import { EyeOff, SquareArrowOutUpRight } from 'lucide-react';
import { Outlet } from 'react-router';
import { giftListMessages } from '../../../shared/gift-list.ts';
import { Button, ButtonAnchor } from '../../components/ui/button.tsx';
import { PageTabs } from '../../components/ui/page-tabs.tsx';
import { guestSiteUrl } from '../../lib/hosts.ts';
import { useOneAction } from '../../lib/use-one-action.ts';
import { AreaPageState } from '../area-page-state.tsx';
import { giftListTabs } from '../layout/panel-links.ts';
import { useWeddingId } from '../session/session-context.ts';
import { saveSettings } from './gift-list-api.ts';
import { giftListTexts as t } from './gift-list-texts.ts';
import { useGiftListState, useSetGiftListState } from './use-gift-list.ts';

function HiddenBanner({ weddingId }: { weddingId: string }) {
  const setState = useSetGiftListState();
  const { pending, run } = useOneAction();
  const publish = () =>
    run(
      true,
      async () => setState(await saveSettings(weddingId, { published: true })),
      () => giftListMessages.published,
    );
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-3xl bg-brand-soft px-5 py-4">
      <EyeOff className="size-5 shrink-0 text-brand-dark" aria-hidden="true" />
      <p className="min-w-[12rem] flex-1 text-sm font-medium text-ink">{t.hiddenBanner}</p>
      <Button size="sm" onClick={publish} disabled={pending !== null}>
        {t.publish}
      </Button>
    </div>
  );
}

export function GiftListShell() {
  const weddingId = useWeddingId();
  const state = useGiftListState();
  const live = state.data?.published && state.data.sitePublished && state.data.siteSlug;
  return (
    <div className="mx-auto max-w-[88rem]">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-xs font-semibold tracking-[0.2em] text-teal-dark uppercase">{t.area}</p>
        {live && (
          <ButtonAnchor
            href={`${guestSiteUrl(state.data?.siteSlug ?? '')}#lista-de-presentes`}
            target="_blank"
            rel="noopener noreferrer"
            variant="ghost"
            size="sm"
          >
            <SquareArrowOutUpRight className="size-4" aria-hidden="true" />
            {t.viewOnSite}
          </ButtonAnchor>
        )}
      </div>
      <div className="mt-3">
        <PageTabs label={t.tabsLabel} pages={giftListTabs} />
      </div>
      <div className="mt-6">
        <AreaPageState weddingId={weddingId} query={state} texts={t}>
          {(id) => (
            <div className="grid gap-6">
              {!state.data?.published && <HiddenBanner weddingId={id} />}
              <Outlet />
            </div>
          )}
        </AreaPageState>
      </div>
    </div>
  );
}
