// Text inputs in the brand's look; `invalid` marks the field for assistive technology too.
import type { InputHTMLAttributes, Ref } from 'react';

export const inputClass =
  'h-12 w-full rounded-xl border bg-white px-4 text-base text-ink shadow-sm transition-colors placeholder:text-muted focus:border-brand-dark focus:outline-none focus:ring-2 focus:ring-brand-dark/35 disabled:cursor-not-allowed disabled:bg-ink/5 disabled:opacity-70';

/** What an e-mail field wants on phones: the @ keyboard, no capitals, no spelling fixes. */
export const emailInputProps = {
  inputMode: 'email',
  autoCapitalize: 'none',
  spellCheck: false,
  placeholder: 'seuemail@exemplo.com',
} as const;

function fieldBorder(invalid?: boolean): string {
  return invalid ? 'border-danger' : 'border-field';
}

/** A text control's own look on top of the brand's: its border, red when `invalid` (heard too). */
export interface FieldLook {
  invalid?: boolean;
  className?: string;
}

/** The props of a native control in the look `base` (Input, Textarea, Select): the caller's own win. */
export function withFieldLook<P extends FieldLook>(base: string, { invalid, className = '', ...props }: P) {
  return {
    'aria-invalid': invalid ? true : undefined,
    className: `${base} ${fieldBorder(invalid)} ${className}`,
    ...props,
  };
}

export function Input(
  props: InputHTMLAttributes<HTMLInputElement> & FieldLook & { ref?: Ref<HTMLInputElement> },
) {
  return <input {...withFieldLook(inputClass, props)} />;
}
