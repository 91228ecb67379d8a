// The six pages of "Aparência do Site" as tabs.
import { Brush, EighthNotes, Globe, Images, LayoutList, Type } from 'lucide-react';
import { type PageTab, PageTabs } from '../../components/ui/page-tabs.tsx';
import { panelPaths as p } from '../layout/panel-paths.ts';

const editorPages: PageTab[] = [
  { label: 'Alterar tema', to: p.siteTheme, icon: Images },
  { label: 'Personalizar tema', to: p.siteCustomize, icon: Brush },
  { label: 'Introdução', to: p.siteIntro, icon: Type },
  { label: 'Seções', to: p.siteSections, icon: LayoutList },
  { label: 'Música', to: p.siteMusic, icon: EighthNotes },
  { label: 'Publicação e senha', to: p.sitePublish, icon: Globe },
];

export function EditorTabs() {
  return <PageTabs label="Páginas do editor do site" pages={editorPages} />;
}
