// A list's search, filters, sort and page kept in the address's query string, so going back to
// the list returns to the same view and a view can be shared. The zod schema gives each key its
// type and its default: a missing or invalid value reads as the default (give every field a
// `.catch(default)`), and a value equal to its default is left out of the address.
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';

type Shape = z.ZodObject<Record<string, z.ZodType<string | number>>>;

/** Reads the schema's keys from the query string; absent and invalid values become defaults. */
export function parseListParams<S extends Shape>(schema: S, params: URLSearchParams): z.output<S> {
  const raw: Record<string, string | undefined> = {};
  for (const key of Object.keys(schema.shape)) raw[key] = params.get(key) ?? undefined;
  return schema.parse(raw);
}

/** The query string after `changes`: defaults dropped, the page reset unless it is kept. */
export function nextListParams<S extends Shape>(
  schema: S,
  current: URLSearchParams,
  changes: Partial<z.output<S>>,
  pageKey: string | undefined,
  keepPage: boolean,
): URLSearchParams {
  const defaults = parseListParams(schema, new URLSearchParams());
  const next = new URLSearchParams(current);
  for (const [key, value] of Object.entries(changes)) {
    const text = value === undefined || value === null ? '' : String(value);
    if (text && text !== String(defaults[key as keyof typeof defaults])) next.set(key, text);
    else next.delete(key);
  }
  if (pageKey && !keepPage && !(pageKey in changes)) next.delete(pageKey);
  return next;
}

/**
 * `[values, update]`: `update(changes)` replaces the current history entry; a change of anything
 * but the page goes back to the first page (`pageKey`, default `pagina`).
 */
export function useListParams<S extends Shape>(schema: S, { pageKey = 'pagina' }: { pageKey?: string } = {}) {
  const [params, setParams] = useSearchParams();
  const values = useMemo(() => parseListParams(schema, params), [schema, params]);
  const update = useCallback(
    (changes: Partial<z.output<S>>, { keepPage = false }: { keepPage?: boolean } = {}) =>
      setParams((current) => nextListParams(schema, current, changes, pageKey, keepPage), { replace: true }),
    [schema, setParams, pageKey],
  );
  return [values, update] as const;
}
