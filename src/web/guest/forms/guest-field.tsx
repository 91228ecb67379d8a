// A guest form's field in the guest site's look: its label, hint and error, tied to the control by
// `aria-describedby` and `aria-invalid` (as the panel's form kit does, without its styles).
import type { InputHTMLAttributes, ReactNode, Ref, TextareaHTMLAttributes } from 'react';

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

interface GuestFieldFrame {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  /** The class of the box around the label, the control and its messages. */
  className?: string;
  hidden?: boolean;
}

export function GuestField({
  id,
  label,
  hint,
  error,
  className = 'field',
  hidden,
  children,
}: GuestFieldFrame & { children: (aria: GuestFieldAria) => ReactNode }) {
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

/** The field's own props apart from those of its control. */
function splitFrame<P extends GuestFieldFrame>({ id, label, hint, error, className, hidden, ...control }: P) {
  return [{ id, label, hint, error, className, hidden }, control] as const;
}

/** A field whose control is a plain input: every other attribute goes to the input. */
export function GuestInput(
  props: GuestFieldFrame &
    Omit<InputHTMLAttributes<HTMLInputElement>, 'className'> & { ref?: Ref<HTMLInputElement> },
) {
  const [frame, input] = splitFrame(props);
  return <GuestField {...frame}>{(aria) => <input {...aria} {...input} />}</GuestField>;
}

/** A field whose control is a text area: every other attribute goes to the text area. */
export function GuestTextarea(
  props: GuestFieldFrame &
    Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'className'> & { ref?: Ref<HTMLTextAreaElement> },
) {
  const [frame, area] = splitFrame(props);
  return <GuestField {...frame}>{(aria) => <textarea {...aria} {...area} />}</GuestField>;
}

/** One answer of a radio group (sim or não): the radio, then its text; every attribute goes to the radio. */
export function GuestChoice({
  label,
  ...radio
}: { label: string } & Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className'> & {
    ref?: Ref<HTMLInputElement>;
  }) {
  return (
    <label className="choice">
      <input type="radio" {...radio} /> {label}
    </label>
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
