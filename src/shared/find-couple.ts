// Find-a-couple (DESIGN.md decision (1)): the query both the page and the API validate with.
import { z } from 'zod';
import { pageOf, queryPage } from './list-query.ts';

export const FIND_COUPLE_PAGE_SIZE = 12;

export const findCoupleMessages = {
  queryTooShort: 'Digite pelo menos 2 letras do nome de um dos noivos.',
  noResults: 'Nenhum casamento encontrado. Confira a grafia dos nomes ou tente outro mês.',
} as const;

export const findCoupleQuerySchema = z.object({
  q: z.string().trim().min(2, findCoupleMessages.queryTooShort).max(80),
  month: z.coerce.number().int().min(1).max(12).optional(),
  year: z.coerce.number().int().min(2000).max(2100).optional(),
  page: queryPage(1000),
});

export type FindCoupleQuery = z.infer<typeof findCoupleQuerySchema>;

export const findCoupleResultSchema = pageOf(
  z.object({ slug: z.string(), name1: z.string(), name2: z.string(), weddingDate: z.string().nullable() }),
);

export type FindCoupleResult = z.infer<typeof findCoupleResultSchema>;
