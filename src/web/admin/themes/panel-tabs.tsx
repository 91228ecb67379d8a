// Tabs over one panel (Radix Tabs: arrow keys, roles): the design step's colours, graphics and
// typography, and the builder's "Conteúdo" and "Estilo".
import { Tabs as Primitive } from 'radix-ui';
import type { ReactNode } from 'react';

export function PanelTabs({
  label,
  tabs,
  defaultValue,
}: {
  label: string;
  tabs: { value: string; label: string; content: ReactNode }[];
  defaultValue?: string;
}) {
  return (
    <Primitive.Root defaultValue={defaultValue ?? tabs[0]?.value}>
      <Primitive.List aria-label={label} className="flex gap-1 rounded-full bg-ink/5 p-1">
        {tabs.map((tab) => (
          <Primitive.Trigger
            key={tab.value}
            value={tab.value}
            className="min-h-10 flex-1 rounded-full px-3 text-sm font-semibold text-muted transition-colors hover:text-ink data-[state=active]:bg-white data-[state=active]:text-brand-dark data-[state=active]:shadow-sm"
          >
            {tab.label}
          </Primitive.Trigger>
        ))}
      </Primitive.List>
      {tabs.map((tab) => (
        <Primitive.Content key={tab.value} value={tab.value} className="mt-5 outline-none">
          {tab.content}
        </Primitive.Content>
      ))}
    </Primitive.Root>
  );
}
