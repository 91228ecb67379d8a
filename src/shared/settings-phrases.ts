// pt-BR phrases built from the platform settings, so every page shows the same fee, price and delay
// (DESIGN.md section 4: one settings source). Never write these figures by hand in a page.
import { formatBRL, formatPercent } from './money.ts';
import { plural } from './plural.ts';
import { formatSupportHours, type PublicSettings } from './settings.ts';

export interface SettingsPhrases {
  /** "3,89%" */
  giftFee: string;
  /** "3 dias úteis" */
  releaseDelay: string;
  /** "2 horas" */
  payoutDelay: string;
  /** "R$ 0,00" */
  withdrawalFee: string;
  /** "sem custo" or "por R$ 2,00" */
  withdrawalCost: string;
  /** "6x" */
  installments: string;
  customDomainPrice: string;
  siteDownloadPrice: string;
  /** "4%" */
  storeCashback: string;
  /** "09h às 21h" */
  supportHours: string;
  /** Where to write to the platform: "contato@nossosim.com.br". */
  contactEmail: string;
  sitePrice: string;
  competitorGiftFee: string;
  competitorSitePrice: string;
  competitorWithdrawalFee: string;
  /** "9 modelos": the published themes couples can pick today. */
  themeCount: string;
}

export function settingsPhrases(s: PublicSettings): SettingsPhrases {
  return {
    giftFee: formatPercent(s.giftFeeBasisPoints),
    releaseDelay: plural(s.releaseBusinessDays, 'dia útil', 'dias úteis'),
    payoutDelay: plural(s.payoutMaxHours, 'hora', 'horas'),
    withdrawalFee: formatBRL(s.withdrawalFeeCents),
    withdrawalCost: s.withdrawalFeeCents === 0 ? 'sem custo' : `por ${formatBRL(s.withdrawalFeeCents)}`,
    installments: `${s.maxInstallments}x`,
    customDomainPrice: formatBRL(s.customDomainPriceCents),
    siteDownloadPrice: formatBRL(s.siteDownloadPriceCents),
    storeCashback: formatPercent(s.storeCashbackBasisPoints),
    supportHours: formatSupportHours(s.supportHours),
    contactEmail: s.contactEmail,
    sitePrice: formatBRL(0),
    competitorGiftFee: formatPercent(s.competitor.giftFeeBasisPoints),
    competitorSitePrice: formatBRL(s.competitor.sitePriceCents),
    competitorWithdrawalFee: formatBRL(s.competitor.withdrawalFeeCents),
    themeCount: plural(s.publishedThemes, 'modelo', 'modelos'),
  };
}
