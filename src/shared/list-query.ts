// A paged list's API, the same on both sides: the query's page, search and status filter, and the
// reply's page of rows with its total (which `page-count.ts` reads as "Mostrando X de Y").
import { z } from 'zod';
import { count } from './api-fields.ts';

export const searchTooLong = 'A busca deve ter no máximo 80 caracteres.';

/** `page`: a whole number from 1 to `max`; the first page when absent. */
export function queryPage(max = 10_000) {
  return z.coerce.number().int().min(1).max(max).default(1);
}

/** A search box's or a text filter's text, trimmed; empty when absent. */
export function querySearch(max = 80, error?: string) {
  return z.string().trim().max(max, error).default('');
}

/** A status filter: "todos" (when absent) or one of `statuses`. */
export function queryStatus<const T extends readonly string[]>(statuses: T, error?: string) {
  return z.enum(['todos', ...statuses], error).default('todos');
}

/** One page of a list: its rows, how many match in all, the page's number and size. */
export function pageOf<T extends z.ZodType>(row: T) {
  return z.object({ items: z.array(row), total: count, page: count, pageSize: count });
}

/** Where a capped page's count stops: beyond it a list says "mais de 10.000" instead of counting every row. */
export const COUNT_CAP = 10_000;

/** A page whose count stops at a cap: `totalCapped` says more match ("mais de 10.000"). */
export function cappedPageOf<T extends z.ZodType>(row: T) {
  return pageOf(row).extend({ totalCapped: z.boolean() });
}
