// Each kind of site section's icon, shared by the couple's site editor and the themes studio.
import {
  Church,
  Gift,
  Heart,
  House,
  Images,
  type LucideIcon,
  MessageCircleHeart,
  PartyPopper,
  Type,
  UserRoundCheck,
  Users,
  Video,
} from 'lucide-react';
import type { SectionKind } from '../../shared/site.ts';

export const sectionIcons: Record<SectionKind, LucideIcon> = {
  home: House,
  'o-casal': Heart,
  padrinhos: Users,
  cerimonia: Church,
  recepcao: PartyPopper,
  'lista-de-presentes': Gift,
  'confirme-sua-presenca': UserRoundCheck,
  recados: MessageCircleHeart,
  galeria: Images,
  videos: Video,
  texto: Type,
};
