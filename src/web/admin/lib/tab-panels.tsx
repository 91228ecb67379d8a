// Tabs over panels (Radix Tabs: arrow keys, roles), each tab with its own content: a couple's tabs
// and the theme studio's panel tabs. Only the open tab's content is mounted.
import { Tabs as Primitive } from 'radix-ui';
import type { ReactNode } from 'react';

export interface TabPanel<T extends string = string> {
  value: T;
  label: string;
  content: ReactNode;
}

export function TabPanels<T extends string>({
  label,
  tabs,
  listClassName,
  triggerClassName,
  value,
  defaultValue,
  onValueChange,
}: {
  label: string;
  tabs: readonly TabPanel<T>[];
  listClassName: string;
  triggerClassName: string;
  /** The open tab when the caller keeps it (in the address); otherwise `defaultValue` starts it. */
  value?: T;
  defaultValue?: T;
  onValueChange?: (value: T) => void;
}) {
  return (
    <Primitive.Root
      value={value}
      defaultValue={defaultValue}
      onValueChange={onValueChange && ((v) => onValueChange(v as T))}
    >
      <Primitive.List aria-label={label} className={listClassName}>
        {tabs.map((tab) => (
          <Primitive.Trigger key={tab.value} value={tab.value} className={triggerClassName}>
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
