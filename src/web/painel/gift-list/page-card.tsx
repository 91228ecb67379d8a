// A white card holding one part of a gift-list page, with its heading, and its forms' button.
import type { ReactNode } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { useFormPending } from '../../components/ui/form.tsx';

export function PageCard({ title, children, id }: { title: string; children: ReactNode; id?: string }) {
  return (
    <section aria-labelledby={id} className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-ink/5 sm:p-7">
      <h2 id={id} className="font-serif text-xl font-bold text-ink">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** A card form's submit in the size of the page's other buttons, off while the form submits. */
export function CardSubmit({
  children,
  disabled,
  className,
}: {
  children: ReactNode;
  disabled?: boolean;
  className?: string;
}) {
  const pending = useFormPending();
  return (
    <Button
      type="submit"
      disabled={pending || disabled}
      aria-busy={pending || undefined}
      className={className}
    >
      {children}
    </Button>
  );
}
