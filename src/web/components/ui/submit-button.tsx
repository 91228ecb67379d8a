// The submit button of a form: shows a spinner and a "doing it" label while the form is busy.
import { LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from './button.tsx';

export function SubmitButton({
  pending,
  pendingLabel = 'Salvando...',
  disabled,
  children,
  className = '',
  ...rest
}: {
  pending: boolean;
  pendingLabel?: string;
  disabled?: boolean;
  children: ReactNode;
  className?: string;
  'aria-describedby'?: string;
}) {
  return (
    <Button
      type="submit"
      size="lg"
      disabled={pending || disabled}
      aria-busy={pending || undefined}
      className={`w-full ${className}`}
      {...rest}
    >
      {pending ? (
        <>
          <LoaderCircle className="size-5 animate-spin" aria-hidden="true" />
          {pendingLabel}
        </>
      ) : (
        children
      )}
    </Button>
  );
}
