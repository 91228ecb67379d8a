import { useEffect, useState } from 'react';

/** `value` once it has stopped changing for `ms` milliseconds: search boxes ask the server once per pause. */
export function useDebounced<T>(value: T, ms = 250): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}
