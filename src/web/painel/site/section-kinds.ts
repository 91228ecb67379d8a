// How each kind of section shows in the editor: its icon and what its content editor is called.
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
import type { SectionKind } from '../../../shared/site.ts';

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

/** The menu of "Adicionar seção" (the server names the new section after the kind). */
export const addSectionChoices = [
  { kind: 'galeria', label: 'Galeria de fotos', icon: Images },
  { kind: 'videos', label: 'Vídeos', icon: Video },
  { kind: 'texto', label: 'Nova seção de texto', icon: Type },
] as const;
