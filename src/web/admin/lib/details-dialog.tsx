// A dialog about one record (a payment, a couple's gift list, a category's subcategories): open
// while there is a record; and, for a record fetched when it opens, "Carregando..." until it
// arrives and the reason when it could not load.
import type { UseQueryResult } from '@tanstack/react-query';
import type { ComponentProps, ReactNode } from 'react';
import { Dialog, DialogContent } from '../../components/ui/dialog.tsx';
import { FormError } from '../../components/ui/form-error.tsx';

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

/** The record once the query has it; until then "Carregando...", or the reason it failed. */
export function Fetched<T>({
  query,
  children,
}: {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  if (query.isError) return <FormError message={query.error.message} />;
  if (!query.data) return <p className="py-8 text-center text-muted">Carregando...</p>;
  return children(query.data);
}
