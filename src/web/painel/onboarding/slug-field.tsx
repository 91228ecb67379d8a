// The site-link field shared by onboarding step 6 and the editor's "Link do site": the label, the
// guests' address before the box, the text normalised as it is typed, and the live state below.
import { useController } from 'react-hook-form';
import { Label } from '../../components/ui/label.tsx';
import { guestSiteLabel } from '../../lib/hosts.ts';
import { SlugStatusLine } from './slug-status-line.tsx';
import { typedSlug, type useSlugField } from './use-slug-field.ts';

export function SlugField({
  field,
  label,
  inputId,
  prefixId,
  statusId,
  hints,
  disabled,
  placeholder,
  boxClassName = '',
  statusClassName,
}: {
  field: ReturnType<typeof useSlugField>;
  label: string;
  inputId: string;
  prefixId: string;
  statusId: string;
  /** The state line's text when the box is empty and when it holds the current link. */
  hints: { empty: string; current: string };
  disabled?: boolean;
  placeholder?: string;
  boxClassName?: string;
  statusClassName?: string;
}) {
  const { field: control } = useController({ control: field.form.control, name: 'slug' });
  const prefix = guestSiteLabel('').replace(/\/$/, '');
  const invalid = ['invalid', 'taken', 'error'].includes(field.status.kind);
  return (
    <>
      <Label htmlFor={inputId}>{label}</Label>
      <div
        className={`flex flex-col overflow-hidden rounded-xl border bg-white shadow-sm transition-colors focus-within:border-brand-dark focus-within:ring-2 focus-within:ring-brand-dark/35 sm:flex-row ${invalid ? 'border-danger' : 'border-field'} ${boxClassName}`}
      >
        <span
          id={prefixId}
          className="flex items-center border-b border-ink/10 bg-cream px-4 py-2 text-sm font-medium break-all text-muted sm:border-r sm:border-b-0 sm:py-0"
        >
          {prefix}/
        </span>
        <input
          ref={control.ref}
          id={inputId}
          name={control.name}
          value={control.value}
          onChange={(e) => control.onChange(typedSlug(e.target.value))}
          onBlur={control.onBlur}
          disabled={disabled}
          placeholder={placeholder}
          autoComplete="off"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          aria-invalid={invalid || undefined}
          aria-describedby={`${prefixId} ${statusId}`}
          className="h-12 w-full min-w-0 bg-transparent px-4 text-base text-ink placeholder:text-muted/60 focus:outline-none disabled:opacity-70 sm:flex-1"
        />
      </div>
      <SlugStatusLine id={statusId} status={field.status} hints={hints} className={statusClassName} />
    </>
  );
}
