// Calls of /admin/layout: the live marketing content and its versions, publishing, restoring and
// the preview of a draft.
import type { MarketingContent } from '../../../shared/marketing-content.ts';
import { api } from '../../lib/api.ts';

export interface LayoutVersion {
  version: number;
  restoredFrom: number | null;
  publishedAt: string;
  publishedBy: string | null;
}

export interface LayoutView {
  version: number;
  content: MarketingContent;
  versions: LayoutVersion[];
}

export type PreviewPage =
  | 'inicio'
  | 'site-de-casamento'
  | 'lista-de-casamento'
  | 'precos-e-servicos'
  | 'quem-somos';

export const layoutKey = ['admin', 'layout'] as const;

export function fetchLayout(signal?: AbortSignal) {
  return api<LayoutView>('/api/admin/layout', { signal });
}

export function publishLayout(content: MarketingContent) {
  return api<LayoutView>('/api/admin/layout', { method: 'POST', json: { content } });
}

export function restoreLayoutVersion(version: number) {
  return api<LayoutView>(`/api/admin/layout/versions/${version}/restore`, { method: 'POST', json: {} });
}

export async function previewLayout(content: MarketingContent, page: PreviewPage, signal?: AbortSignal) {
  return (
    await api<{ html: string }>('/api/admin/layout/preview', {
      method: 'POST',
      json: { content, page },
      signal,
    })
  ).html;
}
