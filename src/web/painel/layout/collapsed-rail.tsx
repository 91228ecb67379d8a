// The collapsed side panel: icons only, each named by a tooltip. It loads when the panel is
// collapsed (the panel starts expanded), so the tooltips' code is not on the first screen.
import { Copy, ExternalLink, Globe, type LucideIcon, MessageCircle, QrCode } from 'lucide-react';
import { Link } from 'react-router';
import { Tooltip, TooltipProvider } from '../../components/ui/tooltip.tsx';
import { panelMessages } from './panel-messages.ts';
import { panelPaths } from './panel-paths.ts';
import { copyLink, whatsappShareUrl } from './share-site.ts';
import { usePanelSections } from './sidebar-panel.tsx';
import { useSidebar } from './sidebar-state.tsx';
import { useSiteAddress } from './use-site-address.ts';

const domainLabel = 'Comprar Domínio';
const railClass =
  'grid size-10 place-items-center rounded-xl text-ink/80 transition-colors hover:bg-brand-soft hover:text-brand-dark';

export function CollapsedRail() {
  const { toggle, openSectionExpanded } = useSidebar();
  const site = useSiteAddress();
  const sections = usePanelSections();
  const icon = (Icon: LucideIcon) => <Icon className="size-5" aria-hidden="true" />;
  return (
    <TooltipProvider delayDuration={200}>
      <div className="flex flex-col items-center gap-1 py-3">
        <Tooltip label="Ver site">
          <a
            href={site.loading || site.failed ? undefined : site.viewUrl}
            target="_blank"
            rel="noopener noreferrer"
            aria-label="Ver site"
            aria-disabled={site.loading || site.failed || undefined}
            className={`${railClass} aria-disabled:pointer-events-none aria-disabled:opacity-50`}
          >
            {icon(ExternalLink)}
          </a>
        </Tooltip>
        <Tooltip label="Copiar link">
          <button
            type="button"
            aria-label="Copiar link"
            disabled={site.loading || site.failed}
            onClick={() => void copyLink(site.url, panelMessages.linkCopied)}
            className={railClass}
          >
            {icon(Copy)}
          </button>
        </Tooltip>
        <Tooltip label="QR code do site">
          <button type="button" aria-label="QR code do site" onClick={toggle} className={railClass}>
            {icon(QrCode)}
          </button>
        </Tooltip>
        <Tooltip label={domainLabel}>
          <Link to={panelPaths.customDomain} aria-label={domainLabel} className={railClass}>
            {icon(Globe)}
          </Link>
        </Tooltip>
        <span className="my-2 h-px w-8 bg-ink/10" aria-hidden="true" />
        {sections.map((section) => (
          <Tooltip key={section.id} label={section.label}>
            <button
              type="button"
              aria-label={section.label}
              onClick={() => openSectionExpanded(section.id)}
              className={railClass}
            >
              {icon(section.icon)}
            </button>
          </Tooltip>
        ))}
        <span className="my-2 h-px w-8 bg-ink/10" aria-hidden="true" />
        <Tooltip label="Compartilhar pelo WhatsApp">
          <a
            href={site.loading || site.failed ? undefined : whatsappShareUrl(site.url)}
            target="_blank"
            rel="noopener noreferrer"
            aria-label="Compartilhar pelo WhatsApp"
            className={`${railClass} text-teal-dark`}
          >
            {icon(MessageCircle)}
          </a>
        </Tooltip>
      </div>
    </TooltipProvider>
  );
}
