import { useEffect, useRef, useState } from 'react';

/** `value` once it has stopped changing for `ms` milliseconds: search boxes ask the server once per pause. */
export function useDebounced<T>(value: T, ms = 250): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/**
 * Calls `onSearch` with a search box's trimmed text once typing pauses, and only when it differs
 * from the last search sent (`initial` when the box opens): opening the box never sends a search,
 * so it cannot undo what the list did meanwhile (such as moving to another page).
 */
export function useDebouncedSearch(text: string, onSearch: (q: string) => void, initial = '', ms = 250) {
  const q = useDebounced(text.trim(), ms);
  const latest = useRef({ onSearch, sent: initial.trim() });
  latest.current.onSearch = onSearch;
  useEffect(() => {
    if (q === latest.current.sent) return;
    latest.current.sent = q;
    latest.current.onSearch(q);
  }, [q]);
}
