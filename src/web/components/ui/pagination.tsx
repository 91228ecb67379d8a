// "Anterior / Página 2 de 5 / Próxima" under a long list; nothing when everything fits one page.
// A page the server answered (`page`, `pageSize`, `total`) can be spread onto it.
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from './button.tsx';

export function Pagination({
  page,
  pageSize,
  total,
  onPage,
  label = 'Páginas',
  disabled,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  label?: string;
  disabled?: boolean;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-3">
      <Button variant="outline" size="sm" disabled={disabled || page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft className="size-4" aria-hidden="true" />
        Anterior
      </Button>
      <p className="text-sm text-muted" aria-live="polite">
        Página <strong className="text-ink">{page}</strong> de {pages}
      </p>
      <Button
        variant="outline"
        size="sm"
        disabled={disabled || page >= pages}
        onClick={() => onPage(page + 1)}
      >
        Próxima
        <ChevronRight className="size-4" aria-hidden="true" />
      </Button>
    </nav>
  );
}
