// A theme's status as SPEC 4 colours it: green published, gray draft, yellow review, red archived
// (AA text on each tint).
import { type ThemeStatus, themeStatuses, themeStatusLabels } from '../../../shared/theme-studio.ts';
import { optionsOf } from '../../components/ui/select.tsx';

const tones: Record<ThemeStatus, string> = {
  publicado: 'bg-success-soft text-success ring-success/20',
  rascunho: 'bg-ink/5 text-ink ring-ink/20',
  em_revisao: 'bg-warning-soft text-warning ring-warning/25',
  arquivado: 'bg-danger-soft text-danger-deep ring-danger/20',
};

export function ThemeStatusBadge({ status }: { status: ThemeStatus }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${tones[status]}`}
    >
      {themeStatusLabels[status]}
    </span>
  );
}

/** The four statuses as the options of a select. */
export const statusOptions = optionsOf(themeStatusLabels, themeStatuses);
