// A row of tabs that filter one list (Radix Tabs: arrow keys, roles), each with an optional count.
// Only the active tab's panel renders its content.
import { Tabs as Primitive } from 'radix-ui';
import type { ReactNode } from 'react';

export interface FilterTab<T extends string> {
  value: T;
  label: string;
  count?: number;
}

export function FilterTabs<T extends string>({
  label,
  value,
  onChange,
  tabs,
  children,
}: {
  label: string;
  value: T;
  onChange: (value: T) => void;
  tabs: FilterTab<T>[];
  children: ReactNode;
}) {
  return (
    <Primitive.Root value={value} onValueChange={(v) => onChange(v as T)}>
      <Primitive.List
        aria-label={label}
        className="grid grid-cols-2 gap-1 rounded-2xl bg-white p-1 shadow-sm ring-1 ring-ink/5 sm:inline-flex sm:rounded-full"
      >
        {tabs.map((tab) => (
          <Primitive.Trigger
            key={tab.value}
            value={tab.value}
            className="inline-flex min-h-10 items-center justify-center gap-2 rounded-xl px-3 py-2 text-sm font-medium text-muted transition-colors hover:text-ink data-[state=active]:bg-brand-soft data-[state=active]:text-brand-dark sm:rounded-full sm:px-4"
          >
            {tab.label}
            {tab.count !== undefined && (
              <span className="rounded-full bg-ink/5 px-2 py-0.5 text-xs font-semibold tabular-nums">
                {tab.count}
              </span>
            )}
          </Primitive.Trigger>
        ))}
      </Primitive.List>
      {tabs.map((tab) => (
        <Primitive.Content key={tab.value} value={tab.value} className="mt-5 outline-none">
          {children}
        </Primitive.Content>
      ))}
    </Primitive.Root>
  );
}
