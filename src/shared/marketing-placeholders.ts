// The fields a marketing text may name (`{taxa}`, `{liberacao}`...) and their filling with the
// settings' phrases, apart from the content's schema (marketing-content.ts): pages read them without
// loading zod.
import type { SettingsPhrases } from './settings-phrases.ts';

/** What admins may write in a text, and the phrase of the settings it becomes. */
export const placeholders = {
  taxa: 'giftFee',
  liberacao: 'releaseDelay',
  prazo_saque: 'payoutDelay',
  tarifa_saque: 'withdrawalFee',
  custo_saque: 'withdrawalCost',
  parcelas: 'installments',
  preco_site: 'sitePrice',
  modelos: 'themeCount',
  preco_dominio: 'customDomainPrice',
  preco_copia: 'siteDownloadPrice',
  atendimento: 'supportHours',
  email_contato: 'contactEmail',
} as const satisfies Record<string, keyof SettingsPhrases>;

export function fillPlaceholders(text: string, phrases: SettingsPhrases): string {
  return text.replace(/\{([a-z_]+)\}/g, (whole, name: string) =>
    name in placeholders ? phrases[placeholders[name as keyof typeof placeholders]] : whole,
  );
}
