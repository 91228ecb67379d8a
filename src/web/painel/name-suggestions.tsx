// Names a form offers to fill its name field with one tap ("Festa", "Chá de Panela"...). With
// `picked`, the chip of the name the field holds shows pressed.
export function NameSuggestions({
  names,
  picked,
  onPick,
  className = '',
}: {
  names: readonly string[];
  picked?: string;
  onPick: (name: string) => void;
  className?: string;
}) {
  return (
    <fieldset className={`flex min-w-0 flex-wrap gap-2 ${className}`}>
      <legend className="sr-only">Sugestões de nome</legend>
      {names.map((name) => (
        <button
          key={name}
          type="button"
          aria-pressed={picked === undefined ? undefined : picked === name}
          onClick={() => onPick(name)}
          className="rounded-full border border-ink/15 bg-white px-3 py-1.5 text-sm text-ink transition-colors hover:border-brand-dark hover:bg-brand-soft aria-pressed:border-brand-dark aria-pressed:bg-brand-soft"
        >
          {name}
        </button>
      ))}
    </fieldset>
  );
}
