// Paid extras (issue 23): what a couple buys from the platform in the panel (a custom domain, the
// site keepsake), their order states and the pt-BR texts the panel, the back office and the e-mails
// show. Prices are settings (`customDomainPriceCents`, `siteDownloadPriceCents`), never literals.
import type { Settings } from './settings.ts';

export const extraServices = ['dominio', 'copia_do_site'] as const;
export type ExtraService = (typeof extraServices)[number];

/**
 * An order's life. A domain: aguardando_pagamento → pago → registrando → ativo (a new name), or
 * pago → aguardando_dns → ativo (a name the couple owns), or falhou. The keepsake: pago → gerando →
 * ativo (the zip is ready), again gerando on a rebuild. A refund ends any of them in estornado.
 */
export const extraOrderStatuses = [
  'aguardando_pagamento',
  'pago',
  'registrando',
  'aguardando_dns',
  'gerando',
  'ativo',
  'falhou',
  'estornado',
] as const;
export type ExtraOrderStatus = (typeof extraOrderStatuses)[number];

/** A domain is bought and registered by us, or one the couple owns is pointed at us. */
export const domainModes = ['registro', 'proprio'] as const;
export type DomainMode = (typeof domainModes)[number];

export const extraServiceNames: Record<ExtraService, string> = {
  dominio: 'Domínio personalizado',
  copia_do_site: 'Cópia do site',
};

const statusLabels: Record<ExtraOrderStatus, string> = {
  aguardando_pagamento: 'Aguardando pagamento',
  pago: 'Pago',
  registrando: 'Registrando',
  aguardando_dns: 'Aguardando DNS',
  gerando: 'Gerando',
  ativo: 'Ativo',
  falhou: 'Falhou',
  estornado: 'Estornado',
};

/** "Ativo", or "Pronta" for a keepsake whose zip is ready to download. */
export function extraStatusLabel(service: ExtraService, status: ExtraOrderStatus): string {
  if (service === 'copia_do_site' && status === 'ativo') return 'Pronta';
  return statusLabels[status];
}

export function extraPriceCents(settings: Settings, service: ExtraService): number {
  return service === 'dominio' ? settings.customDomainPriceCents : settings.siteDownloadPriceCents;
}

/** A keepsake can be rebuilt (with the latest messages) for this long after it was paid. */
export const KEEPSAKE_REBUILD_DAYS = 365;

/** "Recibo nº 000123" */
export function receiptLabel(receiptNumber: number): string {
  return `Recibo nº ${String(receiptNumber).padStart(6, '0')}`;
}
