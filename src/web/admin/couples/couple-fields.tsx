// Fields of the add and edit forms, each with its visible label: text (names, e-mail, date),
// the phone with sign-up's mask, and a partner's gender.
import type { InputHTMLAttributes } from 'react';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { Select } from '../../components/ui/select.tsx';
import { formatPhone, phoneDigits } from '../../lib/phone-mask.ts';

export function Field({
  id,
  label,
  hint,
  ...props
}: InputHTMLAttributes<HTMLInputElement> & { id: string; label: string; hint?: string; invalid?: boolean }) {
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} aria-describedby={hint ? `${id}-dica` : undefined} {...props} />
      {hint && (
        <p id={`${id}-dica`} className="mt-1.5 text-xs text-muted">
          {hint}
        </p>
      )}
    </div>
  );
}

export function PhoneField({
  id,
  value,
  onChange,
  invalid,
}: {
  id: string;
  value: string;
  onChange: (digits: string) => void;
  invalid?: boolean;
}) {
  return (
    <Field
      id={id}
      label="Telefone (opcional)"
      hint="Com DDD, no formato (XX) XXXXX-XXXX."
      type="tel"
      inputMode="numeric"
      autoComplete="off"
      placeholder="(11) 98765-4321"
      value={formatPhone(value)}
      invalid={invalid}
      onChange={(e) => onChange(phoneDigits(e.target.value))}
    />
  );
}

export function GenderField({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: 'noiva' | 'noivo';
  onChange: (value: 'noiva' | 'noivo') => void;
}) {
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      <Select id={id} value={value} onChange={(e) => onChange(e.target.value as 'noiva' | 'noivo')}>
        <option value="noiva">Noiva</option>
        <option value="noivo">Noivo</option>
      </Select>
    </div>
  );
}
