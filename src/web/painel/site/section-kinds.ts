// How each kind of section shows in the editor: its icon and what its content editor is called.
import { Images, Type, Video } from 'lucide-react';

export { sectionIcons } from '../../components/section-icons.ts';

/** The menu of "Adicionar seção" (the server names the new section after the kind). */
export const addSectionChoices = [
  { kind: 'galeria', label: 'Galeria de fotos', icon: Images },
  { kind: 'videos', label: 'Vídeos', icon: Video },
  { kind: 'texto', label: 'Nova seção de texto', icon: Type },
] as const;
