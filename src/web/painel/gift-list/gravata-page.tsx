// "Gravata digital" (issue 10): the card to print for the party. Its QR code opens a page of the
// guest site where anyone gives any amount by PIX with a message; those gifts arrive in
// "Presentes recebidos" as "Gravata digital".
import { Download, ExternalLink, Printer } from 'lucide-react';
import { formatBRL } from '../../../shared/money.ts';
import { ButtonAnchor } from '../../components/ui/button.tsx';
import { useSettings } from '../../lib/app-settings.ts';
import { guestSiteUrl } from '../../lib/hosts.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { PageCard } from './page-card.tsx';
import { useLoadedGiftList } from './use-gift-list.ts';

export function GravataPage() {
  usePageTitle('Gravata digital');
  const { weddingId, state } = useLoadedGiftList();
  const { minFreeAmountCents } = useSettings();
  const slug = state.siteSlug;
  const card = `/api/weddings/${weddingId}/gravata`;
  return (
    <section className="grid gap-6" aria-labelledby="gravata-titulo">
      <div className="max-w-2xl">
        <h1 id="gravata-titulo" className="font-serif text-3xl font-bold text-ink">
          Gravata digital
        </h1>
        <p className="mt-2 leading-relaxed text-muted">
          A brincadeira da gravata, sem tesoura: imprimam o cartão e deixem nas mesas da festa. Os convidados
          apontam a câmera do celular e dão qualquer valor a partir de {formatBRL(minFreeAmountCents)} por
          PIX, com uma mensagem. Cada gravata aparece em Presentes recebidos.
        </p>
      </div>
      {slug ? (
        <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,22rem)_1fr]">
          <img
            src={`${card}.png`}
            alt="Cartão da gravata digital com os nomes de vocês e o QR code"
            width={1240}
            height={1748}
            className="w-full rounded-3xl shadow-sm ring-1 ring-ink/10"
          />
          <PageCard title="Baixar o cartão" id="gravata-baixar">
            <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
              <ButtonAnchor href={`${card}.pdf`} download>
                <Printer className="size-4" aria-hidden="true" />
                Baixar PDF para imprimir
              </ButtonAnchor>
              <ButtonAnchor variant="outline" href={`${card}.png?download=1`} download>
                <Download className="size-4" aria-hidden="true" />
                Baixar imagem (PNG)
              </ButtonAnchor>
              <ButtonAnchor
                variant="ghost"
                href={`${guestSiteUrl(slug)}/gravata`}
                target="_blank"
                rel="noopener"
              >
                <ExternalLink className="size-4" aria-hidden="true" />
                Ver a página da gravata
              </ButtonAnchor>
            </div>
            <p className="mt-4 text-sm text-muted">O PDF tem o tamanho de um cartão postal (A6).</p>
          </PageCard>
        </div>
      ) : (
        <p className="rounded-3xl bg-white p-6 text-muted shadow-sm ring-1 ring-ink/5">
          Definam o link do site em Publicação e senha para gerar o cartão.
        </p>
      )}
    </section>
  );
}
