// The side panel's site card: the real address with Ver, Compartilhar, Editar and Copiar.
import { Copy, ExternalLink, Pencil, Share2 } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { panelMessages } from './panel-messages.ts';
import { panelPaths } from './panel-paths.ts';
import { ShareMenu } from './share-menu.tsx';
import { copyLink } from './share-site.ts';
import type { SiteAddress } from './use-site-address.ts';

const actionClass =
  'flex items-center justify-center gap-1.5 rounded-xl px-1 py-2 text-xs font-medium text-ink transition-colors hover:bg-brand-soft hover:text-brand-dark disabled:pointer-events-none disabled:opacity-50 aria-disabled:pointer-events-none aria-disabled:opacity-50';

export function SiteAddressCard({ site }: { site: SiteAddress }) {
  const headingId = useId();
  const unavailable = site.loading || site.failed;
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-brand/15 bg-brand-soft/40 p-3">
      <h2 id={headingId} className="text-xs font-semibold tracking-widest text-teal-dark uppercase">
        Endereço do site
      </h2>
      <p className="mt-1 text-sm font-semibold break-all text-ink" data-testid="endereco-do-site">
        {site.loading ? panelMessages.loading : site.failed ? panelMessages.addressFailed : site.label}
      </p>
      {!unavailable && !site.published && (
        <p className="mt-1 text-xs text-muted">Ainda não publicado: “Ver” abre uma prévia só para vocês.</p>
      )}
      <div className="mt-3 grid grid-cols-2 gap-1 rounded-xl bg-white p-1">
        <a
          href={unavailable ? undefined : site.viewUrl}
          target="_blank"
          rel="noopener noreferrer"
          className={actionClass}
          aria-disabled={unavailable || undefined}
          title={site.published ? 'Abrir o site em uma nova aba' : 'Abrir a prévia do site em uma nova aba'}
        >
          <ExternalLink className="size-4" aria-hidden="true" />
          Ver
        </a>
        <ShareMenu url={site.url} disabled={unavailable} triggerClassName={actionClass}>
          <Share2 className="size-4" aria-hidden="true" />
          Compartilhar
        </ShareMenu>
        <Link to={panelPaths.siteSections} className={actionClass}>
          <Pencil className="size-4" aria-hidden="true" />
          Editar
        </Link>
        <button
          type="button"
          className={actionClass}
          disabled={unavailable}
          onClick={() => void copyLink(site.url, panelMessages.linkCopied)}
        >
          <Copy className="size-4" aria-hidden="true" />
          Copiar
        </button>
      </div>
    </section>
  );
}
