// Sets the tab title of a public page: "<page> | Nosso Sim". While the server renders the page, the
// title goes into the document it sends.
import { useEffect } from 'react';
import { brand } from '../../shared/brand.ts';
import { useServerPageData } from './server-page-data.tsx';

export function pageTitle(title: string): string {
  return title ? `${title} | ${brand.name}` : `${brand.name} – ${brand.tagline}`;
}

export function usePageTitle(title: string): void {
  const rendering = useServerPageData();
  if (rendering) rendering.head.title = pageTitle(title);
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}
