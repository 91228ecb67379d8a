// "Ordenar por": lowest price first by default (SPEC 9), highest, A-Z, Z-A.
import { type SortId, sortLabels } from '../../../shared/gift-list.ts';
import { Label } from '../ui/label.tsx';
import { optionsOf, Select, SelectOptions } from '../ui/select.tsx';

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
        <SelectOptions options={optionsOf(sortLabels)} />
      </Select>
    </div>
  );
}
