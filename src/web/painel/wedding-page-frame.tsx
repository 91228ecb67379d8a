// A panel page about the couple's wedding: its title (also the tab's), the sentence under it and the
// page's main actions beside them, then the page for the wedding, or what shows while onboarding has
// not made one yet.
import type { ReactNode } from 'react';
import { usePageTitle } from '../lib/use-page-title.ts';
import { PageIntro, type PageIntroText } from './layout/page-intro.tsx';
import { useWeddingId } from './session/session-context.ts';

export function WeddingPageFrame({
  area,
  title,
  lead,
  actions,
  noWedding,
  children,
}: PageIntroText & {
  area?: string;
  /** The page's main actions beside the title (only once there is a wedding). */
  actions?: (weddingId: string) => ReactNode;
  /** Shown instead of the page while the couple has no wedding yet. */
  noWedding: ReactNode;
  children: (weddingId: string) => ReactNode;
}) {
  usePageTitle(title);
  const weddingId = useWeddingId();
  return (
    <div className="mx-auto max-w-6xl">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="max-w-2xl">
          <PageIntro area={area} title={title} lead={lead} />
        </div>
        {actions && weddingId && <div className="flex shrink-0 flex-wrap gap-3">{actions(weddingId)}</div>}
      </div>
      <div className="mt-6 space-y-6">{weddingId ? children(weddingId) : noWedding}</div>
    </div>
  );
}
