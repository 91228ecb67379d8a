// Sets the tab title of a public page: "<page> | Nosso Sim".
import { useEffect } from 'react';
import { brand } from '../../shared/brand.ts';

export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} | ${brand.name}` : `${brand.name} – ${brand.tagline}`;
  }, [title]);
}
