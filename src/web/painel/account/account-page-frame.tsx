// Common frame of the account pages: eyebrow, title, lead and a white card.
import type { ReactNode } from 'react';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { PageIntro, type PageIntroText } from '../layout/page-intro.tsx';

export function AccountPageFrame({ title, lead, children }: PageIntroText & { children: ReactNode }) {
  usePageTitle(title);
  return (
    <div className="mx-auto max-w-2xl">
      <PageIntro area="Minha conta" title={title} lead={lead} />
      <div className="mt-6 space-y-6">{children}</div>
    </div>
  );
}

export const cardClass = 'rounded-3xl bg-white p-6 shadow-sm ring-1 ring-ink/5 sm:p-8';
