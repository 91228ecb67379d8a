// `/`: the landing page (SPEC 2.2). Every fee and delay comes from the inlined settings.

import { publicPaths } from '../../../shared/routes.ts';
import { CtaBand } from '../../components/ui/cta-band.tsx';
import { useSettings } from '../../lib/app-settings.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { settingsPhrases } from '../layout/settings-phrases.ts';
import { FaqSection } from './faq-section.tsx';
import { FeaturesSection } from './features-section.tsx';
import { GiftListSection } from './gift-list-section.tsx';
import { HeroSection } from './hero-section.tsx';
import { closingTexts } from './landing-content.ts';
import { TestimonialsSection } from './testimonials-section.tsx';

export default function LandingPage() {
  const t = settingsPhrases(useSettings());
  usePageTitle('');
  return (
    <>
      <HeroSection t={t} />
      <FeaturesSection t={t} />
      <GiftListSection t={t} />
      <TestimonialsSection />
      <FaqSection t={t} />
      <CtaBand title={closingTexts.title} action={{ label: closingTexts.cta, to: publicPaths.signUp }}>
        {closingTexts.lead}
      </CtaBand>
    </>
  );
}
