// A feature's writes that refresh the cached queries they affect once the server has answered.
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef } from 'react';

/**
 * `after(write)` runs the write, then refetches every query under `keys` before it resolves, so
 * whoever awaits it sees fresh lists; `refresh` does the refetch alone. Both keep their identity
 * across renders and read the newest `keys`.
 */
export function useRefreshAfter(keys: readonly QueryKey[]) {
  const client = useQueryClient();
  const latest = useRef(keys);
  latest.current = keys;
  return useMemo(() => {
    const refresh = async () => {
      await Promise.all(latest.current.map((queryKey) => client.invalidateQueries({ queryKey })));
    };
    const after =
      <A extends unknown[], R>(write: (...args: A) => Promise<R>) =>
      async (...args: A): Promise<R> => {
        const result = await write(...args);
        await refresh();
        return result;
      };
    return { refresh, after };
  }, [client]);
}
