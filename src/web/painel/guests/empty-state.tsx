// An empty list of answers or messages: how guests send them, and the site link to share (or a
// nudge to publish the site first).
import { ExternalLink, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { EmptyCard } from '../../components/ui/empty-card.tsx';
import { publishChecklistPath } from '../layout/panel-paths.ts';
import { useSiteAddress } from '../layout/use-site-address.ts';

export function EmptyState({
  icon,
  title,
  children,
  section,
}: {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
  /** The anchor of the site section guests use, e.g. `confirme-sua-presenca`. */
  section: string;
}) {
  const site = useSiteAddress();
  const footer =
    site.loading || site.failed ? null : site.published ? (
      <div className="mt-6 flex flex-col items-center gap-3">
        <a
          href={`${site.url}#${section}`}
          target="_blank"
          rel="noreferrer"
          className="inline-flex max-w-full items-center gap-2 rounded-2xl border border-brand bg-white px-5 py-2.5 text-sm font-semibold text-brand-dark transition-colors hover:bg-brand-soft"
        >
          <ExternalLink className="size-4 shrink-0" aria-hidden="true" />
          <span className="min-w-0 [overflow-wrap:anywhere]">{site.label}</span>
        </a>
        <p className="text-xs text-muted">Compartilhem este link com os convidados.</p>
      </div>
    ) : (
      <p className="mx-auto mt-6 max-w-md rounded-2xl bg-teal-soft px-4 py-3 text-sm text-ink">
        O site ainda não está publicado.{' '}
        <Link
          to={publishChecklistPath}
          className="font-semibold text-brand-dark underline underline-offset-2"
        >
          Publiquem o site
        </Link>{' '}
        para os convidados poderem usá-lo.
      </p>
    );
  return (
    <EmptyCard icon={icon} title={title} footer={footer}>
      {children}
    </EmptyCard>
  );
}
