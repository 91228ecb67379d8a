// A Brazilian phone input: shows "(11) 98765-4321" as it is typed, hands back the digits only.
import type { InputHTMLAttributes, Ref } from 'react';
import { formatPhone, phoneDigits } from '../../lib/phone-mask.ts';
import { Input } from './input.tsx';

export function PhoneInput({
  value,
  onChange,
  ...props
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type'> & {
  value: string;
  onChange: (digits: string) => void;
  invalid?: boolean;
  ref?: Ref<HTMLInputElement>;
}) {
  return (
    <Input
      type="tel"
      inputMode="numeric"
      placeholder="(11) 98765-4321"
      {...props}
      value={formatPhone(value)}
      onChange={(e) => onChange(phoneDigits(e.target.value))}
    />
  );
}
