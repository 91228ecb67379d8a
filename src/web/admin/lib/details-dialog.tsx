// A dialog about one record (a payment, a couple's gift list, a category's subcategories): open
// while there is a record (one fetched when it opens shows through `Fetched`).
import type { ComponentProps, ReactNode } from 'react';
import { Dialog, DialogContent } from '../../components/ui/dialog.tsx';

export function DetailsDialog<T>({
  item,
  title,
  onClose,
  children,
  ...content
}: Omit<ComponentProps<typeof DialogContent>, 'title' | 'children'> & {
  item: T | null;
  title: (item: T) => string;
  onClose: () => void;
  children: (item: T) => ReactNode;
}) {
  return (
    <Dialog open={item !== null} onOpenChange={(open) => !open && onClose()}>
      {item !== null && (
        <DialogContent title={title(item)} {...content}>
          {children(item)}
        </DialogContent>
      )}
    </Dialog>
  );
}
