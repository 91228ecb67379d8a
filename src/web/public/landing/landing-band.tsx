// A band of the landing page drawn from the admin's content: its eyebrow, its title and lead with the
// settings' figures filled in, in the landing's rhythm (wide, more room above and below).
import type { ReactNode } from 'react';
import { PageSection } from '../../components/ui/page-section.tsx';
import type { MarketingTexts } from '../layout/use-marketing-content.ts';

export function LandingBand({
  id,
  block,
  fill,
  children,
}: {
  /** The heading's id; the band is labelled by it. */
  id: string;
  block: { eyebrow: string; title: string; lead?: string };
  fill: MarketingTexts['fill'];
  children: ReactNode;
}) {
  return (
    <PageSection
      id={id}
      eyebrow={block.eyebrow}
      title={fill(block.title)}
      lead={block.lead === undefined ? undefined : fill(block.lead)}
      width="7xl"
      tall
    >
      {children}
    </PageSection>
  );
}
