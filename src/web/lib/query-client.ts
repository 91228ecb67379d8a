// The one TanStack Query cache of a host, made once when the host mounts (lib/mount.tsx): every
// page of the panel and of the admin reads and invalidates the same cache.
import { QueryClient } from '@tanstack/react-query';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: true } },
  });
}
