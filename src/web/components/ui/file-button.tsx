// A file picker that looks like a button: the real input stays in the page for keyboards and
// screen readers (focus shows on the button), visually replaced by its label.
import { type ReactNode, useId } from 'react';
import { buttonClass } from './button.tsx';

export function FileButton({
  children,
  accept,
  multiple,
  disabled,
  onFiles,
  variant = 'outline',
  describedBy,
}: {
  children: ReactNode;
  accept: string;
  multiple?: boolean;
  disabled?: boolean;
  onFiles: (files: File[]) => void;
  variant?: 'outline' | 'primary';
  describedBy?: string;
}) {
  const id = useId();
  return (
    <span className="relative inline-flex">
      <input
        id={id}
        type="file"
        accept={accept}
        multiple={multiple}
        disabled={disabled}
        aria-describedby={describedBy}
        className="peer sr-only"
        onChange={(e) => {
          const files = [...(e.target.files ?? [])];
          e.target.value = '';
          onFiles(files);
        }}
      />
      <label
        htmlFor={id}
        className={buttonClass(
          variant,
          'sm',
          `cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-dark peer-disabled:cursor-not-allowed peer-disabled:opacity-60`,
        )}
      >
        {children}
      </label>
    </span>
  );
}
