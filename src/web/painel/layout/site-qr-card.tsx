// QR code of the site address, to print on invitations: shown, and downloadable as PNG and SVG.
import { Download, LoaderCircle } from 'lucide-react';
import { panelMessages } from './panel-messages.ts';
import type { SiteAddress } from './use-site-address.ts';
import { useSiteQr } from './use-site-qr.ts';

const downloadClass =
  'flex items-center justify-center gap-1.5 rounded-full border border-brand/40 bg-white px-3 py-1.5 text-xs font-semibold text-brand-dark transition-colors hover:bg-brand-soft';

export function SiteQrCard({ site }: { site: SiteAddress }) {
  const { qr, failed } = useSiteQr(site.loading || site.failed ? null : site.url);
  return (
    <section aria-label="QR code do site" className="rounded-2xl border border-ink/5 bg-white p-3">
      <div className="flex items-center gap-3">
        <div className="grid size-24 shrink-0 place-items-center rounded-xl bg-cream">
          {qr ? (
            <img src={qr.png} alt={`QR code do endereço ${site.label}`} className="size-24 rounded-xl" />
          ) : failed || site.failed ? (
            <span className="p-2 text-center text-[11px] text-danger">{panelMessages.qrFailed}</span>
          ) : (
            <LoaderCircle className="size-5 animate-spin text-muted" aria-label={panelMessages.loading} />
          )}
        </div>
        <div className="min-w-0">
          <h2 className="text-sm font-semibold text-ink">QR code do site</h2>
          <p className="mt-0.5 text-xs leading-snug text-muted">
            Use no convite: os convidados abrem o site pela câmera.
          </p>
        </div>
      </div>
      {qr && (
        <div className="mt-3 grid grid-cols-2 gap-2">
          <a href={qr.png} download={`qr-code-${site.slug}.png`} className={downloadClass}>
            <Download className="size-3.5" aria-hidden="true" />
            Baixar PNG
          </a>
          <a href={qr.svg} download={`qr-code-${site.slug}.svg`} className={downloadClass}>
            <Download className="size-3.5" aria-hidden="true" />
            Baixar SVG
          </a>
        </div>
      )}
    </section>
  );
}
