// A guest form's field in the guest site's look: its label, hint and error, tied to the control by
// `aria-describedby` and `aria-invalid` (as the panel's form kit does, without its styles).
import type { ReactNode, Ref } from 'react';

export interface GuestFieldAria {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}

export function guestFieldAria(id: string, hint: boolean, error: string | undefined): GuestFieldAria {
  const described = [hint ? `${id}-dica` : null, error ? `${id}-erro` : null].filter(Boolean).join(' ');
  return { id, 'aria-describedby': described || undefined, 'aria-invalid': error ? true : undefined };
}

export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  if (!error) return null;
  return (
    <p id={`${id}-erro`} className="field-error">
      {error}
    </p>
  );
}

export function GuestField({
  id,
  label,
  hint,
  error,
  className = 'field',
  hidden,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  error: string | undefined;
  className?: string;
  hidden?: boolean;
  children: (aria: GuestFieldAria) => ReactNode;
}) {
  return (
    <div className={className} hidden={hidden}>
      <label htmlFor={id}>{label}</label>
      {children(guestFieldAria(id, Boolean(hint), error))}
      {hint && (
        <p id={`${id}-dica`} className="muted small field-hint">
          {hint}
        </p>
      )}
      <FieldError id={id} error={error} />
    </div>
  );
}

/** What went wrong with the whole form, above its button (focusable, to be brought into view). */
export function FormAlert({ message, ref }: { message: string | null; ref?: Ref<HTMLParagraphElement> }) {
  if (!message) return null;
  return (
    <p ref={ref} className="form-error" role="alert" tabIndex={-1}>
      {message}
    </p>
  );
}
