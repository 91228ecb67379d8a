// The back office's gift-lists overview (SPEC 2.8, 7 "Admin: overview"): its query, rows, stat cards
// and a couple's details, shared by the API and the page.
import { z } from 'zod';
import { basisPoints, cents, count, countsOf, instant } from './api-fields.ts';
import { cappedPageOf, queryPage, querySearch, searchTooLong } from './list-query.ts';
import { giftPaymentRowSchema } from './payments/gift-payment.ts';

export const GIFT_LISTS_PAGE_SIZE = 20;

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
  q: querySearch(80, searchTooLong),
  status: z.enum(giftListStatuses, { error: 'Status de lista inválido.' }).default('todas'),
  tipo: z.enum(giftListKinds, { error: 'Tipo de lista inválido.' }).default('todos'),
  page: queryPage(100_000),
});
export type GiftListsQuery = z.infer<typeof giftListsQuerySchema>;

/** Whose list: the wedding and the couple's names and e-mail. */
const couple = z.object({ weddingId: z.uuid(), coupleNames: z.string(), email: z.string() });

export const giftListRowSchema = couple.extend({
  kind: z.enum(['personalizada', 'lista-pronta', 'mista']),
  items: count,
  totalCents: cents,
  raisedCents: cents,
  balanceCents: cents,
  published: z.boolean(),
  createdAt: instant,
});
export type GiftListRow = z.infer<typeof giftListRowSchema>;

export const giftListPageSchema = cappedPageOf(giftListRowSchema).omit({ page: true });
export type GiftListPage = z.infer<typeof giftListPageSchema>;

export const giftListStatsSchema = countsOf('publishedLists', 'lists', 'couples').extend({
  /** Net of every concluded payment (valor_liquido where concluido). */
  raisedCents: cents,
  /** Fees over gross of concluded payments, in basis points; the current fee while there are none. */
  averageFeeBasisPoints: basisPoints,
});
export type GiftListStats = z.infer<typeof giftListStatsSchema>;

export const giftListDetailsSchema = couple.extend({
  counters: z.object({ items: count, totalCents: cents, raisedCents: cents, giftsReceived: count }),
  transactions: z.array(giftPaymentRowSchema.omit({ method: true, feeCents: true }).extend({ id: z.uuid() })),
});
export type GiftListDetails = z.infer<typeof giftListDetailsSchema>;

/** "Ana & Rui"; "Casal" when the names are missing (SPEC 2.6 fallback). */
export function coupleNames(name1: string | null, name2: string | null): string {
  const names = [name1, name2].filter((n): n is string => Boolean(n?.trim()));
  return names.length ? names.join(' & ') : 'Casal';
}
