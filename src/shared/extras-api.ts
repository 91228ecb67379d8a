// The panel's "Serviços Adicionais" API: what the couple can buy, their orders, a receipt.
import { z } from 'zod';
import { domainModes, extraOrderStatuses, extraServices } from './extras.ts';

const instant = z.string();

export const newExtraOrderBody = z.object({
  service: z.enum(extraServices),
  domain: z.string().trim().max(253).optional(),
  domainMode: z.enum(domainModes).optional(),
});
export type NewExtraOrderBody = z.infer<typeof newExtraOrderBody>;

export const extraOrderCreated = z.object({ orderId: z.string(), checkoutUrl: z.string() });

export const extraOrderView = z.object({
  id: z.string(),
  service: z.enum(extraServices),
  status: z.enum(extraOrderStatuses),
  priceCents: z.number().int(),
  domain: z.string().nullable(),
  domainMode: z.enum(domainModes).nullable(),
  receiptNumber: z.number().int().nullable(),
  failureReason: z.string().nullable(),
  createdAt: instant,
  paidAt: instant.nullable(),
  activeAt: instant.nullable(),
  builtAt: instant.nullable(),
  /** Unpaid: where to pay it. */
  checkoutUrl: z.string().nullable(),
  /** A keepsake paid within its year can be built again. */
  rebuildUntil: instant.nullable(),
});
export type ExtraOrderView = z.infer<typeof extraOrderView>;

export const extrasOverview = z.object({
  prices: z.object({ dominio: z.number().int(), copia_do_site: z.number().int() }),
  storeCashbackBasisPoints: z.number().int(),
  sitePublished: z.boolean(),
  orders: z.array(extraOrderView),
});
export type ExtrasOverview = z.infer<typeof extrasOverview>;

export const extraReceipt = z.object({
  receiptNumber: z.number().int(),
  itemName: z.string(),
  amountCents: z.number().int(),
  method: z.enum(['pix', 'boleto', 'card']),
  installments: z.number().int(),
  payerName: z.string(),
  payerCpf: z.string().nullable(),
  paidAt: instant,
  refundedAt: instant.nullable(),
});
export type ExtraReceipt = z.infer<typeof extraReceipt>;
