// "Ativa"/"Ativo" or "Inativa"/"Inativo" as a small pill, in AA colours.
export function StatusPill({ active, label }: { active: boolean; label: string }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-3 py-1 text-xs font-semibold whitespace-nowrap ${active ? 'bg-teal-soft text-teal-dark' : 'bg-ink/5 text-muted'}`}
    >
      {label}
    </span>
  );
}
