// A multi-line text field in the look of `Input`.
import type { Ref, TextareaHTMLAttributes } from 'react';
import { type FieldLook, withFieldLook } from './input.tsx';

const textareaClass =
  'block min-h-28 w-full rounded-xl border bg-white px-4 py-3 text-base leading-relaxed text-ink shadow-sm transition-colors placeholder:text-muted focus:border-brand-dark focus:ring-2 focus:ring-brand-dark/35 focus:outline-none disabled:cursor-not-allowed disabled:bg-ink/5 disabled:opacity-70';

export function Textarea(
  props: TextareaHTMLAttributes<HTMLTextAreaElement> & FieldLook & { ref?: Ref<HTMLTextAreaElement> },
) {
  return <textarea {...withFieldLook(textareaClass, props)} />;
}
