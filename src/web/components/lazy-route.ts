// A route whose page is its own chunk, loaded when the route is first matched (issue 24: a host's
// first screen ships only its own code). `page` keeps the `import()` at the caller, so the bundler
// still sees which file each route loads.
import type { ComponentType } from 'react';
import type { NonIndexRouteObject } from 'react-router';

/** `lazyRoute(paths.x, async () => (await import('./x-page.tsx')).XPage)`. */
export function lazyRoute(path: string | undefined, page: () => Promise<ComponentType>): NonIndexRouteObject {
  return { path, lazy: async () => ({ Component: await page() }) };
}
