// "Ordenar por": lowest price first by default (SPEC 9), highest, A-Z, Z-A.
import { type SortId, sortOptions } from '../../../shared/gift-list.ts';
import { Label } from '../ui/label.tsx';
import { Select } from '../ui/select.tsx';

export function SortSelect({
  id,
  value,
  onChange,
}: {
  id: string;
  value: SortId;
  onChange: (sort: SortId) => void;
}) {
  return (
    <div className="w-full sm:w-48">
      <Label htmlFor={id}>Ordenar por</Label>
      <Select id={id} value={value} onChange={(e) => onChange(e.target.value as SortId)}>
        {sortOptions.map((o) => (
          <option key={o.id} value={o.id}>
            {o.label}
          </option>
        ))}
      </Select>
    </div>
  );
}
