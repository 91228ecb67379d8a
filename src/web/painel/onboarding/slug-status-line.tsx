// The live message under a site-link field (SPEC 5 slug states), shared by onboarding step 6 and
// the editor's "Publicação e senha".
import { CircleAlert, CircleCheck, Info, LoaderCircle } from 'lucide-react';
import { slugMessages } from '../../../shared/slug.ts';
import type { SlugStatus } from './use-slug-field.ts';

const look: Record<SlugStatus['kind'], { className: string; Icon: typeof Info }> = {
  empty: { className: 'text-muted', Icon: Info },
  current: { className: 'text-muted', Icon: Info },
  invalid: { className: 'text-danger', Icon: CircleAlert },
  taken: { className: 'text-danger', Icon: CircleAlert },
  error: { className: 'text-danger', Icon: CircleAlert },
  checking: { className: 'text-muted', Icon: LoaderCircle },
  available: { className: 'text-success', Icon: CircleCheck },
};

function text(status: SlugStatus, hints: { empty: string; current: string }): string {
  switch (status.kind) {
    case 'empty':
      return hints.empty;
    case 'current':
      return hints.current;
    case 'error':
      return status.message;
    default:
      return slugMessages[status.kind];
  }
}

export function SlugStatusLine({
  id,
  status,
  hints,
  className = '',
}: {
  id: string;
  status: SlugStatus;
  hints: { empty: string; current: string };
  className?: string;
}) {
  const { className: tone, Icon } = look[status.kind];
  return (
    <p
      id={id}
      role="status"
      aria-live="polite"
      className={`flex min-h-6 items-start gap-2 text-sm font-medium ${tone} ${className}`}
    >
      <Icon
        className={`mt-0.5 size-4 shrink-0 ${status.kind === 'checking' ? 'animate-spin' : ''}`}
        aria-hidden="true"
      />
      <span>{text(status, hints)}</span>
    </p>
  );
}
