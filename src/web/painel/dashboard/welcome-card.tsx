// The dashboard's welcome: both names, the site address, "Abrir site" and "Copiar link".
import { Copy, ExternalLink } from 'lucide-react';
import { Badge } from '../../components/ui/badge.tsx';
import { Button, ButtonAnchor } from '../../components/ui/button.tsx';
import { panelMessages } from '../layout/panel-messages.ts';
import { copyLink } from '../layout/share-site.ts';
import type { SiteAddress } from '../layout/use-site-address.ts';

export function WelcomeCard({ names, site }: { names: string; site: SiteAddress }) {
  const unavailable = site.loading || site.failed;
  return (
    <section className="relative flex flex-1 flex-col overflow-hidden rounded-3xl bg-white p-6 shadow-xl shadow-brand/10 sm:p-8">
      <div
        className="pointer-events-none absolute -top-20 -right-16 size-56 rounded-full bg-brand-soft blur-2xl"
        aria-hidden="true"
      />
      <div className="relative flex flex-1 flex-col">
        <p className="text-xs font-semibold tracking-[0.2em] text-teal-dark uppercase">Painel do casal</p>
        <h1 className="mt-2 font-serif text-3xl leading-tight font-bold text-balance text-ink sm:text-4xl">
          Olá, {names}!
        </h1>
        <p className="mt-2 mb-6 text-muted">Tudo do casamento de vocês em um só lugar.</p>
        <div className="mt-auto rounded-2xl bg-cream p-4 ring-1 ring-brand/10">
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="text-sm font-semibold text-ink">Endereço do site</h2>
            {!unavailable && (
              <Badge tone={site.published ? 'teal' : 'neutral'}>
                {site.published ? 'Publicado' : 'Ainda não publicado'}
              </Badge>
            )}
          </div>
          <p
            className="mt-1 text-lg font-semibold break-all text-brand-dark"
            data-testid="endereco-do-site-painel"
          >
            {site.loading ? panelMessages.loading : site.failed ? panelMessages.addressFailed : site.label}
          </p>
          <div className="mt-4 flex flex-col gap-2 sm:flex-row">
            <ButtonAnchor
              href={unavailable ? undefined : site.viewUrl}
              target="_blank"
              rel="noopener noreferrer"
              size="sm"
              aria-disabled={unavailable || undefined}
              className="aria-disabled:pointer-events-none aria-disabled:opacity-60"
            >
              <ExternalLink className="size-4" aria-hidden="true" />
              Abrir site
            </ButtonAnchor>
            <Button
              variant="outline"
              size="sm"
              disabled={unavailable}
              onClick={() => void copyLink(site.url, panelMessages.linkCopiedDashboard)}
            >
              <Copy className="size-4" aria-hidden="true" />
              Copiar link
            </Button>
          </div>
        </div>
      </div>
    </section>
  );
}
