// The answer and companions fields of the edit form, as guests see them on the site.
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';

const choice =
  'flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border border-field bg-white px-4 text-sm font-medium text-ink transition-colors has-checked:border-brand-dark has-checked:bg-brand-soft has-checked:text-brand-dark has-focus-visible:ring-2 has-focus-visible:ring-brand-dark';

export function AttendingChoice({
  attending,
  onChange,
}: {
  attending: boolean;
  onChange: (attending: boolean) => void;
}) {
  return (
    <fieldset className="min-w-0">
      <legend className="mb-1.5 text-sm font-medium text-ink">Vai ao casamento?</legend>
      <div className="grid grid-cols-2 gap-3">
        <label className={choice}>
          <input
            type="radio"
            name="rsvp-edit-attending"
            className="size-4 accent-brand"
            checked={attending}
            onChange={() => onChange(true)}
          />
          Sim
        </label>
        <label className={choice}>
          <input
            type="radio"
            name="rsvp-edit-attending"
            className="size-4 accent-brand"
            checked={!attending}
            onChange={() => onChange(false)}
          />
          Não
        </label>
      </div>
    </fieldset>
  );
}

export function CompanionFields({
  count,
  max,
  names,
  onCount,
  onNames,
  invalid,
}: {
  count: number;
  max: number;
  names: string[];
  onCount: (count: number) => void;
  onNames: (names: string[]) => void;
  invalid: boolean;
}) {
  const setName = (i: number, value: string) => {
    const next = Array.from({ length: Math.max(names.length, count) }, (_, j) => names[j] ?? '');
    next[i] = value;
    onNames(next);
  };
  return (
    <div className="grid gap-4">
      <div className="sm:w-[calc(50%-0.375rem)]">
        <Label htmlFor="rsvp-edit-companions">Número de acompanhantes</Label>
        <Input
          id="rsvp-edit-companions"
          type="number"
          inputMode="numeric"
          min={0}
          max={max}
          value={count}
          onChange={(e) => onCount(Math.max(0, Math.min(max, Math.trunc(Number(e.target.value)) || 0)))}
        />
      </div>
      {count > 0 && (
        <div className="grid gap-3 sm:grid-cols-2">
          {Array.from({ length: count }, (_, i) => (
            <div key={i}>
              <Label htmlFor={`rsvp-edit-companion-${i + 1}`}>Nome do acompanhante {i + 1}</Label>
              <Input
                id={`rsvp-edit-companion-${i + 1}`}
                value={names[i] ?? ''}
                maxLength={120}
                autoComplete="off"
                onChange={(e) => setName(i, e.target.value)}
                invalid={invalid && !names[i]?.trim()}
              />
            </div>
          ))}
        </div>
      )}
    </div>
  );
}
