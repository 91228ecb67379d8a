// "Configurar lista": publish or hide the list on the site, and who pays the fee ("Noivos" by
// default, or "Convidados"), with a live example from the platform's fee setting.
import { useState } from 'react';
import { toast } from 'sonner';
import { type FeePayer, splitGift } from '../../../shared/fees.ts';
import { feePayerLabels, giftListMessages } from '../../../shared/gift-list.ts';
import { formatBRL, formatPercent } from '../../../shared/money.ts';
import { SwitchField } from '../../components/ui/switch.tsx';
import { useSettings } from '../../lib/app-settings.ts';
import { errorMessage } from '../../lib/use-form-action.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { saveSettings } from './gift-list-api.ts';
import { PageCard } from './page-card.tsx';
import { useLoadedGiftList, useSetGiftListState } from './use-gift-list.ts';

const EXAMPLE_CENTS = 10_000;

const payerHints: Record<FeePayer, string> = {
  couple: 'Os convidados pagam o valor do presente; a taxa sai do que vocês recebem.',
  guests: 'A taxa é somada ao valor do presente; vocês recebem o valor inteiro.',
};

export function FeeExample({ payer, rate }: { payer: FeePayer; rate: number }) {
  const split = splitGift(EXAMPLE_CENTS, rate, payer);
  return (
    <p className="rounded-2xl bg-teal-soft/70 p-4 text-sm leading-relaxed text-ink" aria-live="polite">
      Exemplo: em um presente de <strong>{formatBRL(EXAMPLE_CENTS)}</strong>, com a taxa de{' '}
      {formatPercent(rate)}, o convidado paga <strong>{formatBRL(split.grossCents)}</strong> e vocês recebem{' '}
      <strong>{formatBRL(split.netCents)}</strong>.
    </p>
  );
}

export function SettingsPage() {
  usePageTitle('Configurar lista');
  const { weddingId, state } = useLoadedGiftList();
  const setState = useSetGiftListState();
  const settings = useSettings();
  const [pending, setPending] = useState(false);

  /** Shows the choice at once; the server's answer confirms it, or the old state comes back. */
  async function save(patch: { published?: boolean; feePayer?: FeePayer }) {
    const previous = state;
    setState({ ...state, ...patch });
    setPending(true);
    try {
      setState(await saveSettings(weddingId, patch));
      toast.success(
        patch.published === undefined
          ? giftListMessages.settingsSaved
          : patch.published
            ? giftListMessages.published
            : giftListMessages.hidden,
      );
    } catch (err) {
      setState(previous);
      toast.error(errorMessage(err));
    } finally {
      setPending(false);
    }
  }

  return (
    <section className="grid max-w-3xl gap-6">
      <h1 className="font-serif text-3xl font-bold text-ink">Configurar lista</h1>
      <PageCard title="Publicação" id="publicacao-lista">
        <SwitchField
          label="Lista publicada no site"
          hint="Desligada, o site não mostra nada da lista: nem presentes, nem valores, nem listas externas."
          checked={state.published}
          disabled={pending}
          busy={pending}
          onCheckedChange={(published) => save({ published })}
        />
      </PageCard>
      <PageCard title="Quem paga a taxa" id="quem-paga">
        <fieldset disabled={pending} className="grid gap-3">
          <legend className="sr-only">Quem paga a taxa</legend>
          {(['couple', 'guests'] as const).map((payer) => (
            <label
              key={payer}
              className={`flex cursor-pointer items-start gap-3 rounded-2xl p-4 ring-1 transition-colors ${state.feePayer === payer ? 'bg-brand-soft ring-brand-dark/40' : 'ring-ink/10 hover:bg-cream'}`}
            >
              <input
                type="radio"
                name="quem-paga-taxa"
                className="mt-1 size-4 shrink-0 accent-brand-dark"
                checked={state.feePayer === payer}
                onChange={() => save({ feePayer: payer })}
              />
              <span>
                <span className="block font-semibold text-ink">
                  {feePayerLabels[payer]}
                  {payer === 'couple' && <span className="font-normal text-muted"> (padrão)</span>}
                </span>
                <span className="block text-sm text-muted">{payerHints[payer]}</span>
              </span>
            </label>
          ))}
        </fieldset>
        <div className="mt-4">
          <FeeExample payer={state.feePayer} rate={settings.giftFeeBasisPoints} />
        </div>
      </PageCard>
    </section>
  );
}
