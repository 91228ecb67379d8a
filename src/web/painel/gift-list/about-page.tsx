// "Sobre a lista": how the cash gift list works, with the fee, release time and withdrawal rules
// read from the platform's settings.
import { Banknote, CalendarClock, CreditCard, Percent, PieChart, Wallet } from 'lucide-react';
import { Link } from 'react-router';
import { feePayerLabels } from '../../../shared/gift-list.ts';
import { formatBRL, formatPercent } from '../../../shared/money.ts';
import { FeatureCard } from '../../components/ui/feature-card.tsx';
import { useSettings } from '../../lib/app-settings.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { panelPaths } from '../layout/panel-paths.ts';
import { useLoadedGiftList } from './use-gift-list.ts';

export function AboutPage() {
  usePageTitle('Sobre a lista');
  const s = useSettings();
  const { state } = useLoadedGiftList();
  const withdrawal = s.withdrawalFeeCents === 0 ? 'sem custo' : `por ${formatBRL(s.withdrawalFeeCents)}`;
  return (
    <section className="grid gap-6">
      <div>
        <h1 className="font-serif text-3xl font-bold text-ink">Sobre a lista</h1>
        <p className="mt-1 max-w-3xl text-muted">
          Os presentes da lista são virtuais: cada presente que um convidado dá chega em dinheiro na carteira
          de vocês.
        </p>
      </div>
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        <FeatureCard
          icon={Percent}
          title={`Taxa de ${formatPercent(s.giftFeeBasisPoints)} por presente`}
          layout="row"
        >
          Hoje quem paga a taxa são os <strong>{feePayerLabels[state.feePayer]}</strong>.{' '}
          <Link
            to={panelPaths.giftFees}
            className="font-semibold text-brand-dark underline underline-offset-2"
          >
            Mudar quem paga
          </Link>
        </FeatureCard>
        <FeatureCard
          icon={CalendarClock}
          title={`Liberado em ${s.releaseBusinessDays} dias úteis`}
          layout="row"
        >
          O valor fica disponível para saque {s.releaseBusinessDays} dias úteis depois da confirmação do
          pagamento, sem contar feriados nacionais.
        </FeatureCard>
        <FeatureCard icon={Wallet} title="Saque por PIX" layout="row">
          Saques ilimitados por PIX, {withdrawal}, que chegam em até {s.payoutMaxHours} horas.
        </FeatureCard>
        <FeatureCard icon={CreditCard} title="PIX, boleto ou cartão" layout="row">
          Os convidados pagam como preferirem, no cartão em até {s.maxInstallments}x.
        </FeatureCard>
        <FeatureCard icon={PieChart} title="Presentes em cotas" layout="row">
          Dividam um presente grande em cotas iguais (como a lua de mel) e os convidados veem quantas ainda
          restam.
        </FeatureCard>
        <FeatureCard icon={Banknote} title="Valores sempre de vocês" layout="row">
          Mudar ou excluir um produto do catálogo nunca muda a lista de vocês: nome, valor e foto ficam como
          estão.
        </FeatureCard>
      </ul>
    </section>
  );
}
