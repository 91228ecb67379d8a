// A font of the spec's nine (SPEC 9), with a sample line drawn in the chosen face.
import { themeFonts } from '../../shared/theme-design.ts';
import { Label } from './ui/label.tsx';
import { Select, SelectOptions } from './ui/select.tsx';

type Font = (typeof themeFonts)[number];

export function FontField({
  id,
  label,
  value,
  onChange,
  disabled,
  sample,
}: {
  /** The line drawn in the font, e.g. the couple's names. */
  sample: string;
  id: string;
  label: string;
  value: Font;
  onChange: (font: Font) => void;
  disabled?: boolean;
}) {
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      <Select
        id={id}
        value={value}
        disabled={disabled}
        aria-describedby={`${id}-amostra`}
        onChange={(e) => onChange(e.target.value as Font)}
      >
        <SelectOptions options={themeFonts.map((font) => [font, font])} />
      </Select>
      <p
        id={`${id}-amostra`}
        className="mt-2 rounded-xl bg-cream px-4 py-3 text-xl leading-snug break-words text-ink"
        style={{ fontFamily: `"${value}", serif` }}
      >
        <span className="sr-only">Amostra: </span>
        {sample}
      </p>
    </div>
  );
}
