// What a panel page shows while its data loads, and when loading failed (with a retry).
import { LoaderCircle } from 'lucide-react';
import { Button } from './button.tsx';

export function Loading({ label }: { label: string }) {
  return (
    <p className="flex items-center justify-center gap-2 py-10 text-sm text-muted" role="status">
      <LoaderCircle className="size-5 animate-spin text-brand" aria-hidden="true" />
      {label}
    </p>
  );
}

/** A whole page that could not load: the reason and "Tentar novamente" in a card. */
export function PageLoadFailed({
  message,
  retryLabel,
  onRetry,
}: {
  message: string;
  retryLabel: string;
  onRetry: () => void;
}) {
  return (
    <div role="alert" className="rounded-3xl bg-white p-6 text-center shadow-sm ring-1 ring-ink/5">
      <p className="font-medium text-danger">{message}</p>
      <Button variant="outline" className="mt-4" onClick={onRetry}>
        {retryLabel}
      </Button>
    </div>
  );
}
