// An on/off switch (Radix Switch: a button with role="switch" and aria-checked). Give it an id and
// a visible <Label htmlFor>, or use `SwitchField`, which lays out the label and a hint beside it.
import { Switch as Primitive } from 'radix-ui';
import { type ComponentProps, type ReactNode, useId } from 'react';

export function Switch({ className = '', ...props }: ComponentProps<typeof Primitive.Root>) {
  return (
    <Primitive.Root
      className={`relative inline-flex h-7 w-12 shrink-0 cursor-pointer items-center rounded-full bg-ink/20 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-dark disabled:cursor-not-allowed disabled:opacity-50 data-[state=checked]:bg-brand-dark ${className}`}
      {...props}
    >
      <Primitive.Thumb className="block size-6 translate-x-0.5 rounded-full bg-white shadow-md shadow-ink/20 transition-transform data-[state=checked]:translate-x-[1.375rem]" />
    </Primitive.Root>
  );
}

/** A switch with its label and an optional hint, the whole row a comfortable touch target. */
export function SwitchField({
  label,
  hint,
  checked,
  onCheckedChange,
  disabled,
  busy,
}: {
  label: string;
  hint?: ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
  busy?: boolean;
}) {
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-4">
      <div className="min-w-0">
        <label htmlFor={id} className="block cursor-pointer text-sm font-medium text-ink">
          {label}
        </label>
        {hint && (
          <p id={`${id}-hint`} className="mt-0.5 text-xs leading-relaxed text-muted">
            {hint}
          </p>
        )}
      </div>
      <Switch
        id={id}
        checked={checked}
        onCheckedChange={onCheckedChange}
        disabled={disabled}
        aria-busy={busy || undefined}
        aria-describedby={hint ? `${id}-hint` : undefined}
      />
    </div>
  );
}
