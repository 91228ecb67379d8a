// A visible label tied to its field by `htmlFor`.
import type { LabelHTMLAttributes } from 'react';

export function Label({ className = '', ...props }: LabelHTMLAttributes<HTMLLabelElement>) {
  // biome-ignore lint/a11y/noLabelWithoutControl: callers always pass htmlFor.
  return <label className={`mb-1.5 block text-sm font-medium text-ink ${className}`} {...props} />;
}
