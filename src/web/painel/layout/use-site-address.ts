// The couple's real site address: the stored slug, or the spec's fallback when none is stored.
import { fallbackSlug } from '../../../shared/slug.ts';
import { guestSiteLabel, guestSiteUrl } from '../../lib/hosts.ts';
import { useCurrentSession } from '../session/session-context.ts';
import { useWeddingSummary } from './use-wedding-summary.ts';

export interface SiteAddress {
  slug: string;
  /** `http://noivos.localhost:3000/ana-e-joao` */
  url: string;
  /** `noivos.localhost:3000/ana-e-joao`, as shown to people. */
  label: string;
  /** What "Ver" opens: the site once published; before that, the couple's own preview of it. */
  viewUrl: string;
  published: boolean;
  loading: boolean;
  /** The summary could not be loaded: the address is unknown, so nothing may copy or share it. */
  failed: boolean;
}

export function useSiteAddress(): SiteAddress {
  const { session } = useCurrentSession();
  const summary = useWeddingSummary();
  const c = session.couple;
  const slug = summary.data?.slug ?? fallbackSlug(c?.name1 ?? null, c?.name2 ?? null, c?.weddingDate ?? null);
  const url = guestSiteUrl(slug);
  const published = summary.data?.sitePublished ?? false;
  const weddingId = c?.activeWeddingId;
  return {
    slug,
    url,
    label: guestSiteLabel(slug),
    viewUrl: published || !weddingId ? url : `/api/weddings/${weddingId}/site/preview`,
    published,
    loading: summary.isLoading,
    failed: summary.isError && !summary.data,
  };
}
