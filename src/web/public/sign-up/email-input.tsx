// E-mail field that completes the provider after "@": an ARIA combobox with a listbox of
// suggestions, picked by click, or by the arrow keys and Enter.
import { type KeyboardEvent, type Ref, useState } from 'react';
import { emailInputProps, Input } from '../../components/ui/input.tsx';
import { emailSuggestions } from './email-suggestions.ts';

export function EmailInput({
  id,
  value,
  onChange,
  invalid,
  disabled,
  describedBy,
  inputRef,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  invalid?: boolean;
  disabled?: boolean;
  describedBy?: string;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const options = emailSuggestions(value);
  const expanded = open && options.length > 0 && !disabled;
  const listId = `${id}-sugestoes`;

  function pick(option: string) {
    onChange(option);
    setOpen(false);
    setActive(-1);
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (options.length === 0) return;
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setOpen(true);
      setActive((a) => (a + step + options.length) % options.length);
    } else if (e.key === 'Enter' && expanded && active >= 0) {
      e.preventDefault();
      pick(options[active] ?? value);
    } else if (e.key === 'Escape' && expanded) {
      e.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  }

  return (
    <div className="relative">
      <Input
        ref={inputRef}
        id={id}
        {...emailInputProps}
        type="email"
        autoComplete="email"
        value={value}
        disabled={disabled}
        invalid={invalid}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        aria-describedby={describedBy}
        onChange={(e) => {
          onChange(e.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
      />
      <div
        id={listId}
        role="listbox"
        aria-label="Sugestões de e-mail"
        hidden={!expanded}
        className="absolute inset-x-0 top-full z-20 mt-1.5 overflow-hidden rounded-xl border border-ink/10 bg-white py-1 shadow-lg shadow-ink/10"
      >
        {options.map((option, i) => {
          const at = option.indexOf('@');
          return (
            // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox input owns the keyboard (arrows + Enter).
            <div
              key={option}
              id={`${listId}-${i}`}
              role="option"
              tabIndex={-1}
              aria-selected={i === active}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => pick(option)}
              onMouseEnter={() => setActive(i)}
              className={`cursor-pointer truncate px-4 py-2.5 text-sm ${i === active ? 'bg-brand-soft text-brand-dark' : 'text-ink'}`}
            >
              <span className="text-muted">{option.slice(0, at + 1)}</span>
              <span className="font-semibold">{option.slice(at + 1)}</span>
            </div>
          );
        })}
      </div>
    </div>
  );
}
