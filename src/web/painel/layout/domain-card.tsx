// The custom-domain offer of the side panel (SPEC 2.6, 9: one-off price from the settings): a quiet
// link to the domain page, under the site's own buttons.
import { Globe } from 'lucide-react';
import { Link } from 'react-router';
import { formatBRL } from '../../../shared/money.ts';
import { buttonClass } from '../../components/ui/button.tsx';
import { useSettings } from '../../lib/app-settings.ts';
import { panelPaths } from './panel-paths.ts';

export function DomainCard() {
  const price = formatBRL(useSettings().customDomainPriceCents);
  return (
    <section
      aria-label="Domínio personalizado"
      className="rounded-2xl bg-gradient-to-br from-teal-soft to-white p-3 ring-1 ring-teal/20"
    >
      <h2 className="flex items-center gap-2 text-sm font-semibold text-ink">
        <Globe className="size-4 text-teal-dark" aria-hidden="true" />
        <span className="flex-1">Tenha um domínio só de vocês</span>
      </h2>
      <p className="mt-1 text-xs leading-snug text-muted">
        Como www.anaejoao.com.br, por <strong className="text-ink">{price}</strong> em pagamento único.
      </p>
      <Link to={panelPaths.customDomain} className={buttonClass('outline', 'sm', 'mt-3 w-full')}>
        Comprar Domínio
      </Link>
    </section>
  );
}
