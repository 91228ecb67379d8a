// Landing features grid: what the wedding site offers (SPEC 1, marketing claims).
import {
  Globe,
  Images,
  Lock,
  MailOpen,
  MapPin,
  MessageSquareHeart,
  Palette,
  QrCode,
  Share2,
  UserRoundCheck,
} from 'lucide-react';
import { FeatureGrid } from '../../components/ui/feature-card.tsx';
import type { MarketingTexts } from '../layout/use-marketing-content.ts';
import { LandingBand } from './landing-band.tsx';

/** The cards' icons, in the order of the content's ten cards. */
const icons = [
  Palette,
  Images,
  MapPin,
  UserRoundCheck,
  MessageSquareHeart,
  Lock,
  Share2,
  Globe,
  QrCode,
  MailOpen,
];

export function FeaturesSection({ texts: { content, fill } }: { texts: MarketingTexts }) {
  const { features } = content;
  return (
    <LandingBand id="recursos-titulo" block={features} fill={fill}>
      <FeatureGrid
        features={features.cards.map((card, i) => ({
          icon: icons[i % icons.length] ?? Palette,
          title: fill(card.title),
          text: fill(card.text),
        }))}
        className="mt-10 grid grid-cols-2 gap-3 sm:gap-4 md:mt-12 lg:grid-cols-5 lg:gap-5"
      />
    </LandingBand>
  );
}
