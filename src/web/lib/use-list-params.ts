// A list's search, filters, sort and page kept in the address's query string, so going back to
// the list returns to the same view and a view can be shared. The zod schema gives each key its
// type and its default: a missing or invalid value reads as the default (give every field a
// `.catch(default)`), and a value equal to its default is left out of the address.
import { useCallback, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { z } from 'zod';

/** A search box's text; empty when absent. */
export const searchParam = z.string().catch('');
/** A page number from 1; the first page when absent or invalid. */
export const pageParam = z.coerce.number().int().min(1).catch(1);
/** A day (YYYY-MM-DD) from a date field; empty when absent or invalid. */
export const dayParam = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .catch('');

/** A control's value and its change: what `bind(key)` gives for one key of the address. */
export interface Bound<T> {
  value: T;
  // A method, so a binding of a narrower union of values (a status) fits a control of strings.
  onChange(value: T): void;
}

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
 * What the list last wrote to the address, and every address of the burst of writes the router has
 * not shown yet (the address they started from included). A render showing one of those is stale
 * (the router renders navigations in a transition, and an unrelated render, such as data arriving,
 * still shows the older address); a render showing another address is the person's own navigation
 * (a link, the back button), which is followed.
 */
export interface WrittenAddress {
  written: URLSearchParams;
  burst: string[];
}

export function followAddress(state: WrittenAddress, shown: URLSearchParams): WrittenAddress {
  const text = shown.toString();
  if (text === state.written.toString())
    return state.burst.length ? { written: state.written, burst: [] } : state;
  if (state.burst.includes(text)) return state;
  return { written: shown, burst: [] };
}

export function recordWrite(state: WrittenAddress, next: URLSearchParams): WrittenAddress {
  const burst = state.burst.length ? state.burst : [state.written.toString()];
  return { written: next, burst: [...burst, next.toString()] };
}

/**
 * `[values, update, bind]`: `update(changes)` replaces the current history entry; a change of
 * anything but the page goes back to the first page (`pageKey`, default `pagina`). `bind(key)` is
 * the `{ value, onChange }` of a control that edits one key (a filter's drop-down, a day).
 * Changes start from the address as last written (followAddress), not as last rendered, so a filter
 * chosen right after the search box wrote the address never drops the search.
 */
export function useListParams<S extends Shape>(schema: S, { pageKey = 'pagina' }: { pageKey?: string } = {}) {
  const [params, setParams] = useSearchParams();
  const latest = useRef<WrittenAddress>({ written: params, burst: [] });
  latest.current = followAddress(latest.current, params);
  const values = useMemo(() => parseListParams(schema, params), [schema, params]);
  const update = useCallback(
    (changes: Partial<z.output<S>>, { keepPage = false }: { keepPage?: boolean } = {}) => {
      const next = nextListParams(schema, latest.current.written, changes, pageKey, keepPage);
      latest.current = recordWrite(latest.current, next);
      setParams(next, { replace: true });
    },
    [schema, setParams, pageKey],
  );
  const bind = useCallback(
    <K extends keyof z.output<S> & string>(key: K): Bound<z.output<S>[K]> => ({
      value: values[key],
      onChange: (value: z.output<S>[K]) => {
        const change: Partial<z.output<S>> = {};
        change[key] = value;
        update(change);
      },
    }),
    [values, update],
  );
  return [values, update, bind] as const;
}
