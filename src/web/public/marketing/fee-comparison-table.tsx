// Our fees next to what other platforms charge; both columns come from the settings.
import { Check } from 'lucide-react';
import type { SettingsPhrases } from '../../../shared/settings-phrases.ts';

export function feeComparisonRows(t: SettingsPhrases) {
  return [
    { label: 'Taxa por presente', ours: t.giftFee, others: `até ${t.competitorGiftFee}` },
    { label: 'Preço do site', ours: t.sitePrice, others: `até ${t.competitorSitePrice}` },
    { label: 'Taxa de saque', ours: t.withdrawalFee, others: t.competitorWithdrawalFee },
    {
      label: 'Liberação do dinheiro',
      ours: `até ${t.releaseDelay}`,
      others: 'depende do pagamento',
    },
  ];
}

export function FeeComparisonTable({ t }: { t: SettingsPhrases }) {
  return (
    <div className="overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-ink/10">
      <table className="w-full text-left text-[13px] sm:text-base">
        <caption className="sr-only">Comparação de taxas entre o Nosso Sim e outras plataformas</caption>
        <thead>
          <tr className="border-b border-ink/10">
            <th scope="col" className="px-3 py-4 font-medium text-muted sm:px-6">
              <span className="sr-only">Item</span>
            </th>
            <th
              scope="col"
              className="bg-brand-soft px-2 py-4 text-center font-serif text-base font-bold whitespace-nowrap text-brand-dark sm:px-6 sm:text-lg"
            >
              Nosso Sim
            </th>
            <th scope="col" className="px-2 py-4 text-center font-medium text-muted sm:px-6">
              Outras plataformas
            </th>
          </tr>
        </thead>
        <tbody>
          {feeComparisonRows(t).map((row) => (
            <tr key={row.label} className="border-b border-ink/5 last:border-0">
              <th scope="row" className="px-3 py-4 font-medium text-ink sm:px-6">
                {row.label}
              </th>
              <td className="bg-brand-soft/60 px-2 py-4 text-center font-semibold text-brand-dark sm:px-6">
                <span className="inline-flex items-center gap-1.5 sm:whitespace-nowrap">
                  <Check className="hidden size-4 text-teal-dark sm:block" aria-hidden="true" />
                  {row.ours}
                </span>
              </td>
              <td className="px-2 py-4 text-center text-muted sm:px-6">{row.others}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
