// Tabs over one panel, as a pill switch: the design step's colours, graphics and typography, and the
// builder's "Conteúdo" and "Estilo".
import { type TabPanel, TabPanels } from '../lib/tab-panels.tsx';

export function PanelTabs({
  label,
  tabs,
  defaultValue,
}: {
  label: string;
  tabs: TabPanel[];
  defaultValue?: string;
}) {
  return (
    <TabPanels
      label={label}
      tabs={tabs}
      defaultValue={defaultValue ?? tabs[0]?.value}
      listClassName="flex gap-1 rounded-full bg-ink/5 p-1"
      triggerClassName="min-h-10 flex-1 rounded-full px-3 text-sm font-semibold text-muted transition-colors hover:text-ink data-[state=active]:bg-white data-[state=active]:text-brand-dark data-[state=active]:shadow-sm"
    />
  );
}
