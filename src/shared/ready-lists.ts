// Ready-made lists (listas prontas, DESIGN.md decision (6)): lists of catalogue products curated in
// the back office. Four are tied to onboarding step 5 and fill a new couple's list once.
import { z } from 'zod';
import { cents, count, requiredText } from './api-fields.ts';
import type { ReadyListKey } from './gift-list.ts';

export const readyListKeyLabels: Record<ReadyListKey, string> = {
  travel: 'Viagens e experiências',
  home: 'Casa',
  wedding: 'Casamento',
  fun: 'Divertidos',
};

export const readyListMessages = {
  nameRequired: 'Informe o nome da lista.',
  created: 'Lista pronta criada',
  saved: 'Lista pronta atualizada',
  deleted: 'Lista pronta excluída',
  cleared: 'Lista esvaziada',
  linked: 'Esta lista é usada no cadastro dos casais e não pode ser excluída; vocês podem esvaziá-la.',
  productAdded: 'Produto adicionado à lista',
  productRemoved: 'Produto removido da lista',
} as const;

export const readyListInputSchema = z.object({
  name: requiredText(readyListMessages.nameRequired, 60),
  description: z.string().trim().max(300).default(''),
});

export const readyListSummarySchema = z.object({
  id: z.string(),
  key: z.string().nullable(),
  name: z.string(),
  description: z.string(),
  itemCount: count,
  totalCents: cents,
});
export type ReadyListSummary = z.infer<typeof readyListSummarySchema>;

export const readyListProductSchema = z.object({
  id: z.string(),
  name: z.string(),
  priceCents: cents,
  imageUrl: z.string().nullable(),
  categoryId: z.string(),
  categoryName: z.string(),
  status: z.string(),
});
export type ReadyListProduct = z.infer<typeof readyListProductSchema>;

export const readyListSchema = readyListSummarySchema.extend({
  products: z.array(readyListProductSchema),
});
export type ReadyList = z.infer<typeof readyListSchema>;
