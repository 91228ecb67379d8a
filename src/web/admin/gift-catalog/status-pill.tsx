// "Ativa"/"Ativo" or "Inativa"/"Inativo" as a small pill, in AA colours, and the two statuses of a
// category and of a product as a form's or a filter's options.

/** A category's or subcategory's status, as [value, label] options. */
export const categoryStatusOptions = [
  ['ativa', 'Ativa'],
  ['inativa', 'Inativa'],
] as const;

/** A product's status, as [value, label] options. */
export const productStatusOptions = [
  ['ativo', 'Ativo'],
  ['inativo', 'Inativo'],
] as const;

export function StatusPill({ active, label }: { active: boolean; label: string }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-3 py-1 text-xs font-semibold whitespace-nowrap ${active ? 'bg-teal-soft text-teal-dark' : 'bg-ink/5 text-muted'}`}
    >
      {label}
    </span>
  );
}
