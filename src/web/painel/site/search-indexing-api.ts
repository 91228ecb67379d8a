// The call behind "Aparecer em buscadores (Google)" on "Publicação e senha" (issue 24).
import { api } from '../../lib/api.ts';

export async function setSearchIndexing(weddingId: string, indexed: boolean): Promise<void> {
  await api(`/api/weddings/${weddingId}/site/search-indexing`, { method: 'PUT', json: { indexed } });
}
