// A couple's gift list (SPEC 2.6, 3 and 9): its gifts, quotas, filters and sort, and the texts of
// its rules. Pure and isomorphic: the panel editor, the admin list editor and the guest site's
// server-rendered gift section all filter and sort with these functions.
import { z } from 'zod';
import { cents, count, requiredText } from './api-fields.ts';
import { choices } from './choices.ts';
import { searchKey } from './text.ts';

export const MAIN_LIST_NAME = 'Lista de casamento';
export const MAX_LISTS = 10;
export const MAX_ITEMS_PER_LIST = 300;
export const MAX_EXTERNAL_LINKS = 10;

/** Onboarding step 5's answers that start the list from a ready-made list (SPEC 2.5). */
export const readyListKeys = ['travel', 'home', 'wedding', 'fun'] as const;
export type ReadyListKey = (typeof readyListKeys)[number];

export function readyListKeyFor(giftListType: string | null): ReadyListKey | null {
  return (readyListKeys as readonly string[]).includes(giftListType ?? '')
    ? (giftListType as ReadyListKey)
    : null;
}

export const giftListMessages = {
  nameRequired: 'Informe o nome do presente.',
  pricePositive: 'Informe um valor maior que zero.',
  quantityRange: 'A quantidade precisa ser de 1 a 1.000.',
  quotasRange: 'O número de cotas precisa ser de 2 a 1.000.',
  belowSold: (sold: number) =>
    `A quantidade não pode ser menor que o número de presentes já recebidos (${sold}).`,
  listFull: `Uma lista pode ter até ${MAX_ITEMS_PER_LIST} presentes.`,
  tooManyLists: `Vocês podem ter até ${MAX_LISTS} listas.`,
  listNameRequired: 'Informe o nome da lista.',
  mainListNotDeletable: 'A lista de casamento não pode ser excluída; vocês podem esvaziá-la.',
  storeRequired: 'Informe o nome da loja.',
  urlInvalid: 'Informe o endereço completo da lista, começando com https://',
  tooManyLinks: `Vocês podem incluir até ${MAX_EXTERNAL_LINKS} listas externas.`,
  productUnavailable: 'Este produto não está mais disponível no catálogo.',
  alreadyOnList: 'Este presente já está na lista.',
  photoNotFound: 'Foto não encontrada. Envie a foto novamente.',
  giftAdded: 'Presente adicionado à lista',
  giftSaved: 'Presente atualizado',
  giftRemoved: 'Presente removido',
  listCleared: 'Lista excluída',
  settingsSaved: 'Configurações da lista salvas',
  published: 'Lista publicada! Os convidados já podem ver os presentes no site.',
  hidden: 'Lista oculta. Os convidados não veem mais os presentes no site.',
  readyListUsed: (n: number) =>
    n === 1 ? '1 presente adicionado à lista' : `${n} presentes adicionados à lista`,
} as const;

export const priceRanges = [
  { id: 'ate-100', label: 'Até R$ 100', min: 0, max: 10_000 },
  { id: '100-200', label: 'R$ 100 a R$ 200', min: 10_001, max: 20_000 },
  { id: '200-300', label: 'R$ 200 a R$ 300', min: 20_001, max: 30_000 },
  { id: '300-400', label: 'R$ 300 a R$ 400', min: 30_001, max: 40_000 },
  { id: 'acima-400', label: 'Acima de R$ 400', min: 40_001, max: Number.MAX_SAFE_INTEGER },
] as const;
export type PriceRangeId = (typeof priceRanges)[number]['id'];

export const { values: sortIds, labels: sortLabels } = choices({
  'menor-valor': 'Menor valor',
  'maior-valor': 'Maior valor',
  'a-z': 'A-Z',
  'z-a': 'Z-A',
});
export type SortId = (typeof sortIds)[number];
export const DEFAULT_SORT: SortId = 'menor-valor';

export function isSortId(value: unknown): value is SortId {
  return sortIds.some((id) => id === value);
}

export function priceRangeOf(priceCents: number): PriceRangeId {
  return (priceRanges.find((r) => priceCents >= r.min && priceCents <= r.max) ?? priceRanges[0]).id;
}

/** What filtering and sorting need of a gift or a product. */
export interface Filterable {
  name: string;
  priceCents: number;
  categoryId: string | null;
}

export interface GiftFilters {
  q: string;
  /** Empty: every category. */
  categoryIds: string[];
  range: PriceRangeId | null;
  sort: SortId;
}

export const emptyFilters: GiftFilters = { q: '', categoryIds: [], range: null, sort: DEFAULT_SORT };

const collator = new Intl.Collator('pt-BR', { sensitivity: 'base', numeric: true });

export function sortGifts<T extends Filterable>(items: T[], sort: SortId): T[] {
  const byName = (a: T, b: T) => collator.compare(a.name, b.name);
  const compare: Record<SortId, (a: T, b: T) => number> = {
    'menor-valor': (a, b) => a.priceCents - b.priceCents || byName(a, b),
    'maior-valor': (a, b) => b.priceCents - a.priceCents || byName(a, b),
    'a-z': byName,
    'z-a': (a, b) => byName(b, a),
  };
  return [...items].sort(compare[sort]);
}

function matchesText(item: Filterable, words: string[]): boolean {
  if (words.length === 0) return true;
  const name = searchKey(item.name);
  return words.every((w) => name.includes(w));
}

/**
 * The gifts shown, and the counts beside each filter: a category's count honours the search and
 * the price range (not the other categories), a range's count honours the search and categories.
 */
export function applyGiftFilters<T extends Filterable>(items: T[], filters: GiftFilters) {
  const words = searchKey(filters.q).split(' ').filter(Boolean);
  const categories = new Set(filters.categoryIds);
  const text = items.filter((i) => matchesText(i, words));
  const inCategory = (i: T) => categories.size === 0 || categories.has(i.categoryId ?? '');
  const inRange = (i: T) => filters.range === null || priceRangeOf(i.priceCents) === filters.range;

  const categoryCounts = new Map<string, number>();
  for (const i of text.filter(inRange)) {
    const key = i.categoryId ?? '';
    categoryCounts.set(key, (categoryCounts.get(key) ?? 0) + 1);
  }
  const rangeCounts = new Map<PriceRangeId, number>(priceRanges.map((r) => [r.id, 0]));
  for (const i of text.filter(inCategory)) {
    const r = priceRangeOf(i.priceCents);
    rangeCounts.set(r, (rangeCounts.get(r) ?? 0) + 1);
  }
  return {
    shown: sortGifts(
      text.filter((i) => inCategory(i) && inRange(i)),
      filters.sort,
    ),
    categoryCounts,
    rangeCounts,
  };
}

/** Units or quotas guests can still give. */
export function remaining(item: { quantityAvailable: number; quantitySold: number }): number {
  return Math.max(0, item.quantityAvailable - item.quantitySold);
}

/** "Restam 7 de 10 cotas", "Resta 1 de 2", or nothing for a single gift. */
export function remainingLine(gift: {
  isQuota: boolean;
  quantityAvailable: number;
  remaining: number;
}): string | null {
  if (!gift.isQuota && gift.quantityAvailable === 1) return null;
  const verb = gift.remaining === 1 ? 'Resta' : 'Restam';
  const unit = gift.isQuota ? ` ${gift.quantityAvailable === 1 ? 'cota' : 'cotas'}` : '';
  return `${verb} ${gift.remaining} de ${gift.quantityAvailable}${unit}`;
}

// ---- API shapes ----

const photoMediaId = z.uuid().nullable().optional();

const giftFields = {
  name: requiredText(giftListMessages.nameRequired, 120),
  description: z.string().trim().max(1000).default(''),
  priceCents: z
    .number({ error: giftListMessages.pricePositive })
    .int()
    .min(1, giftListMessages.pricePositive)
    .max(100_000_000),
  quantity: z
    .number({ error: giftListMessages.quantityRange })
    .int()
    .min(1, giftListMessages.quantityRange)
    .max(1000, giftListMessages.quantityRange),
  isQuota: z.boolean().default(false),
  categoryId: z.uuid().nullable().default(null),
};

function quotasNeedTwo<T extends { isQuota?: boolean; quantity?: number }>(value: T, ctx: z.RefinementCtx) {
  if (value.isQuota && value.quantity !== undefined && value.quantity < 2) {
    ctx.addIssue({ code: 'custom', path: ['quantity'], message: giftListMessages.quotasRange });
  }
}

/** A gift the couple writes themselves: name, price, photo, description, quotas. */
export const customGiftSchema = z.object({ ...giftFields, photoMediaId }).superRefine(quotasNeedTwo);
export type CustomGiftInput = z.input<typeof customGiftSchema>;
export type CustomGift = z.output<typeof customGiftSchema>;

export const giftPatchSchema = z
  .object({
    name: giftFields.name.optional(),
    description: z.string().trim().max(1000).optional(),
    priceCents: giftFields.priceCents.optional(),
    quantity: giftFields.quantity.optional(),
    isQuota: z.boolean().optional(),
    categoryId: z.uuid().nullable().optional(),
    photoMediaId,
  })
  .superRefine(quotasNeedTwo);
export type GiftPatch = z.output<typeof giftPatchSchema>;

export const addProductSchema = z.object({
  productId: z.uuid(),
  quantity: giftFields.quantity.default(1),
});

export const giftItemSchema = z.object({
  id: z.string(),
  listId: z.string(),
  productId: z.string().nullable(),
  name: z.string(),
  description: z.string(),
  imageUrl: z.string().nullable(),
  categoryId: z.string().nullable(),
  priceCents: cents,
  quantityAvailable: count,
  quantitySold: count,
  isQuota: z.boolean(),
  allowsCustomAmount: z.boolean(),
});
export type GiftItem = z.infer<typeof giftItemSchema>;

export const listNameSchema = z.object({ name: requiredText(giftListMessages.listNameRequired, 60) });

export const giftListSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  isMain: z.boolean(),
  itemCount: count,
  totalCents: cents,
});
export type GiftListSummary = z.infer<typeof giftListSummarySchema>;

export const externalLinkInputSchema = z.object({
  storeName: requiredText(giftListMessages.storeRequired, 60),
  url: z
    .string({ error: giftListMessages.urlInvalid })
    .trim()
    .max(500)
    .refine((v) => {
      try {
        const u = new URL(v);
        return (u.protocol === 'https:' || u.protocol === 'http:') && u.hostname.includes('.');
      } catch {
        return false;
      }
    }, giftListMessages.urlInvalid),
});

export const externalLinkSchema = externalLinkInputSchema.extend({ id: z.string() });
export type ExternalLink = z.infer<typeof externalLinkSchema>;

export const feePayers = ['couple', 'guests'] as const;
export const feePayerLabels = { couple: 'Noivos', guests: 'Convidados' } as const;

export const giftCategoryOptionSchema = z.object({
  id: z.string(),
  name: z.string(),
  icon: z.string().nullable(),
});
export type GiftCategoryOption = z.infer<typeof giftCategoryOptionSchema>;

export const giftListStateSchema = z.object({
  published: z.boolean(),
  feePayer: z.enum(feePayers),
  giftListType: z.string().nullable(),
  /** The site address of the gift section, when the site has a slug. */
  siteSlug: z.string().nullable(),
  sitePublished: z.boolean(),
  lists: z.array(giftListSummarySchema),
  externalLinks: z.array(externalLinkSchema),
  categories: z.array(giftCategoryOptionSchema),
});
export type GiftListState = z.infer<typeof giftListStateSchema>;
