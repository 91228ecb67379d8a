// `/`: the landing page (SPEC 2.2). Its texts are the admin's "Layout" content; every fee and delay
// comes from the settings.

import { publicPaths } from '../../../shared/routes.ts';
import { CtaBand } from '../../components/ui/cta-band.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useMarketingContent } from '../layout/use-marketing-content.ts';
import { FaqSection } from './faq-section.tsx';
import { FeaturesSection } from './features-section.tsx';
import { GiftListSection } from './gift-list-section.tsx';
import { HeroSection } from './hero-section.tsx';
import { TestimonialsSection } from './testimonials-section.tsx';

export default function LandingPage() {
  const texts = useMarketingContent();
  const { closing } = texts.content;
  usePageTitle('');
  return (
    <>
      <HeroSection texts={texts} />
      <FeaturesSection texts={texts} />
      <GiftListSection texts={texts} />
      <TestimonialsSection texts={texts} />
      <FaqSection texts={texts} />
      <CtaBand title={texts.fill(closing.title)} action={{ label: closing.cta, to: publicPaths.signUp }}>
        {texts.fill(closing.lead)}
      </CtaBand>
    </>
  );
}
