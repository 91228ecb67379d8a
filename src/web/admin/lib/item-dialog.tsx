// The dialog that creates or edits one item (a category, a ready-made list): closed while `item` is
// undefined, empty for a new one (null), and started afresh whenever another item opens it.
import { Fragment, type ReactNode } from 'react';

export function ItemDialog<T extends { id: string }>({
  item,
  children,
}: {
  item: T | null | undefined;
  children: (item: T | null) => ReactNode;
}) {
  if (item === undefined) return null;
  return <Fragment key={item?.id ?? 'novo'}>{children(item)}</Fragment>;
}
