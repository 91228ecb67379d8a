// Modal dialogs and side sheets (Radix Dialog): focus trapped inside, Escape and the overlay close.
import { X } from 'lucide-react';
import { Dialog as Primitive } from 'radix-ui';
import type { ComponentProps, ReactNode } from 'react';

export const Dialog = Primitive.Root;
export const DialogTrigger = Primitive.Trigger;
export const DialogClose = Primitive.Close;

function Overlay() {
  return <Primitive.Overlay className="fixed inset-0 z-50 bg-ink/40 backdrop-blur-[2px]" />;
}

function CloseButton({ label }: { label: string }) {
  return (
    <Primitive.Close
      aria-label={label}
      className="grid size-10 shrink-0 place-items-center rounded-full text-muted transition-colors hover:bg-brand-soft hover:text-brand-dark"
    >
      <X className="size-5" aria-hidden="true" />
    </Primitive.Close>
  );
}

/** A centred dialog with a title, an optional description and a close button. */
export function DialogContent({
  title,
  description,
  closeLabel = 'Fechar',
  children,
  className = '',
  ...props
}: Omit<ComponentProps<typeof Primitive.Content>, 'title'> & {
  title: ReactNode;
  description?: ReactNode;
  closeLabel?: string;
}) {
  return (
    <Primitive.Portal>
      <Overlay />
      <Primitive.Content
        {...(description ? {} : { 'aria-describedby': undefined })}
        className={`fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-3xl bg-white p-6 shadow-2xl shadow-ink/20 sm:p-8 ${className}`}
        {...props}
      >
        <div className="flex items-start justify-between gap-4">
          <Primitive.Title className="font-serif text-2xl leading-tight font-bold text-ink">
            {title}
          </Primitive.Title>
          <CloseButton label={closeLabel} />
        </div>
        {description && (
          <Primitive.Description className="mt-2 text-sm leading-relaxed text-muted">
            {description}
          </Primitive.Description>
        )}
        {children}
      </Primitive.Content>
    </Primitive.Portal>
  );
}

/** A panel sliding over the page from the left edge (phones' menus). */
export function SheetContent({
  title,
  closeLabel = 'Fechar',
  children,
  ...props
}: Omit<ComponentProps<typeof Primitive.Content>, 'title'> & { title: string; closeLabel?: string }) {
  return (
    <Primitive.Portal>
      <Overlay />
      <Primitive.Content
        aria-describedby={undefined}
        className="fixed inset-y-0 left-0 z-50 flex w-[88vw] max-w-sm flex-col bg-white shadow-2xl shadow-ink/20"
        {...props}
      >
        <div className="flex h-16 shrink-0 items-center justify-between gap-4 border-b border-ink/5 px-4">
          <Primitive.Title className="font-serif text-lg font-bold text-ink">{title}</Primitive.Title>
          <CloseButton label={closeLabel} />
        </div>
        <div className="flex-1 overflow-y-auto">{children}</div>
      </Primitive.Content>
    </Primitive.Portal>
  );
}
