// The back office's gift-lists overview (SPEC 2.8, 7 "Admin: overview"): its query, rows, stat cards
// and a couple's details, shared by the API and the page.
import { z } from 'zod';
import { paymentStatuses } from './payments/statuses.ts';

export const GIFT_LISTS_PAGE_SIZE = 20;
/** Counts stop here: "Mostrando 20 de mais de 10.000 listas". */
export const GIFT_LISTS_COUNT_CAP = 10_000;

export const giftListStatuses = ['todas', 'publicada', 'rascunho'] as const;
export const giftListKinds = ['todos', 'personalizada', 'lista-pronta', 'mista'] as const;
export type GiftListKind = Exclude<(typeof giftListKinds)[number], 'todos'>;

/**
 * What a list is made of: only gifts the couple wrote themselves (Personalizada), only gifts from
 * the catalogue or a ready-made list (Lista Pronta), or both (Mista). An empty list is Personalizada.
 */
export const giftListKindLabels: Record<GiftListKind, string> = {
  personalizada: 'Personalizada',
  'lista-pronta': 'Lista Pronta',
  mista: 'Mista',
};

export const giftListsQuerySchema = z.object({
  q: z.string().trim().max(80, { error: 'A busca deve ter no máximo 80 caracteres.' }).default(''),
  status: z.enum(giftListStatuses, { error: 'Status de lista inválido.' }).default('todas'),
  tipo: z.enum(giftListKinds, { error: 'Tipo de lista inválido.' }).default('todos'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type GiftListsQuery = z.infer<typeof giftListsQuerySchema>;

export const giftListRowSchema = z.object({
  weddingId: z.uuid(),
  coupleNames: z.string(),
  email: z.string(),
  kind: z.enum(['personalizada', 'lista-pronta', 'mista']),
  items: z.number().int(),
  totalCents: z.number().int(),
  raisedCents: z.number().int(),
  balanceCents: z.number().int(),
  published: z.boolean(),
  createdAt: z.string(),
});
export type GiftListRow = z.infer<typeof giftListRowSchema>;

export const giftListPageSchema = z.object({
  items: z.array(giftListRowSchema),
  total: z.number().int(),
  /** Capped at GIFT_LISTS_COUNT_CAP; `totalCapped` says there are more ("mais de 10.000"). */
  totalCapped: z.boolean(),
  pageSize: z.number().int(),
});
export type GiftListPage = z.infer<typeof giftListPageSchema>;

export const giftListStatsSchema = z.object({
  publishedLists: z.number().int(),
  lists: z.number().int(),
  couples: z.number().int(),
  /** Net of every concluded payment (valor_liquido where concluido). */
  raisedCents: z.number().int(),
  /** Fees over gross of concluded payments, in basis points; the current fee while there are none. */
  averageFeeBasisPoints: z.number().int(),
});
export type GiftListStats = z.infer<typeof giftListStatsSchema>;

export const giftListDetailsSchema = z.object({
  weddingId: z.uuid(),
  coupleNames: z.string(),
  email: z.string(),
  counters: z.object({
    items: z.number().int(),
    totalCents: z.number().int(),
    raisedCents: z.number().int(),
    giftsReceived: z.number().int(),
  }),
  transactions: z.array(
    z.object({
      id: z.uuid(),
      contributorName: z.string(),
      contributorEmail: z.string().nullable(),
      itemName: z.string(),
      grossCents: z.number().int(),
      netCents: z.number().int(),
      status: z.enum(paymentStatuses),
      createdAt: z.string(),
    }),
  ),
});
export type GiftListDetails = z.infer<typeof giftListDetailsSchema>;

/** "Ana & Rui"; "Casal" when the names are missing (SPEC 2.6 fallback). */
export function coupleNames(name1: string | null, name2: string | null): string {
  const names = [name1, name2].filter((n): n is string => Boolean(n?.trim()));
  return names.length ? names.join(' & ') : 'Casal';
}
