// The six pages of "Aparência do Site" as tabs.
import { PageTabs } from '../../components/ui/page-tabs.tsx';
import { siteTabs } from '../layout/panel-links.ts';

export function EditorTabs() {
  return <PageTabs label="Páginas do editor do site" pages={siteTabs} />;
}
