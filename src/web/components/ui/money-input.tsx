// The one BRL field: takes "350", "350,00", "1.350,50" or "R$ 1.350,50" as typed and hands the form
// integer centavos (null while empty, NaN while the text is not an amount, so `moneyField` can say why);
// the text is left as typed, so the caret never jumps, and is shown back as "1.350,50" on leaving.
import { type FocusEvent, type InputHTMLAttributes, type Ref, useState } from 'react';
import { parseReais } from '../../../shared/money.ts';
import { formatMoneyInput } from '../../../shared/money-input.ts';
import { Input } from './input.tsx';

/** What a typed text hands the form. */
function centsOf(text: string): number | null {
  if (text.trim() === '') return null;
  return parseReais(text) ?? Number.NaN;
}

function shownText(cents: number | null): string {
  return cents === null || Number.isNaN(cents) ? '' : formatMoneyInput(cents);
}

export function MoneyInput({
  value,
  onChange,
  onBlur,
  className = '',
  ...props
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type' | 'inputMode'> & {
  value: number | null | undefined;
  onChange: (cents: number | null) => void;
  invalid?: boolean;
  ref?: Ref<HTMLInputElement>;
}) {
  const cents = value ?? null;
  const [typed, setTyped] = useState(() => shownText(cents));
  // A value set from outside (a reset, an edited gift loaded) replaces what was typed.
  const text = Object.is(centsOf(typed), cents) ? typed : shownText(cents);

  const leave = (event: FocusEvent<HTMLInputElement>) => {
    if (cents !== null && !Number.isNaN(cents)) setTyped(formatMoneyInput(cents));
    onBlur?.(event);
  };

  return (
    <div className="relative">
      <span
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-4 -translate-y-1/2 text-base text-muted"
      >
        R$
      </span>
      <Input
        type="text"
        inputMode="decimal"
        autoComplete="off"
        placeholder="0,00"
        {...props}
        className={`pl-11 ${className}`}
        value={text}
        onChange={(event) => {
          setTyped(event.target.value);
          onChange(centsOf(event.target.value));
        }}
        onBlur={leave}
      />
    </div>
  );
}
