// "Compartilhe seu site": the nudge at the foot of the side panel.
import { MessageCircle } from 'lucide-react';
import { buttonClass } from '../../components/ui/button.tsx';
import { whatsappShareUrl } from './share-site.ts';
import type { SiteAddress } from './use-site-address.ts';

export function SharePromptCard({ site }: { site: SiteAddress }) {
  return (
    <section
      aria-label="Compartilhe seu site"
      className="rounded-2xl bg-gradient-to-br from-brand-dark to-brand-deep p-4 text-white"
    >
      <h2 className="font-serif text-lg font-bold">Compartilhe seu site</h2>
      <p className="mt-1 text-xs leading-snug text-white/90">
        Mandem o endereço para família e amigos: quanto antes chegar, mais presenças confirmadas.
      </p>
      <a
        href={site.loading || site.failed ? undefined : whatsappShareUrl(site.url)}
        target="_blank"
        rel="noopener noreferrer"
        aria-disabled={site.loading || site.failed || undefined}
        className={buttonClass(
          'light',
          'sm',
          'mt-3 w-full aria-disabled:pointer-events-none aria-disabled:opacity-60',
        )}
      >
        <MessageCircle className="size-4" aria-hidden="true" />
        Enviar pelo WhatsApp
      </a>
    </section>
  );
}
